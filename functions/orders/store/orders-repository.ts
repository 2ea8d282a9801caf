import { tableName } from '../../platform/config.js';
import { cancellationReasons, db, isConditionalCheckFailed, type TransactItem } from '../../platform/db.js';
import { updateExpression } from '../../platform/update-expression.js';
import { decodeCursor, encodeCursor, type Page } from '../../platform/cursor.js';
import { NEWEST_INDEX, ORDERS_BY_BUYER_INDEX, ORDERS_BY_COMPANY_INDEX, ORDERS_BY_OWNER_INDEX, ORDERS_BY_STATUS_INDEX } from '../../platform/table-names.js';
import { readNewestFirst } from '../../platform/newest-first.js';
import { HOLD_KEY } from './order-lifecycle-repository.js';
import { countNewUnpaidOrder, type UnpaidOrders } from '../../accounts/store/unpaid-orders-repository.js';
import type { Order } from '../contract/order.js';
import { orderReader } from './order-reader.js';
import type { PricedTool } from '../../catalog/contract/price-breaks.js';
import { conditionOf, effectsOf } from '../contract/lifecycle.js';
import { toDynamoCondition } from '../contract/order-condition.js';
import { PRICE_GIVEN, takeLineStock } from './order-stock.js';
import { chargeLedger } from '../../trade/store/credit-ledger-writes.js';

export const ORDER_LIST_KEY = 'order';

export interface StockOrPriceChanged {
  changed: 'stock-or-price';
  toolId: string;
}

/** 'unpaid-changed': the account's unpaid orders changed since they were read; 'alongside-refused': a write made with the order was refused. */
export type CreateOrderOutcome = 'created' | 'order-exists' | 'unpaid-limit' | 'unpaid-changed' | 'alongside-refused' | StockOrPriceChanged;

/** How an order is written beyond itself: its lines' prices given (not the tools'), and writes of the caller's made in its transaction. */
export interface OrderWriteOptions {
  pricesGiven?: boolean;
  /** In the order's transaction, after the order (a quote becoming `ordered`): refused, nothing is written. */
  alongside?: TransactItem[];
}

/**
 * Why a transaction of [its lines' stock, the order, writes alongside, the unpaid count] was refused:
 * the order's own condition (`orderRefused`), a write alongside, the unpaid count (at its limit, or
 * changed since read), or a line's stock or price (naming its tool). Anything else is thrown on.
 */
function placingRefusal<R extends string>(
  error: unknown,
  order: Order,
  lineCount: number,
  unpaid: UnpaidOrders,
  orderRefused: R,
  alongsideCount = 0,
): R | 'alongside-refused' | 'unpaid-limit' | 'unpaid-changed' | StockOrPriceChanged {
  const reasons = cancellationReasons(error) ?? [];
  if (reasons[lineCount]?.Code === 'ConditionalCheckFailed') return orderRefused;
  const along = reasons.slice(lineCount + 1, lineCount + 1 + alongsideCount);
  if (along.some((reason) => reason.Code === 'ConditionalCheckFailed')) return 'alongside-refused';
  const counting = reasons.slice(lineCount + 1 + alongsideCount);
  if (counting.some((reason) => reason.Code === 'ConditionalCheckFailed')) {
    return unpaid.counter === 'kept' && counting.at(-1)?.Item ? 'unpaid-limit' : 'unpaid-changed';
  }
  const failedLine = reasons.slice(0, lineCount).findIndex((reason) => reason?.Code === 'ConditionalCheckFailed');
  if (failedLine >= 0) return { changed: 'stock-or-price', toolId: order.lines[failedLine]!.toolId };
  throw error;
}

type Placement = 'place' | 'placeOnAccount' | 'placeForApproval';

/** The new order's write, on the lifecycle's condition for `name`; `indexKeys` put it in sparse indexes. */
function newOrderPut(name: Placement, order: Order, indexKeys: Record<string, string> = {}) {
  const placing = toDynamoCondition(conditionOf(name));
  return {
    TableName: tableName('orders'),
    Item: { ...order, listKey: ORDER_LIST_KEY, ...indexKeys },
    ConditionExpression: placing.expression,
    ExpressionAttributeNames: placing.names,
  };
}

