/**
 * The home page's first load: the entry chunk of the Vite manifest and its static imports (not the
 * lazy chunks), with their CSS, measured raw, gzip and brotli.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Manifest } from 'vite';
import { compressedSizes, sumSizes, type CompressedSizes } from './compressed-size.js';
import { PROJECT_ROOT } from './paths.js';
import { SDK_MARKERS, type Sdk } from './budgets.js';

export const WEB_CONFIG_FILE = join(PROJECT_ROOT, 'web', 'vite.config.ts');
const ENTRY = 'index.html';

/** The production build, as `npx vite build --config web/vite.config.ts` makes it, into `outDir`. */
/** Always a production build: under a test runner NODE_ENV is 'test', which would bundle development React. */
export async function buildWeb(outDir: string): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: WEB_CONFIG_FILE, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export interface FirstLoadFiles {
  js: string[];
  css: string[];
}

/**
 * Output files (relative to outDir) the browser fetches before the home page is the app: the
 * entry, the app it imports once the first screen has painted (web/src/main.tsx: its one dynamic
 * import), and what they import statically.
 */
export function firstLoadFiles(manifest: Manifest): FirstLoadFiles {
  const entry = manifest[ENTRY];
  if (!entry?.isEntry) throw new Error(`The Vite manifest has no entry '${ENTRY}'`);
  if (entry.dynamicImports?.length !== 1) throw new Error(`The entry should import the app, and only it, dynamically: ${entry.dynamicImports?.join(', ')}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  visit(ENTRY);
  entry.dynamicImports.forEach(visit);
  const chunks = [...seen].map((key) => manifest[key]!);
  return { js: chunks.map((chunk) => chunk.file), css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))] };
}

export interface FirstLoadSizes {
  js: CompressedSizes;
  css: CompressedSizes;
  files: FirstLoadFiles;
}

export function measureFirstLoad(outDir: string): FirstLoadSizes {
  const files = firstLoadFiles(readManifest(outDir));
  const measure = (list: string[]) => sumSizes(list.map((file) => compressedSizes(readFileSync(join(outDir, file)))));
  return { js: measure(files.js), css: measure(files.css), files };
}

/** Which SDK markers (budgets.ts) each of these files contains. */
export function sdkMarkersIn(outDir: string, files: readonly string[]): Record<Sdk, string[]> {
  const found: Record<Sdk, string[]> = { firebase: [], stripe: [] };
  for (const file of files) {
    const code = readFileSync(join(outDir, file), 'utf8');
    for (const sdk of Object.keys(SDK_MARKERS) as Sdk[]) {
      for (const marker of SDK_MARKERS[sdk]) if (code.includes(marker)) found[sdk].push(`${marker} in ${file}`);
    }
  }
  return found;
}
