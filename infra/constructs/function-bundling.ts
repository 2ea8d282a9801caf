/**
 * How every Lambda handler is bundled, written once: the CDK construct (api-function.ts) passes
 * these options to NodejsFunction, and the benchmark (scripts/bench/) runs esbuild with the same
 * ones, so the sizes and init times it reports are those of what gets deployed.
 */
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/** esbuild's ESM output has no `require`; some CommonJS dependencies still call it. */
export const ESM_REQUIRE_BANNER = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/** In esbuild's own terms (what NodejsFunction turns its options into, plus its fixed `bundle` and `platform`). */
export const FUNCTION_ESBUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  // The AWS SDK v3 comes from the Lambda runtime.
  external: ['@aws-sdk/*'],
} as const;

/** The same options as NodejsFunction's `bundling` prop. */
export const FUNCTION_BUNDLING: BundlingOptions = {
  format: OutputFormat.ESM,
  target: FUNCTION_ESBUILD_OPTIONS.target,
  mainFields: [...FUNCTION_ESBUILD_OPTIONS.mainFields],
  banner: FUNCTION_ESBUILD_OPTIONS.banner.js,
  minify: FUNCTION_ESBUILD_OPTIONS.minify,
  sourceMap: FUNCTION_ESBUILD_OPTIONS.sourcemap,
  sourcesContent: FUNCTION_ESBUILD_OPTIONS.sourcesContent,
  externalModules: [...FUNCTION_ESBUILD_OPTIONS.external],
};
