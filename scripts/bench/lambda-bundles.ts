/**
 * Bundles every functions/<module>/handlers/<handler>.ts of the manifest the way the CDK stack does (each route's options from
 * infra/constructs/function-bundling.ts) and reports each bundle's size from esbuild's metafile;
 * builds the Stripe SDK layer the way the stack does too, since three of those bundles leave the
 * SDK to it.
 */
import {
  EMAILING_BUNDLE_BUDGET_BYTES,
  LAMBDA_BUNDLE_BUDGET_BYTES,
  LAMBDA_INIT_BUDGET_BYTES,
  ORDER_PLACING_EMAILING_ROUTE_BUNDLE_BUDGET_BYTES,
  PDF_LAMBDA_BUNDLE_BUDGET_BYTES,
} from './budgets.js';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { findFunctionByHandler, handlerSource, routes, triggers } from '../../functions/manifest.js';
import { esbuildOptionsFor, FUNCTION_ENTRY_FILE, functionBuildOptions, usesStripeSdkLayer } from '../../infra/constructs/function-bundling.js';
import { writeStripeSdkLayer } from '../../infra/constructs/stripe-sdk-bundle.js';
import { zipSize } from './compressed-size.js';
import { PROJECT_ROOT } from './paths.js';

export interface LambdaBundle {
  handler: string;
  /** The bundle's entry file (index.mjs); its chunks are beside it. */
  file: string;
  /** What init loads: index.mjs and the chunks it imports statically. */
  initFiles: string[];
  /** The chunks loaded later, with `import()`. */
  lazyFiles: string[];
  /** What init reads and compiles: index.mjs and the chunks it imports statically (minified, without source maps). */
  initBytes: number;
  /** The chunks loaded later, with `import()` (the SES client, pdf-lib, the SDK's rarely used parts). */
  lazyBytes: number;
  /** The deployment package: every file of the bundle and its source maps, zipped. */
  zippedBytes: number;
}

export interface StripeSdkLayerBundle {
  /** The layer's nodejs/node_modules/stripe/index.mjs. */
  file: string;
  version: string;
  minifiedBytes: number;
  /** The layer's zip: the bundle, its package.json and the license. */
  zippedBytes: number;
  /** The handlers that import the SDK from the layer. */
  sharedBy: string[];
}

/** Init's share within the one init budget, the whole bundle within the function's own. */
export const withinBundleBudgets = (bundle: LambdaBundle): boolean =>
  bundle.initBytes <= LAMBDA_INIT_BUDGET_BYTES && bundle.initBytes + bundle.lazyBytes <= bundleBudgetBytes(bundle.handler);

/** A function's whole-bundle budget: the PDF-drawing and emailing functions have their own. */
export function bundleBudgetBytes(handler: string): number {
  const entry = findFunctionByHandler(handler);
  if (entry.integrations?.includes('invoices')) return PDF_LAMBDA_BUNDLE_BUDGET_BYTES;
  if (handler === 'accept-quote') return ORDER_PLACING_EMAILING_ROUTE_BUNDLE_BUDGET_BYTES;
  if (sendsEmail(entry)) return EMAILING_BUNDLE_BUDGET_BYTES;
  return LAMBDA_BUNDLE_BUDGET_BYTES;
}

/** A function that sends email (a route, from the request, or a stream trigger). */
export const sendsEmail = (entry: ReturnType<typeof findFunctionByHandler>): boolean => entry.integrations?.includes('email') === true;

/** Every function of the manifest (a handlers/ folder also holds modules its handlers share). */
export function handlerNames(): string[] {
  return [...routes, ...triggers].map((entry) => entry.handler).sort();
}

/** One handler bundled as the stack bundles it, into `<outDir>/<handler>/` (index.mjs, its chunks, their maps). */
async function bundleHandler(outDir: string, handler: string): Promise<LambdaBundle & { metafile: Metafile }> {
  const dir = join(outDir, handler);
  const entry = findFunctionByHandler(handler);
  const { metafile } = await build({
    ...functionBuildOptions(join(PROJECT_ROOT, handlerSource(entry)), dir, esbuildOptionsFor(entry)),
    absWorkingDir: PROJECT_ROOT,
    metafile: true,
  });
  const file = join(dir, FUNCTION_ENTRY_FILE);
  const { initFiles, lazyFiles } = loadedFiles(metafile, relative(PROJECT_ROOT, file));
  const bytesOf = (files: readonly string[]) => files.reduce((sum, output) => sum + metafile.outputs[output]!.bytes, 0);
  const packaged = readdirSync(dir).map((name) => ({ name, content: readFileSync(join(dir, name)) }));
  return {
    handler,
    file,
    initFiles: initFiles.map((output) => join(PROJECT_ROOT, output)),
    lazyFiles: lazyFiles.map((output) => join(PROJECT_ROOT, output)),
    initBytes: bytesOf(initFiles),
    lazyBytes: bytesOf(lazyFiles),
    zippedBytes: zipSize(packaged),
    metafile,
  };
}

/** The output files `entry` loads at init (itself and its static imports, recursively), and the ones it loads with `import()` later. */
export function loadedFiles(metafile: Metafile, entry: string): { initFiles: string[]; lazyFiles: string[] } {
  const init = new Set<string>();
  const lazy = new Set<string>();
  const visit = (output: string, atInit: boolean) => {
    const seen = atInit ? init : lazy;
    if (seen.has(output) || (!atInit && init.has(output))) return;
    seen.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.external) continue;
      visit(imported.path, atInit && imported.kind === 'import-statement');
    }
  };
  visit(entry, true);
  for (const output of init) lazy.delete(output);
  return { initFiles: [...init], lazyFiles: [...lazy] };
}

function mergeMetafiles(metafiles: readonly Metafile[]): Metafile {
  return {
    inputs: Object.assign({}, ...metafiles.map((metafile) => metafile.inputs)) as Metafile['inputs'],
    outputs: Object.assign({}, ...metafiles.map((metafile) => metafile.outputs)) as Metafile['outputs'],
  };
}

/** Writes `<outDir>/<handler>/` for every handler, and `<outDir>/metafile.json`. */
export async function bundleHandlers(outDir: string): Promise<LambdaBundle[]> {
  rmSync(outDir, { recursive: true, force: true });
  const bundles = await Promise.all(handlerNames().map((handler) => bundleHandler(outDir, handler)));
  writeFileSync(join(outDir, 'metafile.json'), JSON.stringify(mergeMetafiles(bundles.map((bundle) => bundle.metafile))));
  return bundles.map(({ metafile: _metafile, ...bundle }) => bundle);
}

/** Writes the Stripe SDK layer's content into `outDir` (nodejs/node_modules/stripe/...). */
export function bundleStripeSdkLayer(outDir: string): StripeSdkLayerBundle {
  rmSync(outDir, { recursive: true, force: true });
  const { bundleFile, version } = writeStripeSdkLayer(outDir);
  const packageDir = join(bundleFile, '..');
  const files = readdirSync(packageDir).map((name) => ({ name, content: readFileSync(join(packageDir, name)) }));
  return {
    file: bundleFile,
    version,
    minifiedBytes: statSync(bundleFile).size,
    zippedBytes: zipSize(files),
    sharedBy: [...routes, ...triggers].filter(usesStripeSdkLayer).map((entry) => entry.handler),
  };
}
