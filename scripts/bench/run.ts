/**
 * `npm run bench`: one run on this machine, one table. The home page's first load, every Lambda
 * bundle's size and cold request (init plus first request, beside a floor), the hot endpoints' latency and throughput through the local API
 * server against DynamoDB Local, their DynamoDB capacity with 100 and with 10,000 items, and the
 * home page's LCP, CLS and TBT in headless Chromium, and Lighthouse's mobile scores and LCP for the
 * home page. PASS or FAIL per budget; exit code 1 on a FAIL.
 *
 *   npm run bench                      # the whole run (several minutes)
 *   npm run bench -- --write-docs      # also puts the table into the README's performance section
 *   npm run bench -- --cold-only       # only the Lambda bundles and their cold requests
 *   options: --cold-runs N (7) --cold-profile DIR (a CPU profile of each cold request) --duration S (5) --connections C (10) --page-runs N (3) --lighthouse-runs N (3)
 */
import { cpus, loadavg } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { rmSync } from 'node:fs';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { findFunctionByHandler } from '../../functions/manifest.js';
import { usesStripeSdkLayer } from '../../infra/constructs/function-bundling.js';
import { estimatedLambdaMs, memoryFor } from '../../infra/constructs/function-memory.js';
import { documentClient } from '../../functions/shared/db.js';
import { ensureAccount } from '../../infra/local/auth-emulator-client.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { handlerEnvironment, LOCAL_SECRETS, webServerEnvironment } from '../../infra/local/local-config.js';
import { startLocalStack, type LocalStack } from '../../infra/local/local-stack.js';
import { benchOrderId, benchToolId, fillTables } from './bulk-load.js';
import {
  FIRST_LOAD_JS_GZIP_BUDGET_BYTES,
  COLD_REQUEST_BUDGET_MS,
  COLD_REQUEST_FLOOR_RATIO,
  LIGHTHOUSE_LCP_BUDGET_MS,
  LIGHTHOUSE_SCORE_BUDGETS,
  LAMBDA_BUNDLE_BUDGET_BYTES,
  STRIPE_SDK_LAYER_BUDGET_BYTES,
} from './budgets.js';
import type { CompressedSizes } from './compressed-size.js';
import { capacityPerRequest, type SendRequest } from './capacity-per-request.js';
import { recordConsumedCapacity, type CapacityReading } from './capacity-recorder.js';
import { hotRequests, requestPath, type HotRequest } from './hot-endpoints.js';
import { callInProcess } from './in-process-handlers.js';
import { coldEvents, type SignedIn } from './cold-events.js';
import { buildFloorBundle, isolatedBundle, isolatedRoot, measureColdRequests, type ColdRequest, type ColdSubject } from './cold-request.js';
import { measureLighthouse, type LighthouseCategory } from './lighthouse.js';
import { bundleHandlers, bundleStripeSdkLayer, type LambdaBundle, type StripeSdkLayerBundle } from './lambda-bundles.js';
import { runLoad } from './load-test.js';
import { measurePageQuality } from './page-quality.js';
import { PROJECT_ROOT, BENCH_OUTPUT_DIR } from './paths.js';
import { kib, markdownTable, ms, verdict, type Row } from './report-table.js';
import { measureFirstLoad, sdkMarkersIn, buildWeb } from './web-first-load.js';

/** Clear of `npm start` (0), the integration tests (+10000) and the e2e tests (+20000). */
const BENCH_PORT_OFFSET = 30_000;
const SMALL_TABLES = 100;
const LARGE_TABLES = 10_000;
/** PUT /purchase cycles through this many tools, so concurrent orders rarely touch the same item. */
const ORDERED_TOOLS = 1_000;
const BENCH_ACCOUNT = { email: 'bench-customer@tools.test', password: 'bench-customer-1234', displayName: 'Bench Customer' };
const BENCH_ADMIN = { email: 'bench-admin@tools.test', password: 'bench-admin-1234', displayName: 'Bench Admin' };
const DOCS_FILE = join(PROJECT_ROOT, 'README.md');
const DOCS_START = '<!-- bench-table:start -->';
const DOCS_END = '<!-- bench-table:end -->';

