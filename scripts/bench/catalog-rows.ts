/**
 * The catalog at CATALOG_BENCH_TOOLS tools: GET /catalog's size (raw, gzip, brotli) and time through
 * the local API server (the function in its own process, DynamoDB Local), and the /tools page's
 * search per keystroke in headless Chromium (web/src/features/tools/catalog-search.ts and
 * catalog-view.ts, bundled by esbuild, over that very catalog). The tools have varied names and
 * descriptions, so their compression is not flattered by repetition.
 */
import { localOriginHeaders } from '../../infra/local/origin-verify.js';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { skuClaimItem, toolItem } from '../../functions/catalog/store/tools-repository.js';
import type { Catalog } from '../../functions/catalog/contract/catalog.js';
import type { StoredTool } from '../../functions/catalog/contract/tool.js';
import type { LocalStack } from '../../infra/local/local-stack.js';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.js';
import { progress } from './bench-context.js';
import { CATALOG_BENCH_TOOLS, CATALOG_GZIP_BUDGET_BYTES, CATALOG_KEYSTROKE_BUDGET_MS, QUICK_ORDER_CHECK_BUDGET_MS, QUICK_ORDER_BENCH_ROWS } from './budgets.js';
import { compressedSizes } from './compressed-size.js';
import { PROJECT_ROOT } from './paths.js';
import { kib, ms, verdict, type Row } from './report-table.js';
import { median } from './stats.js';

const NOUNS = ['Drill', 'Grinder', 'Hammer', 'Wrench', 'Blade', 'Bolts', 'Socket Set', 'Vise', 'Clamp', 'Screws', 'Caliper', 'Tape', 'Driver', 'Saw', 'Chisel'];
const ADJECTIVES = ['Cordless', 'Heavy Duty', 'Compact', 'Precision', 'Industrial', 'Magnetic', 'Adjustable', 'Digital', 'Brushless', 'Forged', 'Stainless'];
const WORDS =
  'steel carbide chrome vanadium zinc plated grip handle battery torque speed metric imperial case set pieces jaw thread coated tempered hardened rubber fibreglass aluminium cast iron brass nylon quick release lock swivel base blade cutting drilling grinding polishing sanding fastening workshop site crew shift durable replaceable serrated keyless chuck light warranty ratchet extension bar'.split(
    ' ',
  );
const CATEGORIES = ['Power Tools', 'Hand Tools', 'Fasteners', 'Measuring', 'Workholding', 'Accessories', 'Safety', 'Abrasives'];
/** What a visitor types, keystroke by keystroke, then a few typos. */
const KEYSTROKES = [
  'c',
  'co',
  'cor',
  'cord',
  'cordl',
  'cordle',
  'cordles',
  'cordless',
  'cordless d',
  'cordless dr',
  'cordless dri',
  'cordless dril',
  'cordless drill',
];
const TYPOS = ['stanless', 'tempred', 'galvanised', 'ratchte'];
const CATALOG_RUNS = 5;

/** A tool of the benchmark's catalog: a name of 3-4 words, a description of 12-20 words, a price. */
function catalogTool(n: number): StoredTool & { sku: string } {
  let seed = n * 7919 + 1;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return {
    _id: `catalog-bench-${String(n).padStart(6, '0')}`,
    name: `${pick(ADJECTIVES)} ${pick(NOUNS)} ${100 + Math.floor(next() * 900)} mm`,
    desc: `${Array.from({ length: 12 + Math.floor(next() * 9) }, () => pick(WORDS)).join(' ')}.`,
    sku: `CB-${String(n).padStart(6, '0')}`,
    category: pick(CATEGORIES),
    available: Math.floor(next() * 5000),
    minimum: 1 + Math.floor(next() * 50),
    priceCents: Math.round(next() * 50_000),
    img: '/images/tools/drill.svg',
    createdAt: new Date(Date.parse('2023-01-01T00:00:00.000Z') + n * 1000).toISOString(),
  };
}

async function writeTools(loader: DynamoDBDocumentClient, table: string, items: Record<string, unknown>[], remove: boolean): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    const batch = items.slice(start, start + 25);
    const requests = batch.map((item) => (remove ? { DeleteRequest: { Key: { _id: item._id } } } : { PutRequest: { Item: item } }));
    let unprocessed: Record<string, unknown[]> | undefined = { [table]: requests };
    while (unprocessed && Object.keys(unprocessed).length > 0) {
      const result = await loader.send(new BatchWriteCommand({ RequestItems: unprocessed as never }));
      unprocessed = result.UnprocessedItems as Record<string, unknown[]> | undefined;
    }
  }
}

