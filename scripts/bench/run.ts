/**
 * `npm run bench`: one run on this machine, one table. The home page's first load, every Lambda
 * bundle's size and cold request (init plus first request, beside a floor), the hot endpoints' latency and throughput through the local API
 * server against DynamoDB Local, their DynamoDB capacity with 100 and with 10,000 items, and the
 * home page's LCP, CLS and TBT in headless Chromium, and Lighthouse's mobile scores and LCP for the
 * home page. PASS or FAIL per budget; exit code 1 on a FAIL.
 *
 *   npm run bench                      # the whole run (several minutes)
 *   npm run bench -- --write-docs      # also puts the table into docs/performance.md
 *   npm run bench -- --cold-only       # only the Lambda bundles and their cold requests
 *   npm run bench -- --catalog-only    # only the catalog at 5,000 tools and Lighthouse on /tools and a tool's page
 *   npm run bench -- --orders-only     # only PUT /purchase under load and the checkout round trips
 *   npm run bench -- --load            # only the load run: 100 buyers for 60 s against a stack started as npm start starts it
 *                                        (--load-buyers N, --load-seconds S for a shorter try)
 *   options: --cold-runs N (9) --cold-profile DIR (a CPU profile of each cold request) --cold-functions a,b (only these
 *            functions' cold requests, beside the floor) --duration S (5) --connections C (10) --page-runs N (3) --lighthouse-runs N (5)
 *
 * The local stack runs on the default ports plus BENCH_PORT_OFFSET (environment variable, a whole
 * number, default 30000), so two runs on one machine can use different ports:
 *   BENCH_PORT_OFFSET=36000 npm run bench -- --cold-only
 * The load run's stack uses LOAD_PORT_OFFSET (default 45000) instead (buyers-load.ts).
 */
import { cpus } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { DEFAULT_PORTS, webServerEnvironment } from '../../infra/local/local-config.js';
import { startLocalStack, type LocalStack } from '../../infra/local/local-stack.js';
import { startSiteStandIn } from '../../infra/local/site-stand-in.js';
import { catalogRows } from './catalog-rows.js';
import { BENCH_ACCOUNT, progress, signIn, type BenchContext } from './bench-context.js';
import { benchToolId, fillTables } from './bulk-load.js';
import { FIRST_LOAD_JS_GZIP_BUDGET_BYTES, LIGHTHOUSE_LCP_BUDGET_MS, LIGHTHOUSE_SCORE_BUDGETS, LIGHTHOUSE_TBT_BUDGET_MS, MIN_VERDICT_RUNS } from './budgets.js';
import { capacityRows } from './capacity-rows.js';
import { measureCheckoutRoundTrips } from './checkout-round-trip.js';
import type { CompressedSizes } from './compressed-size.js';
import { hotRequests, requestPath, type HotRequest } from './hot-endpoints.js';
import { buildLambdas, coldRequestRows, lambdaSizeRows, type LambdaBuild } from './lambda-rows.js';
import { measureLighthouse, type LighthouseCategory } from './lighthouse.js';
import { loadRunRows, LOAD_BUYERS, LOAD_SECONDS } from './buyers-load.js';
import { runLoad, type LoadSpec } from './load-test.js';
import { benchAccount, benchAccountPool, MAX_UNPAID_ORDERS } from './account-pool.js';
import { measurePageQuality } from './page-quality.js';
import { PROJECT_ROOT, BENCH_OUTPUT_DIR } from './paths.js';
import { kib, loadAverage, markdownTable, ms, verdict, type Row } from './report-table.js';
import { measureFirstLoad, measurePublicPages, PUBLIC_PAGES, sdkMarkersIn } from './web-first-load.js';
import { buildWeb } from '../../infra/local/web-dev-server.js';
import { localOriginHeaders } from '../../infra/local/origin-verify.js';

const LOAD_AT_START = loadAverage();

/**
 * Added to every default port of the benchmark's local stack: by default 30000, clear of `npm start`
 * (0), the integration tests (+10000) and the e2e tests (+20000); BENCH_PORT_OFFSET overrides it.
 */
