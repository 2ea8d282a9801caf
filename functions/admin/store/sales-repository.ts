/** The summary reads these items on byKey, never the orders. */
import { tableName } from '../../platform/config.js';
import { cancellationReasons, db, isConditionalCheckFailed } from '../../platform/db.js';
import { SALES_BY_KEY_INDEX } from '../../platform/table-names.js';
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

/** `refundedCents` is undefined on items counted before refunds were counted in cents. */
export interface CountedSteps {
  steps: Set<SalesStep>;
  refundedCents?: number;
  revision?: number;
}

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

/** Conditioned on the 'counted#' item being as read: false means another delivery counted first, so read again. */
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

/** `alertedAt` stays from the first alert until the tool recovers, so a fall is emailed once. */
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
