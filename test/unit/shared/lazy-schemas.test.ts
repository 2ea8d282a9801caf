import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { handlerNames } from '../../../scripts/bench/lambda-bundles.js';

/**
 * zod and the schema modules must be reachable from a handler only through a dynamic `import()`:
 * esbuild then defers their evaluation to the first request, which keeps the cold start short.
 */
const ZOD_FREE_SCHEMA_MODULES = new Set(['functions/schemas/messages.ts', 'functions/schemas/rating.ts']);

async function importGraph(): Promise<Metafile> {
  const { metafile } = await build({
    entryPoints: handlerNames().map((name) => `functions/handlers/${name}.ts`),
    bundle: true,
    write: false,
    outdir: 'unused',
    format: 'esm',
    platform: 'node',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  return metafile;
}

/** What the handler module evaluates at init: every module reached through static imports only. */
function evaluatedAtInit(metafile: Metafile, entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement') pending.push(imported.path);
    }
  }
  return [...seen];
}

const eagerZodOrSchema = (file: string) =>
  file === 'zod' || file.startsWith('zod/') || (file.startsWith('functions/schemas/') && !ZOD_FREE_SCHEMA_MODULES.has(file));

describe('handler module init', () => {
  it('evaluates neither zod nor a schema module before the first request', async () => {
    const metafile = await importGraph();
    const eager = Object.fromEntries(handlerNames().map((name) => [name, evaluatedAtInit(metafile, `functions/handlers/${name}.ts`).filter(eagerZodOrSchema)]));
    expect(eager).toEqual(Object.fromEntries(handlerNames().map((name) => [name, []])));
  });
});