const BENCH_PORT_OFFSET = portOffsetFromEnvironment(process.env.BENCH_PORT_OFFSET);
function portOffsetFromEnvironment(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 30_000;
  const largest = 65_535 - Math.max(...Object.values(DEFAULT_PORTS));
  const offset = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || offset > largest) throw new Error(`BENCH_PORT_OFFSET must be a whole number from 0 to ${largest}, got '${value}'`);
  return offset;
}
/** PUT /purchase cycles through this many tools, so concurrent orders rarely touch the same item. */
const ORDERED_TOOLS = 1_000;
/**
 * PUT /purchase under load places this many orders, MAX_UNPAID_ORDERS from each account of a pool
 * made up front (the shop refuses an account's next unpaid order with 429), then stops.
 */
const LOAD_ORDER_ACCOUNTS = 100;
const DOCS_FILE = join(PROJECT_ROOT, 'docs', 'performance.md');
const DOCS_START = '<!-- bench-table:start -->';
const DOCS_END = '<!-- bench-table:end -->';

const { values: args } = parseArgs({
  options: {
    'write-docs': { type: 'boolean', default: false },
    'cold-runs': { type: 'string', default: '9' },
    load: { type: 'boolean', default: false },
    'load-buyers': { type: 'string', default: String(LOAD_BUYERS) },
    'load-seconds': { type: 'string', default: String(LOAD_SECONDS) },
    'cold-only': { type: 'boolean', default: false },
    'catalog-only': { type: 'boolean', default: false },
    'orders-only': { type: 'boolean', default: false },
    'cold-profile': { type: 'string' },
    'cold-functions': { type: 'string' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'page-runs': { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '5' },
  },
});
function positiveInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a whole number of at least 1, got '${value}'`);
  return number;
}
const options = {
  writeDocs: args['write-docs'],
  coldRuns: positiveInteger('cold-runs', args['cold-runs']),
  /** Only the bundles and the cold requests: a quick run while changing a function. */
  coldOnly: args['cold-only'],
  /** Only the catalog's rows and Lighthouse on its pages. */
  catalogOnly: args['catalog-only'],
  /** Only the rows that place orders: PUT /purchase under load and the checkout round trips. */
  ordersOnly: args['orders-only'],
  /** Only the load run (buyers-load.ts), on a stack of its own. */
  load: args.load,
  loadBuyers: positiveInteger('load-buyers', args['load-buyers']),
  loadSeconds: positiveInteger('load-seconds', args['load-seconds']),
  /** Also write a CPU profile of each function's cold request into this folder. */
  coldProfileDir: args['cold-profile'] && resolve(args['cold-profile']),
  /** Only these functions' cold requests (their handlers' names), beside the floor: a quick look at a few while changing them. */
  coldFunctions: args['cold-functions']?.split(',').map((name) => name.trim()),
  durationSeconds: positiveInteger('duration', args.duration),
  connections: positiveInteger('connections', args.connections),
  pageRuns: positiveInteger('page-runs', args['page-runs']),
  lighthouseRuns: positiveInteger('lighthouse-runs', args['lighthouse-runs']),
};
if (options.lighthouseRuns < MIN_VERDICT_RUNS) {
  throw new Error(`a Lighthouse verdict needs at least ${MIN_VERDICT_RUNS} runs, --lighthouse-runs is ${options.lighthouseRuns}`);
}

const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;

async function webRows(outDir: string): Promise<Row[]> {
  progress('Building the web app...');
  await buildWeb(outDir);
  const firstLoad = measureFirstLoad(outDir, PUBLIC_PAGES['/']);
  const markers = sdkMarkersIn(outDir, firstLoad.files.js);
  const sizes = (s: CompressedSizes) => `${kib(s.raw)} raw, ${kib(s.gzip)} gzip, ${kib(s.brotli)} brotli`;
  const sdkCode = [...markers.firebase, ...markers.stripe];
  return [
    ...measurePublicPages(outDir).map(({ page, firstLoad: pageLoad }) => ({
      measure: `First-load JS of ${page} (${files(pageLoad.files.js.length)})`,
      value: sizes(pageLoad.js),
      budget: `<= ${kib(FIRST_LOAD_JS_GZIP_BUDGET_BYTES)} gzip`,
      verdict: verdict(pageLoad.js.gzip <= FIRST_LOAD_JS_GZIP_BUDGET_BYTES),
    })),
    { measure: `Home first-load CSS (${files(firstLoad.files.css.length)})`, value: sizes(firstLoad.css) },
    {
      measure: 'Firebase / Stripe code in the first load',
      value: sdkCode.length === 0 ? 'none' : sdkCode.join('; '),
      budget: 'none',
      verdict: verdict(sdkCode.length === 0),
    },
  ];
}

/** A part that cannot be measured (a handler mid-edit, a port taken) becomes a FAIL row, and the run goes on. */
async function guarded(part: string, measure: () => Promise<Row[]>): Promise<Row[]> {
  try {
    return await measure();
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    progress(`${part} could not be measured: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return [{ measure: part, value: `not measured: ${message.replaceAll('|', '/')}`, verdict: 'FAIL' }];
  }
}

