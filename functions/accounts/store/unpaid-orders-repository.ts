// Counters move only in the transactions that change which orders are unpaid, so two orders placed at once cannot both pass the limit.
// A new counter starts at the account's unpaid orders (byUnpaidOwner), on condition each is still unpaid: no backfill needed.
import { tableName } from '../../platform/config.js';
import { cancellationReasons, db, type TransactItem } from '../../platform/db.js';
import { ORDERS_BY_UNPAID_OWNER_INDEX } from '../../platform/table-names.js';
import { UNPAID_COUNTER_PREFIX as COUNTER_PREFIX } from './unpaid-counter-key.js';

export const unpaidCounterKey = (userId: string) => `${COUNTER_PREFIX}${userId}`;

/** Counters share the users table with the users. */
export const isUnpaidCounterKey = (key: string) => key.startsWith(COUNTER_PREFIX);

export type UnpaidOrders =
  | { userId: string; count: number; counter: 'kept' }
  /** No counter yet: `orderIds` are the account's unpaid orders (all placed before the counter). */
  | { userId: string; count: number; counter: 'none'; orderIds: readonly string[] };

/** The counter (read strongly consistent) or, before it exists, the unpaid orders on byUnpaidOwner, up to `upTo`. */
export async function readUnpaidOrders(userId: string, upTo: number): Promise<UnpaidOrders> {
  const { Item } = await db.get({ TableName: tableName('users'), Key: { _id: unpaidCounterKey(userId) }, ConsistentRead: true });
  if (Item && typeof Item.unpaidOrders === 'number') return { userId, count: Item.unpaidOrders, counter: 'kept' };
  const { Items } = await db.query({
    TableName: tableName('orders'),
    IndexName: ORDERS_BY_UNPAID_OWNER_INDEX,
    KeyConditionExpression: 'unpaidOwner = :userId',
    ExpressionAttributeValues: { ':userId': userId },
    ProjectionExpression: '#id',
    ExpressionAttributeNames: { '#id': '_id' },
    Limit: upTo,
  });
  const orderIds = (Items ?? []).map((item) => String(item._id));
  return { userId, count: orderIds.length, counter: 'none', orderIds };
}

/** Adds 1 below `limit`; an account without a counter gets one, on condition the orders read are still unpaid. */
export function countNewUnpaidOrder(unpaid: UnpaidOrders, limit: number): TransactItem[] {
  const Key = { _id: unpaidCounterKey(unpaid.userId) };
  if (unpaid.counter === 'kept') {
    return [
      {
        Update: {
          TableName: tableName('users'),
          Key,
          UpdateExpression: 'SET unpaidOrders = unpaidOrders + :one',
          ConditionExpression: 'unpaidOrders < :limit',
          ExpressionAttributeValues: { ':one': 1, ':limit': limit },
          // A refusal with no item: the counter was deleted meanwhile (a count reset by hand), not the limit.
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
    ];
  }
  return [
    ...unpaid.orderIds.map((orderId): TransactItem => ({
      ConditionCheck: {
        TableName: tableName('orders'),
        Key: { _id: orderId },
        ConditionExpression: 'unpaidOwner = :userId',
        ExpressionAttributeValues: { ':userId': unpaid.userId },
      },
    })),
    {
      Update: {
        TableName: tableName('users'),
        Key,
        UpdateExpression: 'SET unpaidOrders = :count',
        ConditionExpression: 'attribute_not_exists(#id)',
        ExpressionAttributeNames: { '#id': '_id' },
        ExpressionAttributeValues: { ':count': unpaid.orderIds.length + 1 },
      },
    },
  ];
}

/** Never below 0. */
const countDown = (userId: string): TransactItem => ({
  Update: {
    TableName: tableName('users'),
    Key: { _id: unpaidCounterKey(userId) },
    UpdateExpression: 'SET unpaidOrders = unpaidOrders - :one',
    ConditionExpression: 'unpaidOrders >= :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/** Nothing to take off (no counter yet, or 0): still checked, so a counter made in between is not missed. */
const nothingToCountDown = (userId: string): TransactItem => ({
  ConditionCheck: {
    TableName: tableName('users'),
    Key: { _id: unpaidCounterKey(userId) },
    ConditionExpression: 'attribute_not_exists(unpaidOrders) OR unpaidOrders < :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/** Whether a transaction was cancelled by its last item's condition (where the counter's item goes). */
function refusedByLastItem(error: unknown): boolean {
  const reasons = cancellationReasons(error);
  return reasons?.at(-1)?.Code === 'ConditionalCheckFailed';
}

/** Rounds of trying both ways before giving up (the counter kept changing between the two). */
const ROUNDS = 3;

/** `write` must put `counterItem` LAST: a refusal of the last item means the count had nothing to take off. */
export async function leavingUnpaid<T>(userId: string, write: (counterItem: TransactItem) => Promise<T>): Promise<T> {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const counterItem of [countDown(userId), nothingToCountDown(userId)]) {
      try {
        return await write(counterItem);
      } catch (error) {
        if (!refusedByLastItem(error)) throw error;
      }
    }
  }
  throw new Error(`The unpaid-order count of ${userId} kept changing`);
}