/** The search module of the /tools page for a plain browser page: `window.catalogBench(catalog, keystrokes)`. */
async function searchBundle(): Promise<string> {
  const entry = `
    import { createCatalogSearch } from './web/src/features/tools/catalog-search.ts';
    import { toolsInView } from './web/src/features/tools/catalog-view.ts';
    window.catalogBench = (catalog, keystrokes, rounds) => {
      const search = createCatalogSearch(catalog.tools);
      const first = performance.now();
      toolsInView(catalog.tools, { q: keystrokes[0], category: '', sort: 'newest' }, search(keystrokes[0]));
      const indexMs = performance.now() - first;
      const times = [];
      for (let round = 0; round < rounds; round++) {
        for (const q of keystrokes) {
          const start = performance.now();
          toolsInView(catalog.tools, { q, category: '', sort: 'price-asc' }, search(q));
          times.push(performance.now() - start);
        }
      }
      return { indexMs, times };
    };`;
  const result = await build({
    stdin: { contents: entry, resolveDir: PROJECT_ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export interface CatalogBenchContext {
  stack: LocalStack;
  loader: DynamoDBDocumentClient;
  /** A signed-in customer's app token: quick order is for signed-in buyers. */
  customerToken: string;
}

/** POST /quick-order/check with QUICK_ORDER_BENCH_ROWS rows over the catalog's tools (a tenth of them unknown SKUs), warm: the median of CATALOG_RUNS. */
async function quickOrderRow(stack: LocalStack, customerToken: string): Promise<Row> {
  const rows = Array.from({ length: QUICK_ORDER_BENCH_ROWS }, (_, i) => ({
    sku: i % 10 === 9 ? `NO-SUCH-SKU-${i}` : `cb-${String(i * 23).padStart(6, '0')}`,
    quantity: 1 + (i % 40),
  }));
  const send = async () => {
    const start = performance.now();
    const response = await fetch(`${stack.urls.api}/quick-order/check`, {
      method: 'POST',
      headers: { ...localOriginHeaders(), 'content-type': 'application/json', auth: `bearer ${customerToken}` },
      body: JSON.stringify({ rows }),
    });
    const answer = (await response.json()) as { rows?: unknown[] };
    if (response.status !== 200 || answer.rows?.length !== QUICK_ORDER_BENCH_ROWS) throw new Error(`POST /quick-order/check answered ${response.status}`);
    return performance.now() - start;
  };
  await send();
  const times: number[] = [];
  for (let run = 0; run < CATALOG_RUNS; run++) times.push(await send());
  const warm = median(times);
  return {
    measure: `POST /quick-order/check, ${QUICK_ORDER_BENCH_ROWS} rows over ${CATALOG_BENCH_TOOLS} tools through the local API (warm, median of ${CATALOG_RUNS})`,
    value: ms(warm),
    budget: `<= ${ms(QUICK_ORDER_CHECK_BUDGET_MS)}`,
    verdict: verdict(warm <= QUICK_ORDER_CHECK_BUDGET_MS),
  };
}

export async function catalogRows({ stack, loader, customerToken }: CatalogBenchContext): Promise<Row[]> {
  progress(`Catalog: adding ${CATALOG_BENCH_TOOLS} tools and their SKU claims...`);
  const tools = Array.from({ length: CATALOG_BENCH_TOOLS }, (_, n) => catalogTool(n));
  const items = [...tools.map((tool) => toolItem(tool)), ...tools.map((tool) => skuClaimItem(tool))];
  const table = stack.settings.tableNames.tools;
  await writeTools(loader, table, items, false);
  try {
    const times: number[] = [];
    let text = '';
    for (let run = 0; run < CATALOG_RUNS; run++) {
      const start = performance.now();
      const response = await fetch(`${stack.urls.api}/catalog`, { headers: localOriginHeaders() });
      text = await response.text();
      times.push(performance.now() - start);
      if (response.status !== 200) throw new Error(`GET /catalog answered ${response.status}`);
    }
    const catalog = JSON.parse(text) as Catalog;
    const sizes = compressedSizes(Buffer.from(text));

    progress('Catalog: search per keystroke in headless Chromium...');
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    let search: { indexMs: number; times: number[] };
    try {
      const page = await browser.newPage();
      await page.addScriptTag({ content: await searchBundle() });
      search = await page.evaluate(
        ([data, keystrokes]) =>
          (window as unknown as { catalogBench: (c: unknown, k: readonly string[], r: number) => { indexMs: number; times: number[] } }).catalogBench(
            data,
            keystrokes,
            5,
          ),
        [catalog, [...KEYSTROKES, ...TYPOS]] as const,
      );
    } finally {
      await browser.close();
    }
    const keystroke = median(search.times);
    progress('Catalog: quick order of 200 rows...');
    const quickOrder = await quickOrderRow(stack, customerToken);
    return [
      {
        measure: `GET /catalog answer, ${catalog.tools.length} tools`,
        value: `${kib(sizes.raw)} raw, ${kib(sizes.gzip)} gzip, ${kib(sizes.brotli)} brotli`,
        budget: `<= ${kib(CATALOG_GZIP_BUDGET_BYTES)} gzip`,
        verdict: verdict(sizes.gzip <= CATALOG_GZIP_BUDGET_BYTES && catalog.tools.length >= CATALOG_BENCH_TOOLS),
      },
      { measure: `GET /catalog through the local API, ${catalog.tools.length} tools (warm, median of ${CATALOG_RUNS})`, value: ms(median(times)) },
      {
        measure: `Catalog search per keystroke in Chromium, ${catalog.tools.length} tools (median; search, filter, sort)`,
        value: `${ms(keystroke)} (max ${ms(Math.max(...search.times))}); index built at the first search in ${ms(search.indexMs)}`,
        budget: `<= ${ms(CATALOG_KEYSTROKE_BUDGET_MS)}`,
        verdict: verdict(keystroke <= CATALOG_KEYSTROKE_BUDGET_MS),
      },
      quickOrder,
    ];
  } finally {
    await writeTools(loader, table, items, true);
  }
}