async function pageQualityRows(stack: LocalStack, webOutDir: string): Promise<Row[]> {
  progress('Measuring the home page in headless Chromium...');
  const quality = await measurePageQuality({
    outDir: webOutDir,
    port: stack.settings.ports.web,
    environment: webServerEnvironment(stack.settings),
    runs: options.pageRuns,
  });
  return [
    { measure: 'Home page LCP (median)', value: ms(quality.lcpMs) },
    { measure: 'Home page CLS (median)', value: quality.cls.toFixed(3) },
    { measure: 'Home page TBT (median)', value: ms(quality.tbtMs) },
  ];
}

/** Seeded tools on sale, each with stock for the purchase form's default quantity. */
const CHECKOUT_TOOLS = ['seed-tool-drill', 'seed-tool-grinder'] as const;

async function checkoutRows(stack: LocalStack, webOutDir: string): Promise<Row[]> {
  // An account of its own: each run cancels its order, so it never holds more than one unpaid order.
  const account = benchAccount('checkout');
  await signIn(stack, account);
  progress(`Timing the click that places an order to the card form, cart and purchase page (${options.pageRuns} runs)...`);
  const result = await measureCheckoutRoundTrips({
    outDir: webOutDir,
    port: stack.settings.ports.web,
    environment: webServerEnvironment(stack.settings),
    account,
    toolIds: CHECKOUT_TOOLS,
    runs: options.pageRuns,
  });
  return [
    { measure: "Cart: 'Place order' to the card form ready, payment intent answered (median)", value: ms(result.cartMs) },
    { measure: "Purchase page: 'Purchase' to the card form via My orders and 'Buy Now' (median)", value: ms(result.purchaseMs) },
  ];
}

/** The pages Lighthouse measures, by the name their rows carry (the home page's rows keep their old names). */
const LIGHTHOUSE_PAGES = [
  { path: '/', label: '' },
  { path: '/tools', label: ' /tools' },
  { path: '/tools/seed-tool-vise', label: ' /tools/{id}' },
  { path: '/blog', label: ' /blog' },
] as const;

async function lighthouseRows(stack: LocalStack, webOutDir: string, page: (typeof LIGHTHOUSE_PAGES)[number]): Promise<Row[]> {
  progress(`Lighthouse on ${page.path} (mobile, ${options.lighthouseRuns} runs)...`);
  const result = await measureLighthouse({
    outDir: webOutDir,
    port: stack.settings.ports.web,
    environment: webServerEnvironment(stack.settings),
    runs: options.lighthouseRuns,
    path: page.path,
  });
  if (result.failedAudits.length > 0) progress(`Lighthouse audits under 90 in some run: ${result.failedAudits.join(', ')}`);
  progress(`Largest Contentful Paint of each run: ${result.lcpElement}`);
  const names: Record<LighthouseCategory, string> = {
    performance: 'performance',
    accessibility: 'accessibility',
    'best-practices': 'best practices',
    seo: 'SEO',
  };
  const runs = `median of ${options.lighthouseRuns}`;
  return [
    ...(Object.keys(names) as LighthouseCategory[]).map((id) => ({
      measure: `Lighthouse mobile${page.label} ${names[id]} (${runs})`,
      value: String(result.scores[id]),
      budget: `>= ${LIGHTHOUSE_SCORE_BUDGETS[id]}`,
      verdict: verdict(result.scores[id] >= LIGHTHOUSE_SCORE_BUDGETS[id]),
    })),
    {
      measure: `Lighthouse mobile${page.label} LCP (${runs})`,
      value: ms(result.lcpMs),
      budget: `<= ${ms(LIGHTHOUSE_LCP_BUDGET_MS)}`,
      verdict: verdict(result.lcpMs <= LIGHTHOUSE_LCP_BUDGET_MS),
    },
    {
      measure: `Lighthouse mobile${page.label} total blocking time (${runs})`,
      value: ms(result.tbtMs),
      budget: `<= ${ms(LIGHTHOUSE_TBT_BUDGET_MS)}`,
      verdict: verdict(result.tbtMs <= LIGHTHOUSE_TBT_BUDGET_MS),
    },
  ];
}

