/**
 * The content of the Stripe SDK layer, written once: the installed `stripe` package, with only the
 * API resources the shop calls (stripe-sdk-trim.ts), bundled by esbuild into one minified ES
 * module, as `nodejs/node_modules/stripe/` (where Lambda's Node.js runtime resolves packages from
 * layers). The layer construct (stripe-sdk-layer.ts) runs this at
 * synth; the benchmark (scripts/bench/) runs it too, so the size it reports is the deployed one.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { STRIPE_RESOURCES } from '../../functions/orders/gateways/stripe-resources.js';
import { FUNCTION_ESBUILD_OPTIONS } from './function-bundling.js';
import { trimStripeEntry } from './stripe-sdk-trim.js';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The installed package the layer is built from. */
export const STRIPE_PACKAGE_DIR = join(PROJECT_ROOT, 'node_modules', 'stripe');

/** The layer's path of the package inside the layer's zip (mounted at /opt). */
export const STRIPE_SDK_LAYER_PACKAGE_DIR = join('nodejs', 'node_modules', 'stripe');
export const STRIPE_SDK_BUNDLE_FILE = 'index.mjs';

export interface InstalledStripePackage {
  readonly version: string;
  readonly license: string;
}

interface StripePackageJson extends InstalledStripePackage {
  readonly exports?: { default?: { import?: { default?: string } } };
}

const readStripePackageJson = (): StripePackageJson => JSON.parse(readFileSync(join(STRIPE_PACKAGE_DIR, 'package.json'), 'utf8')) as StripePackageJson;

export function installedStripePackage(): InstalledStripePackage {
  const { version, license } = readStripePackageJson();
  return { version, license };
}

/** The package's Node.js ES module entry (`exports.default.import.default`), the one `import 'stripe'` loads. */
export function stripeNodeEntryFile(): string {
  const entry = readStripePackageJson().exports?.default?.import?.default;
  if (!entry) throw new Error("The stripe package's exports have changed: no default.import.default entry");
  return join(STRIPE_PACKAGE_DIR, entry);
}

/**
 * Writes `<outputDir>/nodejs/node_modules/stripe/{package.json,index.mjs,LICENSE}` and returns the
 * bundle's path. The SDK has no dependencies and its ESM build calls no `require`, so no banner is needed;
 * Node's built-in modules are loaded as in the functions' bundles (`alias`, function-bundling.ts).
 * No source map: the functions' own maps cover their code.
 */
export function writeStripeSdkLayer(outputDir: string): { bundleFile: string; version: string } {
  const packageDir = join(outputDir, STRIPE_SDK_LAYER_PACKAGE_DIR);
  rmSync(packageDir, { recursive: true, force: true });
  mkdirSync(packageDir, { recursive: true });
  const bundleFile = join(packageDir, STRIPE_SDK_BUNDLE_FILE);
  const entryFile = stripeNodeEntryFile();
  buildSync({
    stdin: {
      contents: trimStripeEntry(readFileSync(entryFile, 'utf8'), STRIPE_RESOURCES).source,
      resolveDir: dirname(entryFile),
      sourcefile: entryFile,
      loader: 'js',
    },
    absWorkingDir: PROJECT_ROOT,
    outfile: bundleFile,
    bundle: true,
    platform: FUNCTION_ESBUILD_OPTIONS.platform,
    format: FUNCTION_ESBUILD_OPTIONS.format,
    target: FUNCTION_ESBUILD_OPTIONS.target,
    alias: FUNCTION_ESBUILD_OPTIONS.alias,
    minify: true,
    logLevel: 'warning',
  });
  const { version, license } = installedStripePackage();
  const packageJson = {
    name: 'stripe',
    version,
    license,
    type: 'module',
    main: `./${STRIPE_SDK_BUNDLE_FILE}`,
    exports: { '.': `./${STRIPE_SDK_BUNDLE_FILE}` },
  };
  writeFileSync(join(packageDir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  copyFileSync(join(STRIPE_PACKAGE_DIR, 'LICENSE'), join(packageDir, 'LICENSE'));
  return { bundleFile, version };
}
