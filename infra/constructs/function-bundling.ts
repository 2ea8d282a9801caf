/**
 * How every Lambda handler is bundled, written once: the CDK construct (http-api.ts, through
 * api-function.ts) passes these options to NodejsFunction, and the benchmark (scripts/bench/) runs
 * esbuild with the same ones, so the sizes and init times it reports are those of what gets deployed.
 *
 * The AWS SDK clients a function uses are bundled, tree-shaken and minified with its code: measured,
 * that makes the cold request (init plus first request) shorter than importing the whole SDK from the
 * Lambda runtime (docs/performance.md). What a function does not bundle is the Stripe SDK, for the
 * routes whose manifest entry lists the 'stripe' integration: it comes from the one shared layer
 * (stripe-sdk-layer.ts).
 *
 * Three substitutions (esbuild aliases to bundle-substitutes/), all measured on the cold request:
 * - Node.js's built-in modules are loaded the way `require` loads them. An ES module `import` of a
 *   built-in reads every export of it, lazy ones included: `node:http`'s WebSocket getters then load
 *   undici (about 25 ms), `node:process` its report module, `node:fs` its promises API.
 *   (`process.getBuiltinModule` is in Node.js 22.3 and later.)
 * - The AWS SDK's default credential chain becomes its first link, the environment (env-credentials.ts).
 * - pdf-lib's helpers (bundle-substitutes/pdf/, only in the functions that draw PDFs): its standard
 *   fonts' metrics and its compression through Node.js's own base64 and zlib instead of JavaScript
 *   ones, and no PNG decoder (the shop's PDFs embed no image). Together about 45 ms of an invoice's
 *   cold request.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FUNCTION_NODE_MAJOR } from './function-runtime.js';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { FunctionGrants } from '../../functions/manifest.js';

/** esbuild's ESM output has no `require`; some CommonJS dependencies still call it. (Not an `import`: see above.) */
export const ESM_REQUIRE_BANNER = "const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);";

const SUBSTITUTES_DIR = fileURLToPath(new URL('./bundle-substitutes/', import.meta.url));
const BUILTIN_SUBSTITUTES_DIR = `${SUBSTITUTES_DIR}node-builtins/`;

/** `node-builtins/fs-promises.cjs` stands in for `fs/promises` and `node:fs/promises`. */
function builtinAliases(): Record<string, string> {
  const files = readdirSync(BUILTIN_SUBSTITUTES_DIR).filter((file) => file.endsWith('.cjs'));
  return Object.fromEntries(
    files.flatMap((file) => {
      const name = file.slice(0, -'.cjs'.length).replace('-', '/');
      return [name, `node:${name}`].map((specifier) => [specifier, `${BUILTIN_SUBSTITUTES_DIR}${file}`]);
    }),
  );
}

/** Module specifier -> the file bundled in its place. */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  ...builtinAliases(),
  '@aws-sdk/credential-provider-node': `${SUBSTITUTES_DIR}env-credentials.ts`,
  '@aws-sdk/client-sesv2': `${SUBSTITUTES_DIR}aws-sdk/client-sesv2.mjs`,
  'mnemonist/lru-cache': `${SUBSTITUTES_DIR}aws-sdk/lru-cache.cjs`,
  '@aws-sdk/signature-v4-multi-region': `${SUBSTITUTES_DIR}aws-sdk/signature-v4-multi-region.mjs`,
  pako: `${SUBSTITUTES_DIR}pdf/pako.cjs`,
  '@pdf-lib/standard-fonts': `${SUBSTITUTES_DIR}pdf/standard-fonts.cjs`,
  '@pdf-lib/upng': `${SUBSTITUTES_DIR}pdf/upng.cjs`,
};

/** The same aliases as esbuild CLI arguments (`--alias:<specifier>=<file>`), for NodejsFunction. */
const BUNDLE_ALIAS_ARGS = Object.entries(BUNDLE_ALIASES).map(([specifier, file]) => `${specifier}=${file}`);

/** The Stripe SDK comes from the Stripe SDK layer. */
export const STRIPE_SDK_LAYER_MODULES = ['stripe'] as const;

/** In esbuild's own terms (what NodejsFunction turns its options into, plus its fixed `bundle` and `platform`), minus `external`. */
export const FUNCTION_ESBUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: `node${FUNCTION_NODE_MAJOR}`,
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  alias: BUNDLE_ALIASES,
  minify: true,
  sourcemap: true,
  sourcesContent: false,
} as const;

/** Whether the route's function gets the Stripe SDK layer (and leaves `stripe` out of its bundle). */
export function usesStripeSdkLayer(route: FunctionGrants): boolean {
  return route.integrations?.includes('stripe') ?? false;
}

/** The packages the route's function imports at run time instead of bundling them. */
export function externalModulesFor(route: FunctionGrants): string[] {
  return usesStripeSdkLayer(route) ? [...STRIPE_SDK_LAYER_MODULES] : [];
}

/** The route's esbuild options, for esbuild's `build`. */
export function esbuildOptionsFor(route: FunctionGrants) {
  return { ...FUNCTION_ESBUILD_OPTIONS, mainFields: [...FUNCTION_ESBUILD_OPTIONS.mainFields], external: externalModulesFor(route) };
}

/** The same options as NodejsFunction's `bundling` prop. */
export function bundlingFor(route: FunctionGrants): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: FUNCTION_ESBUILD_OPTIONS.target,
    mainFields: [...FUNCTION_ESBUILD_OPTIONS.mainFields],
    banner: FUNCTION_ESBUILD_OPTIONS.banner.js,
    minify: FUNCTION_ESBUILD_OPTIONS.minify,
    sourceMap: FUNCTION_ESBUILD_OPTIONS.sourcemap,
    sourcesContent: FUNCTION_ESBUILD_OPTIONS.sourcesContent,
    externalModules: externalModulesFor(route),
    esbuildArgs: { '--alias': [...BUNDLE_ALIAS_ARGS] },
  };
}

/**
 * Node.js flags the functions run with (NODE_OPTIONS in their environment, which the local containers and the benchmark get too).
 * Source maps are bundled so a stack trace can be decoded offline, but `--enable-source-maps` is
 * off at run time: it costs about 11 ms of module init on every cold start (docs/performance.md).
 */
export const FUNCTION_NODE_FLAGS: readonly string[] = [];
