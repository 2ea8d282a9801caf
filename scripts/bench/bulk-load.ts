/**
 * Fills the tools and orders tables with many items (BatchWriteItem, 25 at a time), so a
 * measurement can compare a request's cost with 100 and with 10,000 items in the tables.
 */
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ORDER_LIST_KEY } from '../../functions/orders/store/orders-repository.js';
import { toolItem } from '../../functions/catalog/store/tools-repository.js';
import { readOrder, type Order } from '../../functions/orders/contract/order.js';
import type { StoredTool } from '../../functions/catalog/contract/tool.js';

const BATCH_SIZE = 25;
const PARALLEL_BATCHES = 4;
const TOOL_IMAGES = ['drill', 'grinder', 'hammer', 'wrench', 'saw-blade', 'bolts', 'socket-set', 'vise'];
/** Older than anything a test or the seed adds, one second apart. */
const BASE_TIME = Date.parse('2024-01-01T00:00:00.000Z');

export const BENCH_UNIT_PRICE_CENTS = 1000;
/** Enough stock that a load test can order one unit at a time for as long as it runs. */
export const BENCH_STOCK = 1_000_000;

export const benchToolId = (n: number) => `bench-tool-${String(n).padStart(6, '0')}`;
export const benchOrderId = (n: number) => `bench-order-${String(n).padStart(6, '0')}`;

export function benchTool(n: number): StoredTool & { listKey: string; catalogKey: string } {
  return toolItem({
    _id: benchToolId(n),
    name: `Bench tool ${n}`,
    desc: 'A tool that exists to fill the table for the benchmark.',
    available: BENCH_STOCK,
    minimum: 1,
    priceCents: BENCH_UNIT_PRICE_CENTS,
    img: `/images/tools/${TOOL_IMAGES[n % TOOL_IMAGES.length]}.svg`,
    createdAt: new Date(BASE_TIME + n * 1000).toISOString(),
  });
}

/** The customer every bench order belongs to. */
export interface BenchOwner {
  uid: string;
  email: string;
}

export function benchOrder(n: number, owner: BenchOwner): Order & { listKey: string } {
  const stored = {
    _id: benchOrderId(n),
    toolId: benchToolId(n),
    userId: owner.uid,
    user_name: 'Bench Customer',
    email: owner.email,
    product_name: `Bench tool ${n}`,
    quantity: 1,
    address: '1 Bench Street',
    number: '01234567890',
    emailVerified: true,
    lines: [
      { toolId: benchToolId(n), product_name: `Bench tool ${n}`, quantity: 1, unitPriceCents: BENCH_UNIT_PRICE_CENTS, amountCents: BENCH_UNIT_PRICE_CENTS },
    ],
    subtotalCents: BENCH_UNIT_PRICE_CENTS,
    taxCents: 0,
    amountCents: BENCH_UNIT_PRICE_CENTS,
    status: 'Not paid',
    createdAt: new Date(BASE_TIME + n * 1000).toISOString(),
  } as const;
  return { ...readOrder(stored), listKey: ORDER_LIST_KEY };
}

async function writeBatch(db: DynamoDBDocumentClient, tableName: string, items: readonly Record<string, unknown>[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 10) throw new Error(`BatchWrite to ${tableName} kept leaving items unprocessed`);
    const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
    requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
  }
}

export async function putAll(db: DynamoDBDocumentClient, tableName: string, items: readonly Record<string, unknown>[]): Promise<void> {
  const batches: (typeof items)[] = [];
  for (let i = 0; i < items.length; i += BATCH_SIZE) batches.push(items.slice(i, i + BATCH_SIZE));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await writeBatch(db, tableName, batches[next++]!);
  };
  await Promise.all(Array.from({ length: PARALLEL_BATCHES }, worker));
}

export interface BenchTables {
  tools: string;
  orders: string;
}

/**
 * Makes the tables hold bench tools and orders number `from` to `to - 1` (every order belongs to
 * `owner`, so their list query has as much data as possible to wade through).
 */
export async function fillTables(db: DynamoDBDocumentClient, tables: BenchTables, range: { from: number; to: number }, owner: BenchOwner): Promise<void> {
  const numbers = Array.from({ length: range.to - range.from }, (_, i) => range.from + i);
  await putAll(db, tables.tools, numbers.map(benchTool));
  await putAll(
    db,
    tables.orders,
    numbers.map((n) => benchOrder(n, owner)),
  );
}
