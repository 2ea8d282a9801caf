/**
 * The order's state changes after it was placed: each one a single conditional update, or one
 * transaction when stock comes back with it. The conditions repeat the checks the domain made, so
 * a change racing another one is refused instead of applied twice.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { tableName } from '../shared/config.js';
import { cancellationReasons, db, isConditionalCheckFailed, type TransactItem } from '../shared/db.js';
import { ORDERS_BY_HOLD_EXPIRY_INDEX } from '../shared/table-definitions.js';
import { updateExpression, type UpdateExpressionInput } from '../shared/update-expression.js';
import { readOrder, type CancelReason, type Order, type OrderStatus, type RefundSource } from '../schemas/order.js';
import type { OrderLine } from '../schemas/order-pricing.js';
import { auditPut, auditPuts, type AuditNote } from './audit-repository.js';
import { salesOfRefundedOrder, salesOfShippedOrder } from './sales-repository.js';

/** The constant partition of the sparse byHoldExpiry index: only unpaid orders carry it. */
export const HOLD_KEY = 'hold';

const NOT_PAID: OrderStatus = 'Not paid';

interface OrderUpdate extends UpdateExpressionInput {
  TableName: string;
  Key: { _id: string };
  ReturnValuesOnConditionCheckFailure: 'ALL_OLD';
}

/** An update of an existing order: `condition` may use `#id` and `#status`, with its own `values`. */
function orderUpdate(
  orderId: string,
  set: Record<string, unknown>,
  condition: string,
  values: Record<string, unknown> = {},
  remove: string[] = [],
): OrderUpdate {
  return {
    TableName: tableName('orders'),
    Key: { _id: orderId },
    ...updateExpression({
      set,
      remove,
      condition: { expression: `attribute_exists(#id) AND ${condition}`, names: { '#id': '_id', '#status': 'status' }, values },
    }),
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
  };
}

/** The order as it was when a condition failed (raw attribute values); undefined when there is no order. */
export type FailedItem = Record<string, AttributeValue> | undefined;
export type ChangeOutcome = { changed: true } | { changed: false; current: FailedItem };

/**
 * The order change alone (one conditional write), or with what moves with it (sales figures, an
 * audit entry) in one transaction: all of it happens, or none.
 */
async function conditionalUpdate(update: OrderUpdate, withIt: TransactItem[] = []): Promise<ChangeOutcome> {
  try {
    if (withIt.length === 0) await db.update(update);
    else await db.transactWrite({ TransactItems: [{ Update: update }, ...withIt] });
    return { changed: true };
  } catch (error) {
    if (isConditionalCheckFailed(error)) return { changed: false, current: error.Item };
    const [orderReason] = cancellationReasons(error) ?? [];
    if (orderReason?.Code === 'ConditionalCheckFailed') return { changed: false, current: orderReason.Item };
    throw error;
  }
}

/** One line's units back in its tool (while the tool exists). */
const giveLineStockBack = (line: OrderLine): TransactItem => ({
  Update: {
    TableName: tableName('tools'),
    Key: { _id: line.toolId },
    UpdateExpression: 'SET available = available + :quantity',
    ConditionExpression: 'attribute_exists(#id)',
    ExpressionAttributeNames: { '#id': '_id' },
    ExpressionAttributeValues: { ':quantity': line.quantity },
  },
});

/**
 * The order change and the stock of every line coming back, in one transaction (at most 1 + 25
 * lines + 3 items moving with it, of the 100 allowed). A tool that is gone has no stock to take
 * back: the change is made again without its line, with the same condition.
 */
async function updateGivingStockBack(update: OrderUpdate, order: Pick<Order, 'lines'>, withIt: TransactItem[] = []): Promise<ChangeOutcome> {
  let returning = order.lines;
  while (returning.length > 0) {
    try {
      await db.transactWrite({ TransactItems: [{ Update: update }, ...returning.map(giveLineStockBack), ...withIt] });
      return { changed: true };
    } catch (error) {
      const [orderReason, ...lineReasons] = cancellationReasons(error) ?? [];
      if (orderReason?.Code === 'ConditionalCheckFailed') return { changed: false, current: orderReason.Item };
      const present = returning.filter((_line, index) => lineReasons[index]?.Code !== 'ConditionalCheckFailed');
      if (present.length === returning.length) throw error;
      returning = present;
    }
  }
  return conditionalUpdate(update, withIt);
}

export interface CancelChange {
  reason: CancelReason;
  at: string;
  /** An admin's cancel and an expired hold are audited; the owner's own cancel is not. */
  audit?: AuditNote;
}

/**
 * 'Not paid' -> 'cancelled' with the units back in stock. Also conditioned on the PaymentIntent the
 * caller saw: one started in between must be cancelled too, so the caller reads again and retries.
 */
export function cancelUnpaidOrder(order: Order, change: CancelChange): Promise<ChangeOutcome> {
  const sameIntent = order.paymentIntentId === undefined ? 'attribute_not_exists(paymentIntentId)' : 'paymentIntentId = :intent';
  const update = orderUpdate(
    order._id,
    { status: 'cancelled', cancelledAt: change.at, cancelReason: change.reason },
    `#status = :notPaid AND ${sameIntent}`,
    { ':notPaid': NOT_PAID, ...(order.paymentIntentId !== undefined && { ':intent': order.paymentIntentId }) },
    ['holdKey'],
  );
  return updateGivingStockBack(update, order, auditPuts(change.audit));
}

