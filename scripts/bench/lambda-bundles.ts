/**
 * Bundles every functions/handlers/*.ts the way the CDK stack does (the shared options of
 * infra/constructs/function-bundling.ts) and reports each bundle's size from esbuild's metafile.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { build } from 'esbuild';
import { FUNCTION_ESBUILD_OPTIONS } from '../../infra/constructs/function-bundling.js';
import { zipSize } from './compressed-size.js';
import { PROJECT_ROOT } from './paths.js';

export interface LambdaBundle {
  handler: string;
  /** The bundle's entry file (index.mjs), runnable with the project's node_modules for @aws-sdk. */
  file: string;
  /** index.mjs as esbuild wrote it (minified), without the source map. */
  minifiedBytes: number;
  /** The deployment package: index.mjs and index.mjs.map, zipped. */
  zippedBytes: number;
}

const HANDLERS_DIR = join(PROJECT_ROOT, 'functions', 'handlers');

export function handlerNames(): string[] {
  return readdirSync(HANDLERS_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => basename(file, '.ts'))
    .sort();
}

/** Writes `<outDir>/<handler>/index.mjs` (+ .map) for every handler, and `<outDir>/metafile.json`. */
export async function bundleHandlers(outDir: string): Promise<LambdaBundle[]> {
  rmSync(outDir, { recursive: true, force: true });
  const names = handlerNames();
  const result = await build({
    ...FUNCTION_ESBUILD_OPTIONS,
    mainFields: [...FUNCTION_ESBUILD_OPTIONS.mainFields],
    external: [...FUNCTION_ESBUILD_OPTIONS.external],
    absWorkingDir: PROJECT_ROOT,
    entryPoints: Object.fromEntries(names.map((name) => [`${name}/index`, join(HANDLERS_DIR, `${name}.ts`)])),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(join(outDir, 'metafile.json'), JSON.stringify(result.metafile));

  return names.map((handler) => {
    const file = join(outDir, handler, 'index.mjs');
    const output = result.metafile.outputs[relative(PROJECT_ROOT, file)];
    if (!output) throw new Error(`esbuild wrote no bundle for ${handler}`);
    const zippedBytes = zipSize([
      { name: 'index.mjs', content: readFileSync(file) },
      { name: 'index.mjs.map', content: readFileSync(`${file}.map`) },
    ]);
    return { handler, file, minifiedBytes: output.bytes, zippedBytes };
  });
}
