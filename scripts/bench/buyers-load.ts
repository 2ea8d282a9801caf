/**
 * `npm run bench -- --load`: LOAD_BUYERS buyers at once for LOAD_SECONDS against a local stack
 * started as `npm start` starts it (each function in its own processes under its role, with the stream
 * triggers and the payment stand-in's events to the webhook; but in memory, and the functions from their
 * deployed bundles), on the default ports plus LOAD_PORT_OFFSET (default 45000), after an untimed
 * warm-up of a few buyers. The buyers run in a process of their own (buyers-client.ts). Throughput and p50/p95/p99 per route; it passes when every answer was a 2xx
 * or the contract's 409 (stock) or 429 (too many unpaid orders, or throttled), and, once the stream
 * triggers are idle, the stock, the orders, the sales figures and the unpaid counts are exactly what
 * the buyers' answers say they must be (load-accounting.ts).
 */
import { fileURLToPath } from 'node:url';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { unpaidCounterKey } from '../../functions/accounts/store/unpaid-orders-repository.js';
import type { SalesSummary } from '../../functions/admin/contract/sales.js';
import { toolItem } from '../../functions/catalog/store/tools-repository.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { startLocalStack, type LocalStack } from '../../infra/local/local-stack.js';
import { localOriginHeaders } from '../../infra/local/origin-verify.js';
import { allPollersDrained } from '../../infra/local/stream-poller.js';
import { benchAccountPool } from './account-pool.js';
import { progress, signInAdmin } from './bench-context.js';
import { callBenchApi } from './bench-api.js';
import type { BuyersResult, BuyersSpec } from './buyers-client.js';
import { runSpecChild } from './json-child.js';
import { accountingDifferences, isContractAnswer, isStockQuantityRefusal, type SalesFigures } from './load-accounting.js';
import { loadAverage, ms, verdict, type Row } from './report-table.js';
import { percentile } from './stats.js';

export const LOAD_BUYERS = 100;
export const LOAD_SECONDS = 60;
/** Few tools, little stock: buyers' lines meet on the same items, and some tools sell out (409) during the run. */
const LOAD_TOOLS = 25;
const LOAD_STOCK = 120;
const LOAD_PRICE_CENTS = 1250;
const WARM_UP_BUYERS = 4;
const WARM_UP_SECONDS = 10;

const BUYERS_CLIENT = fileURLToPath(new URL('./buyers-client.ts', import.meta.url));

const loadToolId = (n: number) => `load-tool-${String(n).padStart(3, '0')}`;

export function loadPortOffset(value = process.env.LOAD_PORT_OFFSET): number {
  if (value === undefined || value.trim() === '') return 45_000;
  if (!/^\s*\d+\s*$/.test(value)) throw new Error(`LOAD_PORT_OFFSET must be a whole number, got '${value}'`);
  return Number(value);
}

export async function loadRunRows(options: { buyers: number; seconds: number }): Promise<Row[]> {
  progress(`Load run: starting a local stack as npm start does, ports plus ${loadPortOffset()}...`);
  // From their deployed bundles (as the integration tests run them), not their sources: from sources
  // each new container compiles TypeScript first, which under this load took more than 30 s.
  const stack = await startLocalStack({ portOffset: loadPortOffset(), log: progress });
  const loader = DynamoDBDocumentClient.from(localDynamoDbClient(stack.urls.dynamodb));
  try {
    const toolIds = await addLoadTools(stack, loader);
    const admin = await signInAdmin(stack, loader);
    progress(`Load run: signing in ${options.buyers} buyers...`);
    const buyers = await benchAccountPool(stack, 'load-buyer', options.buyers);
    const salesBefore = await salesFigures(stack, admin.token);
    const spec = (from: typeof buyers, durationSeconds: number): BuyersSpec => ({
      apiUrl: stack.urls.api,
      paymentUrl: stack.urls.payment,
      headers: localOriginHeaders(),
      buyers: from.map(({ uid, token }) => ({ uid, token })),
      toolIds,
      durationSeconds,
    });
    // Not timed: each function's first containers start (a cold start each), as a stack that has served a few buyers has them.
    progress(`Load run: warming up with ${WARM_UP_BUYERS} buyers for ${WARM_UP_SECONDS} s...`);
    const warmUp = await runBuyersClient(spec(buyers.slice(0, WARM_UP_BUYERS), WARM_UP_SECONDS));
    progress(`Load run: ${options.buyers} buyers for ${options.seconds} s (load average ${loadAverage()})...`);
    const result = await runBuyersClient(spec(buyers, options.seconds));
    const loadAfter = loadAverage();
    progress('Load run: waiting for the stream triggers to go idle, then checking the records...');
    await triggersIdle();
    const differences = accountingDifferences(
      buyers.map(({ uid }) => uid),
      new Map(toolIds.map((id) => [id, LOAD_STOCK])),
      // The warm-up's orders are in the records too.
      [...warmUp.orders, ...result.orders],
      {
        stock: await stockOf(stack, loader, toolIds),
        ordersByBuyer: new Map(await Promise.all(buyers.map(async (buyer) => [buyer.uid, await ordersOf(stack, buyer)] as const))),
        unpaidByBuyer: new Map(await Promise.all(buyers.map(async ({ uid }) => [uid, await unpaidCount(stack, loader, uid)] as const))),
        salesBefore,
        salesAfter: await salesFigures(stack, admin.token),
      },
    );
    return loadRows({ ...result, failures: [...warmUp.failures, ...result.failures] }, differences, options, loadAfter);
  } finally {
    loader.destroy();
    await stack.stop();
  }
}

