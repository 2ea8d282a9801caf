/**
 * Bundles every functions/<module>/handlers/<handler>.ts of the manifest the way the CDK stack does (each route's options from
 * infra/constructs/function-bundling.ts) and reports each bundle's size from esbuild's metafile;
 * builds the Stripe SDK layer the way the stack does too, since three of those bundles leave the
 * SDK to it.
 */
import {
  EMAILING_BUNDLE_BUDGET_BYTES,
  LAMBDA_BUNDLE_BUDGET_BYTES,
  ORDER_PLACING_EMAILING_ROUTE_BUNDLE_BUDGET_BYTES,
  PDF_LAMBDA_BUNDLE_BUDGET_BYTES,
} from './budgets.js';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { findFunctionByHandler, handlerSource, routes, triggers } from '../../functions/manifest.js';
import { esbuildOptionsFor, externalModulesFor, usesStripeSdkLayer } from '../../infra/constructs/function-bundling.js';
import { writeStripeSdkLayer } from '../../infra/constructs/stripe-sdk-bundle.js';
import { zipSize } from './compressed-size.js';
import { PROJECT_ROOT } from './paths.js';

export interface LambdaBundle {
  handler: string;
  /** The bundle's entry file (index.mjs), runnable with the project's node_modules for @aws-sdk and stripe. */
  file: string;
  /** index.mjs as esbuild wrote it (minified), without the source map. */
  minifiedBytes: number;
  /** The deployment package: index.mjs and index.mjs.map, zipped. */
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

/** A function's bundle budget: the PDF-drawing functions have their own. */
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

/** The handlers grouped by their bundling options (esbuild builds each group in one run). */
function handlersByOptions(names: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const key = externalModulesFor(findFunctionByHandler(name)).join(' ');
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }
  return [...groups.values()];
}

function mergeMetafiles(metafiles: readonly Metafile[]): Metafile {
  return {
    inputs: Object.assign({}, ...metafiles.map((metafile) => metafile.inputs)) as Metafile['inputs'],
    outputs: Object.assign({}, ...metafiles.map((metafile) => metafile.outputs)) as Metafile['outputs'],
  };
}

/** Writes `<outDir>/<handler>/index.mjs` (+ .map) for every handler, and `<outDir>/metafile.json`. */
export async function bundleHandlers(outDir: string): Promise<LambdaBundle[]> {
  rmSync(outDir, { recursive: true, force: true });
  const names = handlerNames();
  const results = await Promise.all(
    handlersByOptions(names).map((group) =>
      build({
        ...esbuildOptionsFor(findFunctionByHandler(group[0]!)),
        absWorkingDir: PROJECT_ROOT,
        entryPoints: Object.fromEntries(group.map((name) => [`${name}/index`, join(PROJECT_ROOT, handlerSource(findFunctionByHandler(name)))])),
        outdir: outDir,
        outExtension: { '.js': '.mjs' },
        metafile: true,
        logLevel: 'warning',
      }),
    ),
  );
  const metafile = mergeMetafiles(results.map((result) => result.metafile));
  writeFileSync(join(outDir, 'metafile.json'), JSON.stringify(metafile));

  return names.map((handler) => {
    const file = join(outDir, handler, 'index.mjs');
    const output = metafile.outputs[relative(PROJECT_ROOT, file)];
    if (!output) throw new Error(`esbuild wrote no bundle for ${handler}`);
    const zippedBytes = zipSize([
      { name: 'index.mjs', content: readFileSync(file) },
      { name: 'index.mjs.map', content: readFileSync(`${file}.map`) },
    ]);
    return { handler, file, minifiedBytes: output.bytes, zippedBytes };
  });
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
