/**
 * How every Lambda handler is bundled, written once: the stack's functions (api-function.ts, through
 * function-code.ts) and the benchmark (scripts/bench/) run esbuild's API with these options, so the
 * sizes and init times it reports are those of what gets deployed.
 *
 * Code splitting: a module the function loads with `import()` (the SES client, pdf-lib, the AWS
 * SDK's own rarely used parts; functions/platform/beside-first-read.ts) is a file of its own beside
 * `index.mjs`, read and compiled only when first loaded. In one file, esbuild would wrap it to be
 * evaluated later, but Node.js would still read and compile all of it at init (measured: an invoice's
 * init 112 -> 87 ms, docs/performance.md).
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
import type { BuildOptions } from 'esbuild';
import { FUNCTION_NODE_MAJOR } from './function-runtime.js';
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

/** The Stripe SDK comes from the Stripe SDK layer. */
export const STRIPE_SDK_LAYER_MODULES = ['stripe'] as const;

/** esbuild's options for every function, minus `external` and where it writes (`entryPoints: { index: <handler> }`, `outdir`). */
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
  splitting: true,
  outExtension: { '.js': '.mjs' },
  chunkNames: '[name]-[hash]',
} as const;

/** The file Lambda loads (`index.handler`); the chunks it imports sit beside it. */
export const FUNCTION_ENTRY_NAME = 'index';
/** Its file name, as esbuild writes it (`outExtension`). */
export const FUNCTION_ENTRY_FILE = `${FUNCTION_ENTRY_NAME}${FUNCTION_ESBUILD_OPTIONS.outExtension['.js']}`;

/** Whether the route's function gets the Stripe SDK layer (and leaves `stripe` out of its bundle). */
export function usesStripeSdkLayer(route: FunctionGrants): boolean {
  return route.integrations?.includes('stripe') ?? false;
}

/** The packages the route's function imports at run time instead of bundling them. */
export function externalModulesFor(route: FunctionGrants): string[] {
  return usesStripeSdkLayer(route) ? [...STRIPE_SDK_LAYER_MODULES] : [];
}

/** The route's esbuild options. */
export function esbuildOptionsFor(route: FunctionGrants): FunctionEsbuildOptions {
  return { ...FUNCTION_ESBUILD_OPTIONS, mainFields: [...FUNCTION_ESBUILD_OPTIONS.mainFields], external: externalModulesFor(route) };
}

export type FunctionEsbuildOptions = Omit<BuildOptions, 'entryPoints' | 'outdir' | 'outfile'>;

/** Bundles one handler into `outdir`: `index.mjs`, the chunks it loads, their source maps. */
export function functionBuildOptions(handlerFile: string, outdir: string, options: FunctionEsbuildOptions): BuildOptions {
  return { ...options, entryPoints: { [FUNCTION_ENTRY_NAME]: handlerFile }, outdir, logLevel: 'warning' };
}

/**
 * Node.js flags the functions run with (NODE_OPTIONS in their environment, which the local containers and the benchmark get too).
 * Source maps are bundled so a stack trace can be decoded offline, but `--enable-source-maps` is
 * off at run time: it costs about 11 ms of module init on every cold start (docs/performance.md).
 */
export const FUNCTION_NODE_FLAGS: readonly string[] = [];
