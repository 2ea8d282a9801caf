/**
 * Each account's count of unpaid orders: one counter item per account in the users table
 * (`_id` 'unpaid#<userId>', `unpaidOrders`), moved only inside the transactions that change which
 * orders are unpaid. The order-placing transaction adds 1 on condition the count is below the limit;
 * every transaction that takes an order out of 'Not paid' takes 1 off in the same transaction, never
 * below 0. So two orders placed at once can never both pass at the limit.
 *
 * An account has no counter until its first order placed by this code. Then every unpaid order it
 * has was placed before the counter (they carry `unpaidOwner`, in the sparse byUnpaidOwner index):
 * the counter starts at their number, on condition each one is still unpaid, so no backfill is needed.
 */
import { tableName } from '../../platform/config.js';
import { cancellationReasons, db, type TransactItem } from '../../platform/db.js';
import { ORDERS_BY_UNPAID_OWNER_INDEX } from '../../platform/table-definitions.js';
import { UNPAID_COUNTER_PREFIX as COUNTER_PREFIX } from './unpaid-counter-key.js';

/** The key of an account's counter item in the users table. */
export const unpaidCounterKey = (userId: string) => `${COUNTER_PREFIX}${userId}`;

/** Whether a users-table key is a counter's, not a user's. */
export const isUnpaidCounterKey = (key: string) => key.startsWith(COUNTER_PREFIX);

/** The account's unpaid orders as read, and what the placing transaction must check they still are. */
export type UnpaidOrders =
  | { userId: string; count: number; counter: 'kept' }
  /** No counter yet: `orderIds` are the account's unpaid orders (all placed before the counter). */
  | { userId: string; count: number; counter: 'none'; orderIds: readonly string[] };

/**
 * The account's unpaid orders: its counter (a strongly consistent GetItem), or, when it has none yet,
 * its unpaid orders on the byUnpaidOwner index, read up to `upTo` (all the caller needs to know).
 */
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

/**
 * The items that count a new unpaid order in, for its placing transaction (the counter's item last):
 * 1 added to the counter while it is below `limit`; or, for an account without a counter, the counter
 * made at the orders read plus this one, on condition each order read is still unpaid.
 */
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

/** 1 taken off the account's count, never below 0: for the transaction that takes an order out of 'Not paid'. */
const countDown = (userId: string): TransactItem => ({
  Update: {
    TableName: tableName('users'),
    Key: { _id: unpaidCounterKey(userId) },
    UpdateExpression: 'SET unpaidOrders = unpaidOrders - :one',
    ConditionExpression: 'unpaidOrders >= :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/**
 * The counter has nothing to take off (none yet: the order was placed before it and is not in it;
 * or 0): the order leaves 'Not paid' without it, and a counter made in between is not missed.
 */
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

/**
 * Runs an order's way out of 'Not paid' (`write`, a transaction with `counterItem` as its LAST item)
 * with 1 taken off the owner's count; if the count has nothing to take off, without it.
 */
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