/** What placing a new order writes as the lifecycle says: each line's stock (on its price as read, unless given), writes alongside. */
function placingParts(name: 'place' | 'placeOnAccount', order: Order, pricedFrom: readonly PricedTool[], options: OrderWriteOptions) {
  const effects = effectsOf(name, 'new');
  const taking = effects.stock === 'take' ? order.lines.map((line, index) => takeLineStock(line, options.pricesGiven ? PRICE_GIVEN : pricedFrom[index]!)) : [];
  return { effects, alongside: options.alongside ?? [], taking };
}

/** One transaction, each tool conditioned on its stock and price, the count on the limit: two buyers never both take the last units. */
export async function createOrderTakingStock(
  order: Order,
  pricedFrom: readonly PricedTool[],
  unpaid: UnpaidOrders,
  unpaidLimit: number,
  options: OrderWriteOptions = {},
): Promise<CreateOrderOutcome> {
  const { effects, alongside, taking } = placingParts('place', order, pricedFrom, options);
  // holdKey and unpaidOwner put the unpaid order in the sparse byHoldExpiry and byUnpaidOwner indexes until it leaves 'Not paid'.
  const indexKeys = { unpaidOwner: order.userId, ...(order.holdExpiresAt && { holdKey: HOLD_KEY }) };
  try {
    await db.transactWrite({
      TransactItems: [
        ...taking,
        { Put: newOrderPut('place', order, indexKeys) },
        ...alongside,
        // The counter's items go last: their refusal is read there.
        ...(effects.unpaidCount === 'up' ? countNewUnpaidOrder(unpaid, unpaidLimit) : []),
      ],
    });
    return 'created';
  } catch (error) {
    return placingRefusal(error, order, taking.length, unpaid, 'order-exists', alongside.length);
  }
}

/** 'overLimit': the company's balance, as the refused write found it, leaves no room for the order. */
export type OnAccountOutcome = Exclude<CreateOrderOutcome, 'unpaid-limit' | 'unpaid-changed'> | { overLimit: true; balanceCents: number };

/**
 * An order on account, as the lifecycle's `placeOnAccount` says, in one transaction: every line's
 * stock, the order (never among the unpaid: no hold, no unpaid count) and the company's balance,
 * conditioned on staying within `limitCents`. Orders placed at once cannot pass the limit together.
 */
export async function createOrderOnAccount(
  order: Order,
  pricedFrom: readonly PricedTool[],
  limitCents: number,
  options: OrderWriteOptions = {},
): Promise<OnAccountOutcome> {
  const { effects, alongside, taking } = placingParts('placeOnAccount', order, pricedFrom, options);
  if (!order.companyId || !order.dueAt) throw new Error('An order on account names its company and its due time');
  const invoice = { companyId: order.companyId, orderId: order._id, dueAt: order.dueAt };
  try {
    await db.transactWrite({
      TransactItems: [
        ...taking,
        { Put: newOrderPut('placeOnAccount', order) },
        ...alongside,
        // The ledger goes last: its refusal is read there.
        ...(effects.credit === 'charge' ? [chargeLedger(invoice, order.amountCents, limitCents)] : []),
      ],
    });
    return 'created';
  } catch (error) {
    const reasons = cancellationReasons(error) ?? [];
    const ledger = reasons.at(-1);
    if (reasons.length === taking.length + 2 + alongside.length && ledger?.Code === 'ConditionalCheckFailed') {
      return { overLimit: true, balanceCents: Number(ledger.Item?.balanceCents?.N ?? 0) };
    }
    return placingRefusal(
      error,
      order,
      taking.length,
      { userId: order.userId, count: 0, counter: 'kept' },
      'order-exists',
      alongside.length,
    ) as OnAccountOutcome;
  }
}