const { values: args } = parseArgs({
  options: {
    'write-docs': { type: 'boolean', default: false },
    'cold-runs': { type: 'string', default: '7' },
    'cold-only': { type: 'boolean', default: false },
    'cold-profile': { type: 'string' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'page-runs': { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '3' },
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
  /** Also write a CPU profile of each function's cold request into this folder. */
  coldProfileDir: args['cold-profile'] && resolve(args['cold-profile']),
  durationSeconds: positiveInteger('duration', args.duration),
  connections: positiveInteger('connections', args.connections),
  pageRuns: positiveInteger('page-runs', args['page-runs']),
  lighthouseRuns: positiveInteger('lighthouse-runs', args['lighthouse-runs']),
};

const progress = (line: string) => console.error(`[bench] ${line}`);
const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;

async function webRows(outDir: string): Promise<Row[]> {
  progress('Building the web app...');
  await buildWeb(outDir);
  const firstLoad = measureFirstLoad(outDir);
  const markers = sdkMarkersIn(outDir, firstLoad.files.js);
  const sizes = (s: CompressedSizes) => `${kib(s.raw)} raw, ${kib(s.gzip)} gzip, ${kib(s.brotli)} brotli`;
  const sdkCode = [...markers.firebase, ...markers.stripe];
  return [
    {
      measure: `Home first-load JS (${files(firstLoad.files.js.length)})`,
      value: sizes(firstLoad.js),
      budget: `<= ${kib(FIRST_LOAD_JS_GZIP_BUDGET_BYTES)} gzip`,
      verdict: verdict(firstLoad.js.gzip <= FIRST_LOAD_JS_GZIP_BUDGET_BYTES),
    },
    { measure: `Home first-load CSS (${files(firstLoad.files.css.length)})`, value: sizes(firstLoad.css) },
    {
      measure: 'Firebase / Stripe code in the first load',
      value: sdkCode.length === 0 ? 'none' : sdkCode.join('; '),
      budget: 'none',
      verdict: verdict(sdkCode.length === 0),
    },
  ];
}

interface LambdaBuild {
  bundles: LambdaBundle[];
  layer: StripeSdkLayerBundle;
  floorFile: string;
}

async function buildLambdas(outDir: string): Promise<LambdaBuild> {
  progress('Bundling the handlers...');
  const bundles = await bundleHandlers(join(outDir, 'functions'));
  const layer = bundleStripeSdkLayer(join(outDir, 'stripe-sdk-layer'));
  const floorFile = await buildFloorBundle(join(outDir, 'cold-floor'));
  return { bundles, layer, floorFile };
}

function lambdaSizeRows({ bundles, layer }: LambdaBuild): Row[] {
  const rows: Row[] = bundles.map((bundle) => ({
    measure: `Lambda ${bundle.handler} bundle`,
    value: `${kib(bundle.minifiedBytes)} min, ${kib(bundle.zippedBytes)} zip`,
    budget: `<= ${kib(LAMBDA_BUNDLE_BUDGET_BYTES)} min`,
    verdict: verdict(bundle.minifiedBytes <= LAMBDA_BUNDLE_BUDGET_BYTES),
  }));
  // Counted once, not in each function: Lambda mounts the layer next to the bundles of its functions.
  rows.push({
    measure: `Stripe SDK layer (shared by ${layer.sharedBy.length} functions)`,
    value: `${kib(layer.minifiedBytes)} min, ${kib(layer.zippedBytes)} zip (stripe ${layer.version}; ${layer.sharedBy.join(', ')})`,
    budget: `<= ${kib(STRIPE_SDK_LAYER_BUDGET_BYTES)} min`,
    verdict: verdict(layer.minifiedBytes <= STRIPE_SDK_LAYER_BUDGET_BYTES),
  });
  return rows;
}

/** An account in the stack's Auth emulator, logged in to the API: its ID token and app token. */
async function signIn(stack: LocalStack, account: typeof BENCH_ACCOUNT): Promise<SignedIn & { idToken: string }> {
  const session = await ensureAccount(stack.urls.auth, account);
  const response = await fetch(`${stack.urls.api}/login/${encodeURIComponent(session.email)}`, {
    method: 'PUT',
    headers: { auth: `bearer ${session.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: session.email }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`PUT /login answered ${response.status}: ${JSON.stringify(body)}`);
  return { uid: session.localId, email: session.email, token: body.token, idToken: session.idToken };
}

const describeCapacity = (reading: CapacityReading) => `${reading.capacityUnits} CU (${reading.commands.join(' + ').replaceAll('Command', '')})`;

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

interface BenchContext {
  stack: LocalStack;
  loader: DynamoDBDocumentClient;
  customer: SignedIn & { idToken: string };
  requests: HotRequest[];
}

/** Every function's cold request (init plus a real first request) beside the floor's, measured in this run. */
async function coldRequestRows({ stack, loader, customer }: BenchContext, lambdas: LambdaBuild | undefined): Promise<Row[]> {
  if (!lambdas) throw new Error('the bundles were not built');
  const admin = await signIn(stack, BENCH_ADMIN);
  await loader.send(
    new UpdateCommand({
      TableName: stack.settings.tableNames.users,
      Key: { _id: admin.uid },
      UpdateExpression: 'SET #role = :admin',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':admin': 'admin' },
    }),
  );
  await fillTables(loader, { tools: stack.settings.tableNames.tools, orders: stack.settings.tableNames.orders }, { from: 0, to: 2 }, customer);
  const events = coldEvents({
    customer,
    admin,
    toolId: benchToolId(0),
    adminToolId: benchToolId(1),
    orderId: benchOrderId(0),
    webhookSecret: LOCAL_SECRETS.STRIPE_WEBHOOK_SECRET,
  });
  const root = isolatedRoot();
  try {
    const layerModules = join(lambdas.layer.file, '..', '..');
    const subjects: ColdSubject[] = [
      { name: FLOOR, bundleFile: isolatedBundle(lambdas.floorFile, FLOOR, root), event: {} },
      ...lambdas.bundles.map((bundle) => ({
        name: bundle.handler,
        bundleFile: isolatedBundle(bundle.file, bundle.handler, root),
        event: events[bundle.handler as keyof typeof events],
        nodePath: usesStripeSdkLayer(findFunctionByHandler(bundle.handler)) ? [layerModules] : [],
      })),
    ];
    const cold = await measureColdRequests(subjects, {
      rounds: options.coldRuns,
      env: handlerEnvironment(stack.settings),
      profileDir: options.coldProfileDir,
      onRound: (round) => progress(`Cold requests, round ${round} of ${options.coldRuns} (the floor and ${lambdas.bundles.length} functions)...`),
    });
    const floor = cold.get(FLOOR)!;
    const rows: Row[] = [{ measure: 'Cold request floor (one GetItem, same SDK and bundling)', value: coldValue(floor) }];
    for (const { handler } of lambdas.bundles) {
      const measured = cold.get(handler)!;
      const ratio = measured.medianMs / floor.medianMs;
      const answered = measured.statusCodes.every((code) => code < 500);
      rows.push({
        measure: `Lambda ${handler} cold request`,
        value: `${coldValue(measured)}, ${ratio.toFixed(2)}x floor, answered ${measured.statusCodes.join('/')}; ${inLambda(measured, memoryFor(findFunctionByHandler(handler)))}`,
        budget: `<= ${COLD_REQUEST_BUDGET_MS} ms and <= ${COLD_REQUEST_FLOOR_RATIO}x floor`,
        verdict: verdict(answered && measured.medianMs <= COLD_REQUEST_BUDGET_MS && ratio <= COLD_REQUEST_FLOOR_RATIO),
      });
    }
    return rows;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const FLOOR = 'cold-floor';

/** The estimate for Lambda, where the memory size sets the CPU share (infra/constructs/function-memory.ts). */
const inLambda = (cold: ColdRequest, memoryMb: number) =>
  `about ${ms(estimatedLambdaMs({ wallMs: cold.medianMs, cpuMs: cold.cpuMedianMs }, memoryMb))} in Lambda at ${memoryMb} MB`;
const coldValue = (cold: ColdRequest) =>
  `${ms(cold.medianMs)} median (init ${ms(cold.initMedianMs)} + request ${ms(cold.requestMedianMs)}), max ${ms(cold.maxMs)}`;

async function capacityRows({ stack, loader, customer, requests }: BenchContext): Promise<Row[]> {
  const send: SendRequest = (request) => callInProcess(request, customer.token);
  const tables = { tools: stack.settings.tableNames.tools, orders: stack.settings.tableNames.orders };
  // The handlers run in this process, configured as the stack's functions are: the recorder sits on their own document client.
  Object.assign(process.env, handlerEnvironment(stack.settings));
  const recorder = recordConsumedCapacity(documentClient());
  try {
    progress(`Loading ${SMALL_TABLES} tools and orders...`);
    await fillTables(loader, tables, { from: 0, to: SMALL_TABLES }, customer);
    const small = await capacityPerRequest(requests, send, recorder);
    progress(`Loading up to ${LARGE_TABLES} tools and orders...`);
    await fillTables(loader, tables, { from: SMALL_TABLES, to: LARGE_TABLES }, customer);
    const large = await capacityPerRequest(requests, send, recorder);
    return requests.map((request) => {
      const atSmall = small.get(request.label)!;
      const atLarge = large.get(request.label)!;
      return {
        measure: `${request.label} DynamoDB capacity, ${SMALL_TABLES} / ${LARGE_TABLES.toLocaleString('en')} items`,
        value: `${describeCapacity(atSmall)} / ${describeCapacity(atLarge)}`,
        budget: 'same at both sizes',
        // Nothing recorded means nothing was measured: a FAIL, not a match.
        verdict: verdict(atSmall.capacityUnits > 0 && atSmall.capacityUnits === atLarge.capacityUnits && atSmall.commands.join() === atLarge.commands.join()),
      };
    });
  } finally {
    recorder.detach();
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

async function lighthouseRows(stack: LocalStack, webOutDir: string): Promise<Row[]> {
  progress(`Lighthouse on the home page (mobile, ${options.lighthouseRuns} runs)...`);
  const result = await measureLighthouse({
    outDir: webOutDir,
    port: stack.settings.ports.web,
    environment: webServerEnvironment(stack.settings),
    runs: options.lighthouseRuns,
  });
  if (result.failedAudits.length > 0) progress(`Lighthouse audits under 90 in some run: ${result.failedAudits.join(', ')}`);
  const names: Record<LighthouseCategory, string> = {
    performance: 'performance',
    accessibility: 'accessibility',
    'best-practices': 'best practices',
    seo: 'SEO',
  };
  const runs = `median of ${options.lighthouseRuns}`;
  return [
    ...(Object.keys(names) as LighthouseCategory[]).map((id) => ({
      measure: `Lighthouse mobile ${names[id]} (${runs})`,
      value: String(result.scores[id]),
      budget: `>= ${LIGHTHOUSE_SCORE_BUDGETS[id]}`,
      verdict: verdict(result.scores[id] >= LIGHTHOUSE_SCORE_BUDGETS[id]),
    })),
    {
      measure: `Lighthouse mobile LCP (${runs})`,
      value: ms(result.lcpMs),
      budget: `<= ${ms(LIGHTHOUSE_LCP_BUDGET_MS)}`,
      verdict: verdict(result.lcpMs <= LIGHTHOUSE_LCP_BUDGET_MS),
    },
  ];
}

async function backendRows(webOutDir: string, lambdas: LambdaBuild | undefined): Promise<Row[]> {
  progress('Starting the local stack (DynamoDB Local, Auth emulator, API server)...');
  const stack = await startLocalStack({ portOffset: BENCH_PORT_OFFSET });
  const loader = DynamoDBDocumentClient.from(localDynamoDbClient(stack.urls.dynamodb));
  try {
    const customer = await signIn(stack, BENCH_ACCOUNT);
    const context: BenchContext = { stack, loader, customer, requests: hotRequests({ toolId: benchToolId(1), email: customer.email }) };
    const rows = await guarded('Cold requests', () => coldRequestRows(context, lambdas));
    if (options.coldOnly) return rows;
    rows.push(...(await guarded('DynamoDB capacity', () => capacityRows(context))));
    for (const request of context.requests)
      rows.push(...(await guarded(`${request.label} under load`, async () => [await loadRow(stack, customer.token, request)])));
    rows.push(...(await guarded('Home page quality', () => pageQualityRows(stack, webOutDir))));
    rows.push(...(await guarded('Lighthouse', () => lighthouseRows(stack, webOutDir))));
    return rows;
  } finally {
    loader.destroy();
    await stack.stop();
  }
}

async function loadRow(stack: LocalStack, token: string, request: HotRequest): Promise<Row> {
  progress(`Load: ${request.label} for ${options.durationSeconds} s with ${options.connections} connections...`);
  const paths =
    request.handler === 'create-order'
      ? Array.from({ length: ORDERED_TOOLS }, (_, i) => requestPath({ ...request, params: { id: benchToolId(i) } }))
      : [requestPath(request)];
  const summary = await runLoad({
    url: stack.urls.api,
    method: request.method,
    paths,
    headers: { ...(request.signedIn && { auth: `bearer ${token}` }), ...(request.body !== undefined && { 'content-type': 'application/json' }) },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    connections: options.connections,
    durationSeconds: options.durationSeconds,
  });
  const failures = summary.non2xx + summary.errors;
  const codes = Object.entries(summary.statusCodes)
    .map(([code, count]) => `${count}x${code}`)
    .join(' ');
  return {
    measure: `${request.label} under load (${options.connections} connections)`,
    value: `p50 ${ms(summary.p50Ms)}, p99 ${ms(summary.p99Ms)}, ${Math.round(summary.requestsPerSecond)} req/s${failures > 0 ? `, ${failures} failed (${codes})` : ''}`,
  };
}

function header(): string {
  const cpu = cpus();
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  return `Measured ${new Date().toISOString()} on ${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average ${load} at the end of the run.`;
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
  const webOutDir = join(BENCH_OUTPUT_DIR, 'web');
  const rows = [...(options.coldOnly ? [] : await guarded('Home first load', () => webRows(webOutDir)))];
  const lambdas = await buildLambdas(join(BENCH_OUTPUT_DIR, 'lambdas')).catch((error: unknown) => {
    rows.push({ measure: 'Lambda bundles', value: `not built: ${String(error).split('\n')[0]}`, verdict: 'FAIL' });
    return undefined;
  });
  if (lambdas) rows.push(...lambdaSizeRows(lambdas));
  rows.push(...(await guarded('Local stack', () => backendRows(webOutDir, lambdas))));
  const text = `${header()}\n\n${markdownTable(rows)}`;
  console.log(`\n${text}\n`);
  if (options.writeDocs) writeDocs(text);
  const failed = rows.filter((row) => row.verdict === 'FAIL').length;
  console.log(failed === 0 ? 'Every budget holds.' : `${failed} budget(s) failed.`);
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