async function addLoadTools(stack: LocalStack, loader: DynamoDBDocumentClient): Promise<string[]> {
  const tools = Array.from({ length: LOAD_TOOLS }, (_, n) =>
    toolItem({
      _id: loadToolId(n),
      name: `Load tool ${n}`,
      desc: 'A tool the load run sells, with little stock, so that buyers contend for it.',
      available: LOAD_STOCK,
      minimum: 1,
      priceCents: LOAD_PRICE_CENTS,
      img: '/images/tools/vise.svg',
      createdAt: new Date().toISOString(),
    }),
  );
  for (let start = 0; start < tools.length; start += 25) {
    const batch = tools.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    await loader.send(new BatchWriteCommand({ RequestItems: { [stack.settings.tableNames.tools]: batch } }));
  }
  return tools.map((tool) => tool._id);
}

const runBuyersClient = (spec: BuyersSpec) => runSpecChild<BuyersResult>(BUYERS_CLIENT, spec, 'The buyers');

/** Drains the stack's stream pollers (they run in this process) until a round delivers nothing: the sales figures have caught up. */
async function triggersIdle(maxRounds = 20): Promise<void> {
  for (let round = 1; round <= maxRounds; round++) if ((await allPollersDrained()) === 0) return;
  throw new Error(`The stream triggers still delivered changes after ${maxRounds} drains`);
}

async function stockOf(stack: LocalStack, loader: DynamoDBDocumentClient, toolIds: readonly string[]): Promise<Map<string, number>> {
  const stock = await Promise.all(
    toolIds.map(async (_id) => {
      const { Item } = await loader.send(new GetCommand({ TableName: stack.settings.tableNames.tools, Key: { _id }, ConsistentRead: true }));
      return [_id, Number(Item?.available)] as const;
    }),
  );
  return new Map(stock);
}

/** A buyer's orders as the API lists them to the buyer (every page), and which are paid. */
async function ordersOf(stack: LocalStack, buyer: { email: string; token: string }): Promise<{ orderId: string; paid: boolean }[]> {
  const orders: { orderId: string; paid: boolean }[] = [];
  let cursor: string | undefined;
  do {
    const page = await callBenchApi<{ orders: { _id: string; status: string }[]; nextCursor?: string }>(stack.urls.api, 'list-my-orders', {
      token: buyer.token,
      params: { email: buyer.email },
      query: cursor === undefined ? undefined : { cursor },
    });
    orders.push(...page.orders.map((order) => ({ orderId: order._id, paid: order.status === 'paid' })));
    cursor = page.nextCursor;
  } while (cursor);
  return orders;
}

async function unpaidCount(stack: LocalStack, loader: DynamoDBDocumentClient, uid: string): Promise<number> {
  const { Item } = await loader.send(new GetCommand({ TableName: stack.settings.tableNames.users, Key: { _id: unpaidCounterKey(uid) }, ConsistentRead: true }));
  return Number(Item?.unpaidOrders ?? 0);
}

async function salesFigures(stack: LocalStack, adminToken: string): Promise<SalesFigures> {
  const summary = await callBenchApi<SalesSummary>(stack.urls.api, 'sales-summary', { token: adminToken, query: { days: '1' } });
  const today = summary.days.at(-1);
  const cents = (dollars: number) => Math.round(dollars * 100);
  return {
    orders: today?.orders ?? 0,
    paidOrders: today?.paidOrders ?? 0,
    revenueCents: cents(today?.revenue ?? 0),
    toShip: summary.toShip,
    topTools: new Map(summary.topTools.map((tool) => [tool.toolId, { quantity: tool.quantity, cents: cents(tool.revenue) }])),
  };
}

function loadRows(result: BuyersResult, differences: readonly string[], options: { buyers: number; seconds: number }, loadAfter: string): Row[] {
  const routes = [...new Set(result.answers.map((answer) => answer.route))];
  const refused = result.answers.filter((answer) => !isContractAnswer(answer));
  const stockRefusals = result.answers.filter(isStockQuantityRefusal).length;
  const codes = (answers: readonly { status: number }[]) => {
    const counts = new Map<number, number>();
    for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
    return [...counts].map(([status, count]) => `${count}x${status}`).join(' ');
  };
  const paid = result.orders.filter((order) => order.paid).length;
  const rows: Row[] = routes.map((route) => {
    const answers = result.answers.filter((answer) => answer.route === route);
    const times = answers.map((answer) => answer.ms);
    return {
      measure: `Load: ${route}`,
      value: `${answers.length} answers (${codes(answers)}), ${(answers.length / result.elapsedSeconds).toFixed(1)}/s, p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}`,
    };
  });
  rows.push(
    {
      measure: `Load: ${options.buyers} buyers for ${options.seconds} s, answers`,
      value:
        `${result.answers.length} answers in ${result.elapsedSeconds.toFixed(1)} s (${(result.answers.length / result.elapsedSeconds).toFixed(1)}/s); ` +
        `${result.orders.length} orders placed, ${paid} paid; ${stockRefusals} orders asked more than the stock left (400 by the contract); load average ${loadAfter} at the end` +
        (refused.length + result.failures.length > 0 ? `; refused: ${codes(refused)} ${result.failures.slice(0, 3).join('; ')}` : ''),
      budget: "only 2xx, 409, 429 and the stock's 400",
      verdict: verdict(refused.length === 0 && result.failures.length === 0),
    },
    {
      measure: 'Load: stock, orders, sales figures and unpaid counts afterwards',
      value: differences.length === 0 ? 'exactly as the answers say' : `${differences.length} differences: ${differences.slice(0, 5).join('; ')}`,
      budget: 'exact',
      verdict: verdict(differences.length === 0),
    },
  );
  if (differences.length > 5) for (const difference of differences) progress(`Load run difference: ${difference}`);
  return rows;
}