/** An order awaiting approval, as the lifecycle's `placeForApproval` says: written once, holding no stock and counted nowhere. */
export async function createAwaitingOrder(order: Order, alongside: TransactItem[] = []): Promise<'created' | 'order-exists' | 'alongside-refused'> {
  const put = newOrderPut('placeForApproval', order);
  try {
    if (alongside.length === 0) await db.put(put);
    else await db.transactWrite({ TransactItems: [{ Put: put }, ...alongside] });
    return 'created';
  } catch (error) {
    if (isConditionalCheckFailed(error)) return 'order-exists';
    const [orderReason, ...along] = cancellationReasons(error) ?? [];
    if (orderReason?.Code === 'ConditionalCheckFailed') return 'order-exists';
    if (along.some((reason) => reason.Code === 'ConditionalCheckFailed')) return 'alongside-refused';
    throw error;
  }
}

export type ApproveOutcome = Exclude<CreateOrderOutcome, 'order-exists'> | 'order-changed';

/**
 * Approves an order awaiting approval as the lifecycle's `approve` says, in one transaction: every
 * line's stock taken, the order unpaid with its hold, and the buyer's unpaid count moved. Two admins
 * approving at once: one transaction wins, the other finds the order changed.
 */
export async function approveOrderTakingStock(
  order: Order,
  pricedFrom: readonly PricedTool[],
  unpaid: UnpaidOrders,
  unpaidLimit: number,
  approval: { at: string; by: string; holdExpiresAt: string },
): Promise<ApproveOutcome> {
  const taking = order.lines.map((line, index) => takeLineStock(line, pricedFrom[index]!));
  const update = updateExpression({
    set: {
      status: 'Not paid',
      approvedAt: approval.at,
      approvedBy: approval.by,
      holdExpiresAt: approval.holdExpiresAt,
      holdKey: HOLD_KEY,
      unpaidOwner: order.userId,
    },
    condition: toDynamoCondition(conditionOf('approve')),
  });
  try {
    await db.transactWrite({
      TransactItems: [
        ...taking,
        { Update: { TableName: tableName('orders'), Key: { _id: order._id }, ...update } },
        ...countNewUnpaidOrder(unpaid, unpaidLimit),
      ],
    });
    return 'created';
  } catch (error) {
    return placingRefusal(error, order, taking.length, unpaid, 'order-changed');
  }
}

export async function getOrder(id: string): Promise<Order | undefined> {
  const { Item } = await db.get({ TableName: tableName('orders'), Key: { _id: id } });
  return Item ? (await orderReader()).readOrder(Item) : undefined;
}

/** A page evaluates at most this many pages' worth of orders past filtered-out ones: bounds the cost of a page. */
const MAX_EVALUATED_PAGES = 5;

type QueryPage = Pick<Awaited<ReturnType<typeof db.query>>, 'Items' | 'LastEvaluatedKey'>;

/** Each round evaluates twice as many items as the last, up to MAX_EVALUATED_PAGES; the last order kept is the cursor. */
async function filteredPage(
  read: (startKey: Record<string, unknown> | undefined, evaluate: number) => Promise<QueryPage>,
  limit: number,
  startKey: Record<string, unknown> | undefined,
  keyAttributes: readonly string[],
): Promise<Page<Order>> {
  const items: Record<string, unknown>[] = [];
  let nextKey = startKey;
  let budget = MAX_EVALUATED_PAGES * limit;
  for (let evaluate = limit; budget > 0; evaluate *= 2) {
    const { Items = [], LastEvaluatedKey } = await read(nextKey, Math.min(evaluate, budget));
    budget -= Math.min(evaluate, budget);
    const room = limit - items.length;
    items.push(...Items.slice(0, room));
    if (Items.length > room) {
      const last = items.at(-1)!;
      nextKey = Object.fromEntries(keyAttributes.map((name) => [name, last[name]]));
      break;
    }
    nextKey = LastEvaluatedKey;
    if (!nextKey || items.length >= limit) break;
  }
  const { readOrder } = await orderReader();
  return { items: items.map((item) => readOrder(item)), nextCursor: encodeCursor(nextKey) };
}