/** Keeps the PaymentIntent started for an unpaid order, so cancelling the order can cancel it. */
export function recordPaymentIntent(orderId: string, paymentIntentId: string): Promise<ChangeOutcome> {
  return conditionalUpdate(orderUpdate(orderId, { paymentIntentId }, '#status = :notPaid', { ':notPaid': NOT_PAID }));
}

/** The provider's message for a declined card, kept on the still unpaid order. */
export function recordPaymentError(orderId: string, message: string): Promise<ChangeOutcome> {
  return conditionalUpdate(orderUpdate(orderId, { lastPaymentError: message }, '#status = :notPaid', { ':notPaid': NOT_PAID }));
}

export interface RefundChange {
  /** Unknown for a refund made in the provider's dashboard. */
  refundId?: string;
  at: string;
  source: RefundSource;
  /** An admin's refund is audited. */
  audit?: AuditNote;
}

/**
 * 'paid' or 'delivered' -> 'refunded', its revenue off the sales figures; a paid order's units go
 * back to stock in the same transaction.
 */
export function markOrderRefunded(order: Order, transactionId: string, change: RefundChange): Promise<ChangeOutcome> {
  const update = orderUpdate(
    order._id,
    { status: 'refunded', refundedAt: change.at, refundId: change.refundId, refundSource: change.source },
    '#status = :from AND transactionId = :transactionId',
    { ':from': order.status, ':transactionId': transactionId },
  );
  const withIt = [...salesOfRefundedOrder(order, order.status === 'delivered'), ...auditPuts(change.audit)];
  return order.status === 'paid' ? updateGivingStockBack(update, order, withIt) : conditionalUpdate(update, withIt);
}

/**
 * An admin's refund whose provider event was recorded first (as a 'provider' refund, stock and sales
 * already settled by it): the refund becomes the admin's, with its id and its audit entry, in one
 * transaction, and only while the order is still that refund of that payment.
 */
export function claimProviderRefund(
  orderId: string,
  transactionId: string,
  change: RefundChange & { refundId: string; audit: AuditNote },
): Promise<ChangeOutcome> {
  return conditionalUpdate(
    orderUpdate(
      orderId,
      { refundId: change.refundId, refundSource: change.source },
      '#status = :refunded AND transactionId = :transactionId AND refundSource = :provider',
      { ':refunded': 'refunded' satisfies OrderStatus, ':transactionId': transactionId, ':provider': 'provider' satisfies RefundSource },
    ),
    [auditPut(change.audit)],
  );
}

/** A payment that arrived for a cancelled order and was refunded at once: 'cancelled' -> 'refunded'. */
export function recordLatePaymentRefund(orderId: string, transactionId: string, change: RefundChange): Promise<ChangeOutcome> {
  return conditionalUpdate(
    orderUpdate(
      orderId,
      { status: 'refunded', transactionId, refundedAt: change.at, refundId: change.refundId, refundSource: change.source },
      '#status = :cancelled',
      { ':cancelled': 'cancelled' satisfies OrderStatus },
    ),
  );
}

/** The customer disputed the payment at their bank. */
export function markOrderDisputed(orderId: string, transactionId: string): Promise<ChangeOutcome> {
  return conditionalUpdate(orderUpdate(orderId, { disputed: true }, 'transactionId = :transactionId', { ':transactionId': transactionId }));
}

export interface Delivery {
  deliveredAt: string;
  carrier?: string;
  trackingNumber?: string;
}

/** 'paid' -> 'delivered' with the shipping details: one less to ship, and its audit entry. */
export function markOrderShipped(orderId: string, delivery: Delivery, audit: AuditNote): Promise<ChangeOutcome> {
  const details = Object.fromEntries(Object.entries(delivery).filter(([, value]) => value !== undefined && value !== ''));
  return conditionalUpdate(orderUpdate(orderId, { status: 'delivered', ...details }, '#status = :paid', { ':paid': 'paid' satisfies OrderStatus }), [
    ...salesOfShippedOrder(),
    auditPut(audit),
  ]);
}

/** Unpaid orders whose hold ended at or before `now`, oldest first (a Query on the sparse index, never a Scan). */
export async function listExpiredHolds(now: string, limit: number): Promise<Order[]> {
  const { Items } = await db.query({
    TableName: tableName('orders'),
    IndexName: ORDERS_BY_HOLD_EXPIRY_INDEX,
    KeyConditionExpression: 'holdKey = :hold AND holdExpiresAt <= :now',
    ExpressionAttributeValues: { ':hold': HOLD_KEY, ':now': now },
    Limit: limit,
  });
  return (Items ?? []).map((item) => readOrder(item));
}

/** The status of a failed change's order, read from the raw item. */
export function statusOf(item: FailedItem): string | undefined {
  return item?.status?.S;
}