async function backendRows(webOutDir: string, lambdas: LambdaBuild | undefined): Promise<Row[]> {
  progress('Starting the local stack (DynamoDB Local, Auth emulator, API server)...');
  // The cold requests make the state each run needs (cold-fixtures.ts), which no payment event or
  // stream or scheduled function of the stack may change first; each measured run gets its own event.
  const stack = await startLocalStack({ portOffset: BENCH_PORT_OFFSET, triggers: false, paymentEvents: false });
  const loader = DynamoDBDocumentClient.from(localDynamoDbClient(stack.urls.dynamodb));
  try {
    const customer = await signIn(stack, BENCH_ACCOUNT);
    const context: BenchContext = { stack, loader, customer, requests: hotRequests({ toolId: benchToolId(1), email: customer.email }) };
    if (options.catalogOnly) return await catalogPageRows(stack, loader, webOutDir, customer.token);
    if (options.ordersOnly) return await orderRows(context, webOutDir);
    // A tool's page reads the site's index.html: the built one, served where the site would be.
    const site = await startSiteStandIn(stack.settings.urls.web, builtIndexHtml(webOutDir));
    const rows = await guarded('Cold requests', () =>
      coldRequestRows(context, lambdas, { runs: options.coldRuns, profileDir: options.coldProfileDir, only: options.coldFunctions }),
    ).finally(() => site.stop());
    if (options.coldOnly) return rows;
    // The pages first: the capacity rows leave 10,000 bench tools in the tables, which the pages would
    // then list (the catalog rows measure their own 5,000 and take them out again).
    rows.push(...(await guarded('Home page quality', () => pageQualityRows(stack, webOutDir))));
    rows.push(...(await catalogPageRows(stack, loader, webOutDir, customer.token)));
    rows.push(...(await guarded('DynamoDB capacity', () => capacityRows(context))));
    for (const request of context.requests)
      rows.push(...(await guarded(`${request.label} under load`, async () => [await loadRow(stack, customer.token, request)])));
    rows.push(...(await guarded('Checkout round trips', () => checkoutRows(stack, webOutDir))));
    return rows;
  } finally {
    loader.destroy();
    await stack.stop();
  }
}

/** PUT /purchase under load (on the bench tools, loaded first) and the checkout round trips. */
async function orderRows({ stack, loader, customer, requests }: BenchContext, webOutDir: string): Promise<Row[]> {
  const tables = { tools: stack.settings.tableNames.tools, orders: stack.settings.tableNames.orders };
  await fillTables(loader, tables, { from: 0, to: ORDERED_TOOLS }, customer);
  const rows: Row[] = [];
  for (const request of requests.filter(({ handler }) => handler === 'create-order'))
    rows.push(...(await guarded(`${request.label} under load`, async () => [await loadRow(stack, customer.token, request)])));
  rows.push(...(await guarded('Checkout round trips', () => checkoutRows(stack, webOutDir))));
  return rows;
}

/** Lighthouse on the home page, /tools, a tool's page and /blog, then the catalog at 5,000 tools (added, measured, taken out again). */
async function catalogPageRows(stack: LocalStack, loader: DynamoDBDocumentClient, webOutDir: string, customerToken: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of LIGHTHOUSE_PAGES) rows.push(...(await guarded(`Lighthouse${page.label}`, () => lighthouseRows(stack, webOutDir, page))));
  rows.push(...(await guarded('Catalog at 5,000 tools', () => catalogRows({ stack, loader, customerToken }))));
  return rows;
}