/** Cancelled orders are gone from the customer's list. */
export async function listOrdersByOwner(userId: string, limit: number, cursor?: string): Promise<Page<Order>> {
  const keyAttributes = ['_id', 'userId', 'createdAt'];
  const read = (startKey: Record<string, unknown> | undefined, evaluate: number) =>
    db.query({
      TableName: tableName('orders'),
      IndexName: ORDERS_BY_OWNER_INDEX,
      KeyConditionExpression: 'userId = :userId',
      FilterExpression: '#status <> :cancelled',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':userId': userId, ':cancelled': 'cancelled' satisfies Order['status'] },
      ScanIndexForward: false,
      Limit: evaluate,
      ExclusiveStartKey: startKey,
    });
  return filteredPage(read, limit, decodeCursor(cursor, keyAttributes, { userId }), keyAttributes);
}

export interface OrderFilter {
  status?: Order['status'];
  /** The email the order was placed with (stored lower-cased). */
  buyer?: string;
}

interface FilteredQuery {
  index: string;
  partitionName: 'email' | 'status' | 'listKey';
  partitionValue: string;
  statusFilter?: Order['status'];
}

function filteredQuery(filter: OrderFilter): FilteredQuery {
  if (filter.buyer !== undefined) {
    return { index: ORDERS_BY_BUYER_INDEX, partitionName: 'email', partitionValue: filter.buyer.toLowerCase(), statusFilter: filter.status };
  }
  if (filter.status !== undefined) return { index: ORDERS_BY_STATUS_INDEX, partitionName: 'status', partitionValue: filter.status };
  return { index: NEWEST_INDEX, partitionName: 'listKey', partitionValue: ORDER_LIST_KEY };
}

/** A Query on an index, never a Scan. */
export async function listNewestOrders(limit: number, cursor?: string, filter: OrderFilter = {}): Promise<Page<Order>> {
  const { index, partitionName, partitionValue, statusFilter } = filteredQuery(filter);
  const keyAttributes = ['_id', partitionName, 'createdAt'];
  const read = (startKey: Record<string, unknown> | undefined, evaluate: number) =>
    db.query({
      TableName: tableName('orders'),
      IndexName: index,
      KeyConditionExpression: '#partition = :partition',
      FilterExpression: statusFilter === undefined ? undefined : '#status = :status',
      ExpressionAttributeNames: { '#partition': partitionName, ...(statusFilter !== undefined && { '#status': 'status' }) },
      ExpressionAttributeValues: { ':partition': partitionValue, ...(statusFilter !== undefined && { ':status': statusFilter }) },
      ScanIndexForward: false,
      Limit: evaluate,
      ExclusiveStartKey: startKey,
    });
  return filteredPage(read, limit, decodeCursor(cursor, keyAttributes, { [partitionName]: partitionValue }), keyAttributes);
}

/** The orders placed from `from` to `to` (YYYY-MM-DD, both days included), oldest first, a page at a time. */
export async function listOrdersPlacedBetween(from: string, to: string, limit: number, cursor?: string): Promise<Page<Order>> {
  const { Items, LastEvaluatedKey } = await db.query({
    TableName: tableName('orders'),
    IndexName: NEWEST_INDEX,
    KeyConditionExpression: 'listKey = :listKey AND createdAt BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':listKey': ORDER_LIST_KEY, ':from': from, ':to': `${to}T23:59:59.999Z` },
    ScanIndexForward: true,
    Limit: limit,
    ExclusiveStartKey: decodeCursor(cursor, ['_id', 'listKey', 'createdAt'], { listKey: ORDER_LIST_KEY }),
  });
  const { readOrder } = await orderReader();
  return { items: (Items ?? []).map((item) => readOrder(item)), nextCursor: encodeCursor(LastEvaluatedKey) };
}

export const cursorAfterPlacedOrder = (order: Pick<Order, '_id' | 'createdAt'>) =>
  encodeCursor({ _id: order._id, listKey: ORDER_LIST_KEY, createdAt: order.createdAt });

const readingOrders = async () => (await orderReader()).readOrder;

/** A trade account's orders, newest first (orders.byCompany). */
export const listOrdersByCompany = (companyId: string, limit: number, cursor?: string): Promise<Page<Order>> =>
  readNewestFirst({ table: 'orders', index: ORDERS_BY_COMPANY_INDEX, partition: { key: 'companyId', value: companyId }, reader: readingOrders }, limit, cursor);
