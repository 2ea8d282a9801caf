/**
 * Each public page's first load (the Vite entry chunk, the app it starts, the page's own route chunks and their
 * static imports) stays within its gzip budget; the home page's carries neither the Firebase SDK nor Stripe: both
 * load only when needed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_JS_GZIP_BUDGET_BYTES, SDK_MARKERS, type Sdk } from '../../scripts/bench/budgets.js';
import { buildWeb } from '../../infra/local/web-dev-server.js';
import { measureFirstLoad, measurePublicPages, PUBLIC_PAGES, readManifest, sdkMarkersIn, type FirstLoadSizes } from '../../scripts/bench/web-first-load.js';

describe('the public pages first load', () => {
  let outDir: string;
  let firstLoad: FirstLoadSizes;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'storefront-perf-web-'));
    await buildWeb(outDir);
    firstLoad = measureFirstLoad(outDir, PUBLIC_PAGES['/']);
  });

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it.each(Object.keys(PUBLIC_PAGES))(`%s is at most ${FIRST_LOAD_JS_GZIP_BUDGET_BYTES / 1024} KiB of JavaScript, gzip`, (page) => {
    const { firstLoad: pageLoad } = measurePublicPages(outDir).find((measured) => measured.page === page)!;
    expect(pageLoad.js.gzip, `first-load JS: ${pageLoad.files.js.join(', ')}`).toBeLessThanOrEqual(FIRST_LOAD_JS_GZIP_BUDGET_BYTES);
  });

  it.each(Object.keys(SDK_MARKERS) as Sdk[])('carries no %s code', (sdk) => {
    expect(sdkMarkersIn(outDir, firstLoad.files.js)[sdk]).toEqual([]);
  });

  // Without this, a marker that no longer matches the SDK's code would make the check above pass vacuously.
  it.each(Object.keys(SDK_MARKERS) as Sdk[])('finds %s by its markers in the lazy chunks', (sdk) => {
    const allScripts = Object.values(readManifest(outDir)).map((chunk) => chunk.file);
    expect(sdkMarkersIn(outDir, allScripts)[sdk]).not.toEqual([]);
  });
});
