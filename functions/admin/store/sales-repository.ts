/**
 * The sales table: the figures the orders stream's projection keeps (their moves: sales-moves.ts),
 * read by the summary in one Query, and the low-stock items ('low#<toolId>', kept by the low-stock watch).
 */
import { tableName } from '../../platform/config.js';
import { cancellationReasons, db, isConditionalCheckFailed } from '../../platform/db.js';
import { SALES_BY_KEY_INDEX } from '../../platform/table-definitions.js';
import { updateExpression, type ConditionPart } from '../../platform/update-expression.js';
import {
  COUNTED_REFUND,
  countedKey,
  dayKey,
  mergedMoves,
  movesOfCounts,
  SALES_LIST_KEY,
  SALES_REVISION,
  SALES_STEPS,
  type NewCounts,
  type OrderHistory,
  type SalesStep,
} from './sales-moves.js';

export const lowStockKey = (toolId: string) => `low#${toolId}`;

/**
 * What of an order is already counted in the figures: its steps, the refunded cents taken off its
 * revenue (undefined on an item counted before refunds were counted in cents), and the revision of
 * its 'counted#' item (none yet: undefined).
 */
export interface CountedSteps {
  steps: Set<SalesStep>;
  refundedCents?: number;
  revision?: number;
}

/** The 'counted#' item as CountedSteps. */
export function countedStepsOf(item: Record<string, unknown> | undefined): CountedSteps {
  return {
    steps: new Set(SALES_STEPS.filter((step) => item?.[step] === 1)),
    refundedCents: item?.[COUNTED_REFUND] as number | undefined,
    revision: item?.[SALES_REVISION] as number | undefined,
  };
}

export async function readCountedSteps(orderId: string): Promise<CountedSteps> {
  const { Item } = await db.get({ TableName: tableName('sales'), Key: { _id: countedKey(orderId) }, ConsistentRead: true });
  return countedStepsOf(Item);
}

/**
 * Counts more of an order: the moves and the order's 'counted#' item in one transaction (at most
 * MAX_ORDER_LINES tool items, the day, the totals and the 'counted#' item: within a transaction's 100), on
 * condition that the 'counted#' item is still as read. Answers false when it changed meanwhile
 * (another delivery of the same change counted first): read it again.
 */
export async function countSteps(order: OrderHistory, counts: NewCounts, read: CountedSteps): Promise<boolean> {
  const counted = countedKey(order._id);
  const unchanged: ConditionPart =
    read.revision === undefined
      ? { expression: 'attribute_not_exists(#id)', names: { '#id': '_id' } }
      : { expression: '#rev = :rev', names: { '#rev': SALES_REVISION }, values: { ':rev': read.revision } };
  const TransactItems = mergedMoves(movesOfCounts(order, counts)).map(({ key, set, add }) => ({
    Update: {
      TableName: tableName('sales'),
      Key: { _id: key },
      ...updateExpression({ set, add: { ...add, [SALES_REVISION]: 1 }, ...(key === counted ? { condition: unchanged } : {}) }),
    },
  }));
  try {
    await db.transactWrite({ TransactItems });
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.some((reason) => reason.Code === 'ConditionalCheckFailed')) return false;
    throw error;
  }
}

/** Every sales item from `fromDay` on: the days of the range, the low-stock tools and the totals, in one Query. */
export async function readSalesFrom(fromDay: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await db.query({
      TableName: tableName('sales'),
      IndexName: SALES_BY_KEY_INDEX,
      KeyConditionExpression: 'listKey = :listKey AND #id >= :from',
      ExpressionAttributeNames: { '#id': '_id' },
      ExpressionAttributeValues: { ':listKey': SALES_LIST_KEY, ':from': dayKey(fromDay) },
      ExclusiveStartKey: startKey,
    });
    items.push(...(Items ?? []));
    startKey = LastEvaluatedKey;
  } while (startKey);
  return items;
}

export interface LowStockTool {
  toolId: string;
  name: string;
  available: number;
  lowStockThreshold: number;
}

/**
 * Records the tool as low on stock (or updates its figures); answers whether the admins were
 * already told of this fall (`alertedAt` stays from the first time until the tool recovers).
 */
export async function recordLowStock(tool: LowStockTool): Promise<{ alerted: boolean }> {
  const { Attributes } = await db.update({
    TableName: tableName('sales'),
    Key: { _id: lowStockKey(tool.toolId) },
    UpdateExpression: 'SET listKey = :listKey, toolId = :toolId, #name = :name, available = :available, lowStockThreshold = :threshold',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: {
      ':listKey': SALES_LIST_KEY,
      ':toolId': tool.toolId,
      ':name': tool.name,
      ':available': tool.available,
      ':threshold': tool.lowStockThreshold,
    },
    ReturnValues: 'ALL_OLD',
  });
  return { alerted: typeof Attributes?.alertedAt === 'string' };
}

/** Notes that the admins were emailed about this fall. */
export async function markLowStockAlerted(toolId: string, at: string): Promise<void> {
  try {
    await db.update({
      TableName: tableName('sales'),
      Key: { _id: lowStockKey(toolId) },
      UpdateExpression: 'SET alertedAt = :at',
      ConditionExpression: 'attribute_exists(#id)',
      ExpressionAttributeNames: { '#id': '_id' },
      ExpressionAttributeValues: { ':at': at },
    });
  } catch (error) {
    // Recovered in between: nothing to note.
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** The tool is no longer low on stock (restocked, or archived): the next fall alerts again. */
export async function clearLowStock(toolId: string): Promise<void> {
  await db.delete({ TableName: tableName('sales'), Key: { _id: lowStockKey(toolId) } });
}
