/**
 * A function's code asset: its handler bundled by esbuild's API on this machine (the project's own
 * esbuild, installed by `npm ci`), with the route's options of function-bundling.ts, code split.
 * NodejsFunction cannot split (it passes esbuild one `--outfile`), so the stack builds the asset the
 * way NodejsFunction does otherwise: the project folder as the source, hashed by its output.
 */
import { buildSync } from 'esbuild';
import { AssetHashType, DockerImage, type BundlingOptions, type ILocalBundling } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { functionBuildOptions, type FunctionEsbuildOptions } from './function-bundling.js';

/**
 * Builds in the process that synthesizes. Its fields name what it builds: CDK keys its bundling
 * cache by the serialized options, so two functions never share one build.
 */
class EsbuildBundling implements ILocalBundling {
  constructor(
    readonly handlerFile: string,
    readonly esbuild: FunctionEsbuildOptions,
  ) {}

  tryBundle(outputDir: string): boolean {
    buildSync(functionBuildOptions(this.handlerFile, outputDir, this.esbuild));
    return true;
  }
}

/** The code of the function whose handler is `handlerFile` (absolute), bundled into `index.mjs` and its chunks. */
export function bundledFunctionCode(projectRoot: string, handlerFile: string, esbuild: FunctionEsbuildOptions): Code {
  const bundling: BundlingOptions = {
    local: new EsbuildBundling(handlerFile, esbuild),
    // Never run: the local build above always succeeds or throws. CDK requires an image to fall back on.
    image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:24-slim'),
  };
  return Code.fromAsset(projectRoot, { assetHashType: AssetHashType.OUTPUT, bundling });
}
