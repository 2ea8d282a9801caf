/**
 * The sales table: the figures the orders stream's projection keeps (their moves: sales-moves.ts),
 * read by the summary in one Query, and the low-stock items ('low#<toolId>', kept by the low-stock watch).
 */
import { tableName } from '../shared/config.js';
import { cancellationReasons, db, isConditionalCheckFailed } from '../shared/db.js';
import { SALES_BY_KEY_INDEX } from '../shared/table-definitions.js';
import { updateExpression, type ConditionPart } from '../shared/update-expression.js';
import {
  countedKey,
  dayKey,
  mergedMoves,
  movesOfSteps,
  SALES_LIST_KEY,
  SALES_REVISION,
  SALES_STEPS,
  type OrderHistory,
  type SalesStep,
} from './sales-moves.js';

export const lowStockKey = (toolId: string) => `low#${toolId}`;

/** The steps of an order already counted in the figures, and the revision of its 'counted#' item (none yet: undefined). */
export interface CountedSteps {
  steps: Set<SalesStep>;
  revision?: number;
}

export async function readCountedSteps(orderId: string): Promise<CountedSteps> {
  const { Item } = await db.get({ TableName: tableName('sales'), Key: { _id: countedKey(orderId) }, ConsistentRead: true });
  return { steps: new Set(SALES_STEPS.filter((step) => Item?.[step] === 1)), revision: Item?.[SALES_REVISION] as number | undefined };
}

/**
 * Counts more steps of an order: their moves and the order's 'counted#' item in one transaction,
 * on condition that the 'counted#' item is still as read. Answers false when it changed meanwhile
 * (another delivery of the same change counted first): read it again.
 */
export async function countSteps(order: OrderHistory, steps: readonly SalesStep[], shipped: boolean, read: CountedSteps): Promise<boolean> {
  const counted = countedKey(order._id);
  const unchanged: ConditionPart =
    read.revision === undefined
      ? { expression: 'attribute_not_exists(#id)', names: { '#id': '_id' } }
      : { expression: '#rev = :rev', names: { '#rev': SALES_REVISION }, values: { ':rev': read.revision } };
  const TransactItems = mergedMoves(movesOfSteps(order, steps, shipped)).map(({ key, set, add }) => ({
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
