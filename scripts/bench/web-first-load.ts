/**
 * A page's first load: the entry chunk of the Vite manifest, the app, the page's own route chunks and
 * their static imports (not the other lazy chunks), with their CSS, measured raw, gzip and brotli.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import { compressedSizes, sumSizes, type CompressedSizes } from './compressed-size.js';
import { SDK_MARKERS, type Sdk } from './budgets.js';

const ENTRY = 'index.html';

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export interface FirstLoadFiles {
  js: string[];
  css: string[];
}

/**
 * The public pages and the route modules each loads at once beside the app (web/src/app/router.tsx):
 * what a visitor's first request of that page downloads.
 */
export const PUBLIC_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/app/routes/home-sections.tsx'],
  '/tools': ['src/app/routes/tools-page.tsx'],
  '/tools/{id}': ['src/app/routes/tool-page.tsx'],
  '/blog': ['src/app/routes/blog-page.tsx'],
};

/**
 * Output files (relative to outDir) the browser fetches before a page is the app: the entry, the
 * app it imports once the first screen has painted (web/src/main.tsx: its one dynamic import), the
 * page's own route modules, and what they all import statically.
 */
export function firstLoadFiles(manifest: Manifest, pageModules: readonly string[] = []): FirstLoadFiles {
  const entry = manifest[ENTRY];
  if (!entry?.isEntry) throw new Error(`The Vite manifest has no entry '${ENTRY}'`);
  if (entry.dynamicImports?.length !== 1) throw new Error(`The entry should import the app, and only it, dynamically: ${entry.dynamicImports?.join(', ')}`);
  const missing = pageModules.filter((module) => !manifest[module]);
  if (missing.length > 0) throw new Error(`The Vite manifest has no chunk for ${missing.join(', ')}`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  visit(ENTRY);
  entry.dynamicImports.forEach(visit);
  pageModules.forEach(visit);
  const chunks = [...seen].map((key) => manifest[key]!);
  return { js: chunks.map((chunk) => chunk.file), css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))] };
}

export interface FirstLoadSizes {
  js: CompressedSizes;
  css: CompressedSizes;
  files: FirstLoadFiles;
}

export function measureFirstLoad(outDir: string, pageModules: readonly string[] = []): FirstLoadSizes {
  const files = firstLoadFiles(readManifest(outDir), pageModules);
  const measure = (list: string[]) => sumSizes(list.map((file) => compressedSizes(readFileSync(join(outDir, file)))));
  return { js: measure(files.js), css: measure(files.css), files };
}

/** Each public page's first load. */
export function measurePublicPages(outDir: string): { page: string; firstLoad: FirstLoadSizes }[] {
  return Object.entries(PUBLIC_PAGES).map(([page, modules]) => ({ page, firstLoad: measureFirstLoad(outDir, modules) }));
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
