/**
 * Brings data written before the owner's tools up to date (see docs/data-migration.md):
 * - every tool without `catalogKey` gets it, so it shows in the admins' list (byNewestWithArchived);
 * - the sales figures ('day#YYYY-MM-DD', 'totals' and each order's 'counted#<orderId>') are
 *   recomputed from all the orders, with the moves the orders stream's projection makes
 *   (functions/admin/store/sales-moves.ts), and written over what is there. The low-stock items
 *   ('low#<toolId>') are the low-stock watch's and stay as they are.
 * Safe while the shop runs: the sales items are read before the orders, and each is written only if
 * its revision (`rev`, which every projected change adds to) is still the one read; an item an order
 * change reached in between is recomputed in another round.
 * Safe to run again: a second run finds every tool listed and the figures as computed, and writes nothing.
 *
 *   npx tsx scripts/backfill-owner-tools.ts --tools <table> --orders <table> --sales <table>
 */
import { isDeepStrictEqual } from 'node:util';
import { DeleteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { movesOfOrderSoFar, SALES_REVISION, salesItemsOf, TOTALS_KEY, type OrderHistory } from '../functions/admin/store/sales-moves.js';
import { TOOL_CATALOG_KEY } from '../functions/catalog/store/tools-repository.js';
import { updateExpression } from '../functions/platform/update-expression.js';
import { tryReadOrder } from '../functions/orders/contract/order.js';
import { argument, conditionalWrite, rows, runAsScript, type Row } from './one-off-job.js';

export interface BackfillTables {
  tools: string;
  orders: string;
  sales: string;
}

export interface BackfillReport {
  toolsListed: number;
  ordersCounted: number;
  /** Orders missing a field the figures need: left out of them, listed here to be looked at. */
  ordersSkipped: string[];
  /** Sales items written because they were missing or differed from the recomputed ones. */
  salesItemsWritten: number;
  /** 'day#' items no order counts in (and a 'totals' with no paid order behind it). */
  salesItemsDeleted: number;
  /** Items that order changes kept reaching in every round: run the backfill again for them. */
  salesItemsChangedMeanwhile: string[];
}

/** Rounds of reading and writing; a round after the first only has items that changed during the one before. */
export const BACKFILL_ROUNDS = 3;

/** The items recomputed from the orders: the projected moves of each order replayed, oldest order first. */
async function recomputedSales(db: DynamoDBDocumentClient, orders: string, report: BackfillReport): Promise<Row[]> {
  const histories: OrderHistory[] = [];
  const skipped: string[] = [];
  for await (const row of rows(db, orders)) {
    const order = tryReadOrder(row);
    if (order) histories.push(order);
    else skipped.push(String(row._id));
  }
  histories.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
  report.ordersCounted = histories.length;
  report.ordersSkipped = skipped;
  return salesItemsOf(histories.flatMap(movesOfOrderSoFar));
}

const isOrderFigure = (id: string) => id.startsWith('day#') || id.startsWith('counted#') || id === TOTALS_KEY;

/** Gives `catalogKey` to each tool without it; a tool that got it meanwhile is left as it is. */
async function listEveryTool(db: DynamoDBDocumentClient, tools: string): Promise<number> {
  let listed = 0;
  for await (const tool of rows(db, tools)) {
    if (tool.catalogKey !== undefined) continue;
    const expressions = updateExpression({
      set: { catalogKey: TOOL_CATALOG_KEY },
      asRead: tool,
      condition: { expression: 'attribute_exists(#id)', names: { '#id': '_id' } },
    });
    if (await conditionalWrite(() => db.send(new UpdateCommand({ TableName: tools, Key: { _id: tool._id }, ...expressions })))) listed++;
  }
  return listed;
}

/** The figures of an item, without its revision. */
function figuresOf(item: Row | undefined): Row | undefined {
  if (!item) return undefined;
  const { [SALES_REVISION]: _revision, ...figures } = item;
  return figures;
}

/** The condition that the item is still as read: absent, or present with the revision read (none, for an item older than revisions). */
function unchangedSince(read: Row | undefined) {
  const names = { '#id': '_id', '#rev': SALES_REVISION };
  if (!read) return { ConditionExpression: 'attribute_not_exists(#id)', ExpressionAttributeNames: { '#id': '_id' } };
  if (read[SALES_REVISION] === undefined)
    return { ConditionExpression: 'attribute_exists(#id) AND attribute_not_exists(#rev)', ExpressionAttributeNames: names };
  return {
    ConditionExpression: 'attribute_exists(#id) AND #rev = :rev',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: { ':rev': read[SALES_REVISION] },
  };
}

/**
 * One round: the sales items first, then the orders, then each item that differs written (or a figure
 * no order counts in deleted) if nothing changed it since it was read. A change before the read is
 * in both reads; one after it changes the item's revision, and its write is refused. Answers the
 * items refused.
 */
async function backfillRound(db: DynamoDBDocumentClient, tables: BackfillTables, report: BackfillReport, only?: ReadonlySet<string>): Promise<string[]> {
  const stored = new Map<string, Row>();
  for await (const item of rows(db, tables.sales)) stored.set(String(item._id), item);
  const recomputed = new Map((await recomputedSales(db, tables.orders, report)).map((item) => [String(item._id), item]));
  const refused: string[] = [];
  const inRound = (id: string) => !only || only.has(id);

  for (const [id, item] of recomputed) {
    const read = stored.get(id);
    if (!inRound(id) || isDeepStrictEqual(figuresOf(read), item)) continue;
    const revision = ((read?.[SALES_REVISION] as number | undefined) ?? 0) + 1;
    const put = () => db.send(new PutCommand({ TableName: tables.sales, Item: { ...item, [SALES_REVISION]: revision }, ...unchangedSince(read) }));
    if (await conditionalWrite(put)) report.salesItemsWritten++;
    else refused.push(id);
  }
  for (const [id, read] of stored) {
    if (!inRound(id) || !isOrderFigure(id) || recomputed.has(id)) continue;
    const remove = () => db.send(new DeleteCommand({ TableName: tables.sales, Key: { _id: id }, ...unchangedSince(read) }));
    if (await conditionalWrite(remove)) report.salesItemsDeleted++;
    else refused.push(id);
  }
  return refused;
}

export async function backfillOwnerTools(db: DynamoDBDocumentClient, tables: BackfillTables): Promise<BackfillReport> {
  const report: BackfillReport = {
    toolsListed: 0,
    ordersCounted: 0,
    ordersSkipped: [],
    salesItemsWritten: 0,
    salesItemsDeleted: 0,
    salesItemsChangedMeanwhile: [],
  };
  report.toolsListed = await listEveryTool(db, tables.tools);
  let only: Set<string> | undefined;
  for (let round = 0; round < BACKFILL_ROUNDS; round++) {
    const refused = await backfillRound(db, tables, report, only);
    report.salesItemsChangedMeanwhile = refused;
    if (refused.length === 0) break;
    only = new Set(refused);
  }
  return report;
}

runAsScript(import.meta.url, (db) => backfillOwnerTools(db, { tools: argument('tools'), orders: argument('orders'), sales: argument('sales') }));