/** The production build's index.html, or the stand-in's when only the functions were built (--cold-only). */
function builtIndexHtml(webOutDir: string): string | undefined {
  const file = join(webOutDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** The requests of a load row: each order from a pool account of its own (at most MAX_UNPAID_ORDERS each), anything else as the customer. */
async function loadRequests(stack: LocalStack, token: string, request: HotRequest): Promise<LoadSpec['requests']> {
  const auth = (appToken: string) => (request.signedIn ? { auth: `bearer ${appToken}` } : undefined);
  if (request.handler !== 'create-order') return [{ path: requestPath(request), headers: auth(token) }];
  progress(`Load: signing in ${LOAD_ORDER_ACCOUNTS} accounts, ${MAX_UNPAID_ORDERS} orders each...`);
  const accounts = await benchAccountPool(stack, 'load-orders', LOAD_ORDER_ACCOUNTS);
  return accounts.flatMap((account, a) =>
    Array.from({ length: MAX_UNPAID_ORDERS }, (_, n) => ({
      path: requestPath({ ...request, params: { id: benchToolId((a * MAX_UNPAID_ORDERS + n) % ORDERED_TOOLS) } }),
      headers: auth(account.token),
    })),
  );
}

/**
 * One endpoint under load. Every request must answer 2xx (a refusal is not a measurement): any other
 * answer throws, and the row is a FAIL. Orders stop once each pool account has placed its orders.
 */
async function loadRow(stack: LocalStack, token: string, request: HotRequest): Promise<Row> {
  const requests = await loadRequests(stack, token, request);
  const amount = request.handler === 'create-order' ? requests.length : undefined;
  progress(
    `Load: ${request.label} ${amount === undefined ? `for ${options.durationSeconds} s` : `(${amount} orders)`} with ${options.connections} connections...`,
  );
  const summary = await runLoad({
    url: stack.urls.api,
    method: request.method,
    requests,
    amount,
    headers: {
      ...localOriginHeaders(),
      ...(request.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    connections: options.connections,
    durationSeconds: options.durationSeconds,
  });
  const failures = summary.non2xx + summary.errors;
  const codes = Object.entries(summary.statusCodes)
    .map(([code, count]) => `${count}x${code}`)
    .join(' ');
  if (failures > 0) throw new Error(`${request.label}: ${failures} of ${summary.total} requests failed (${codes || 'no answer'})`);
  if (amount !== undefined && summary.total !== amount) throw new Error(`${request.label}: ${summary.total} requests answered, ${amount} sent`);
  const orders = amount === undefined ? '' : `${amount} orders, `;
  return {
    measure: `${request.label} under load (${orders}${options.connections} connections)`,
    value: `p50 ${ms(summary.p50Ms)}, p99 ${ms(summary.p99Ms)}, ${Math.round(summary.requestsPerSecond)} req/s`,
  };
}

function header(): string {
  const cpu = cpus();
  return `Measured ${new Date().toISOString()} on ${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average ${LOAD_AT_START} at the start of the run and ${loadAverage()} at the end.`;
}

function writeDocs(text: string): void {
  const docs = readFileSync(DOCS_FILE, 'utf8');
  const start = docs.indexOf(DOCS_START);
  const end = docs.indexOf(DOCS_END);
  if (start < 0 || end < start) throw new Error(`${DOCS_FILE} has no ${DOCS_START} ... ${DOCS_END} section`);
  writeFileSync(DOCS_FILE, `${docs.slice(0, start + DOCS_START.length)}\n${text}\n${docs.slice(end)}`);
  progress(`Wrote the table into ${DOCS_FILE}`);
}

async function main(): Promise<void> {
  // Its figures go into docs/performance.md by hand, beside the table, not into it.
  if (options.load) return report(await guarded('Load run', () => loadRunRows({ buyers: options.loadBuyers, seconds: options.loadSeconds })), false);
  const webOutDir = join(BENCH_OUTPUT_DIR, 'web');
  const rows = [...(options.coldOnly ? [] : await guarded('Home first load', () => webRows(webOutDir)))];
  const lambdas =
    options.catalogOnly || options.ordersOnly
      ? undefined
      : await buildLambdas(join(BENCH_OUTPUT_DIR, 'lambdas')).catch((error: unknown) => {
          rows.push({ measure: 'Lambda bundles', value: `not built: ${String(error).split('\n')[0]}`, verdict: 'FAIL' });
          return undefined;
        });
  if (lambdas) rows.push(...lambdaSizeRows(lambdas));
  rows.push(...(await guarded('Local stack', () => backendRows(webOutDir, lambdas))));
  report(rows);
}

function report(rows: readonly Row[], writesDocs = options.writeDocs): void {
  const text = `${header()}\n\n${markdownTable(rows)}`;
  console.log(`\n${text}\n`);
  if (writesDocs) writeDocs(text);
  const failed = rows.filter((row) => row.verdict === 'FAIL').length;
  console.log(failed === 0 ? 'Every budget holds.' : `${failed} budget(s) failed.`);
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
