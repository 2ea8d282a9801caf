/**
 * The order's state changes after it was placed: each one a single conditional update, or one
 * transaction when stock comes back with it. The conditions repeat the checks the domain made, so
 * a change racing another one is refused instead of applied twice.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { tableName } from '../../platform/config.js';
import { cancellationReasons, db, isConditionalCheckFailed, type TransactItem } from '../../platform/db.js';
import { ORDERS_BY_HOLD_EXPIRY_INDEX } from '../../platform/table-definitions.js';
import { updateExpression, type UpdateExpressionInput } from '../../platform/update-expression.js';
import { readOrder, type CancelReason, type DisputeOutcome, type Order, type OrderStatus, type RefundSource } from '../contract/order.js';
import type { OrderLine } from '../contract/order-pricing.js';
import { auditPut, auditPuts, type AuditNote } from '../../platform/audit-trail.js';
import { leavingUnpaid } from '../../accounts/store/unpaid-orders-repository.js';

/** The constant partition of the sparse byHoldExpiry index: only unpaid orders carry it. */
export const HOLD_KEY = 'hold';

const NOT_PAID: OrderStatus = 'Not paid';

/** The attributes only an unpaid order carries (its entries in the sparse byHoldExpiry and byUnpaidOwner indexes). */
const LEAVING_UNPAID = ['holdKey', 'unpaidOwner'];

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
 * The order change alone (one conditional write), or with what moves with it (its audit
 * entry) in one transaction: all of it happens, or none.
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
 * 'Not paid' -> 'cancelled' with the units back in stock and the owner's count of unpaid orders
 * down, in one transaction. Also conditioned on the PaymentIntent the
 * caller saw: one started in between must be cancelled too, so the caller reads again and retries.
 */
export function cancelUnpaidOrder(order: Order, change: CancelChange): Promise<ChangeOutcome> {
  const sameIntent = order.paymentIntentId === undefined ? 'attribute_not_exists(paymentIntentId)' : 'paymentIntentId = :intent';
  const update = orderUpdate(
    order._id,
    { status: 'cancelled', cancelledAt: change.at, cancelReason: change.reason },
    `#status = :notPaid AND ${sameIntent}`,
    { ':notPaid': NOT_PAID, ...(order.paymentIntentId !== undefined && { ':intent': order.paymentIntentId }) },
    LEAVING_UNPAID,
  );
  return leavingUnpaid(order.userId, (counterItem) => updateGivingStockBack(update, order, [...auditPuts(change.audit), counterItem]));
}

/**
 * Keeps the PaymentIntent started for an unpaid order, so cancelling the order can cancel it. Only in
 * place of the intent the caller read (`previous`, none when undefined): an intent recorded in between
 * is never overwritten, so no intent of the order is ever forgotten uncancelled.
 */
export function recordPaymentIntent(orderId: string, paymentIntentId: string, previous: string | undefined): Promise<ChangeOutcome> {
  const sameIntent = previous === undefined ? 'attribute_not_exists(paymentIntentId)' : 'paymentIntentId = :previous';
  return conditionalUpdate(
    orderUpdate(orderId, { paymentIntentId }, `#status = :notPaid AND ${sameIntent}`, {
      ':notPaid': NOT_PAID,
      ...(previous !== undefined && { ':previous': previous }),
    }),
  );
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

/** A dispute the bank has not settled, or settled for the customer, keeps the order from being shipped or refunded by the shop. */
const NOT_HELD_BY_DISPUTE = '(attribute_not_exists(disputed) OR disputed = :false OR disputeOutcome = :won)';
const notHeldByDisputeValues = { ':false': false, ':won': 'won' };

/**
 * 'paid' or 'delivered' -> 'refunded'; a paid order's units go back to stock in the same transaction. The shop's own refund (an admin's) also needs the order
 * free of an open or lost dispute; the provider's refund is a fact and is recorded whatever the dispute.
 */
export function markOrderRefunded(order: Order, transactionId: string, change: RefundChange): Promise<ChangeOutcome> {
  const byShop = change.source === 'admin';
  const update = orderUpdate(
    order._id,
    { status: 'refunded', refundedAt: change.at, refundId: change.refundId, refundSource: change.source, refundedCents: order.amountCents },
    `#status = :from AND transactionId = :transactionId${byShop ? ` AND ${NOT_HELD_BY_DISPUTE}` : ''}`,
    { ':from': order.status, ':transactionId': transactionId, ...(byShop && notHeldByDisputeValues) },
  );
  const withIt = auditPuts(change.audit);
  return order.status === 'paid' ? updateGivingStockBack(update, order, withIt) : conditionalUpdate(update, withIt);
}

/** Part of a paid or delivered order's payment came back (the provider's dashboard): the cents refunded so far, only ever growing. */
export function recordPartialRefund(orderId: string, transactionId: string, refundedCents: number): Promise<ChangeOutcome> {
  return conditionalUpdate(
    orderUpdate(
      orderId,
      { refundedCents },
      '#status IN (:paid, :delivered) AND transactionId = :transactionId AND (attribute_not_exists(refundedCents) OR refundedCents < :refundedCents)',
      {
        ':paid': 'paid' satisfies OrderStatus,
        ':delivered': 'delivered' satisfies OrderStatus,
        ':transactionId': transactionId,
        ':refundedCents': refundedCents,
      },
    ),
  );
}

/**
 * An admin's refund whose provider event was recorded first (as a 'provider' refund, stock
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

/**
 * A payment of an order that was not (or no longer) waiting for it, refunded in full before the
 * order recorded it as paid: 'Not paid' or 'cancelled' -> 'refunded', with that payment as the
 * order's. Either the order was cancelled before the payment arrived (the shop refunds it,
 * 'late-payment'), or the provider's refund event came before its payment event ('provider'). An
 * unpaid order's units go back to stock, and its owner's count of unpaid orders goes down, in the same
 * transaction; a cancelled one did both already.
 */
export function markUnpaidOrderRefunded(order: Order, transactionId: string, change: RefundChange): Promise<ChangeOutcome> {
  const update = orderUpdate(
    order._id,
    { status: 'refunded', transactionId, refundedAt: change.at, refundId: change.refundId, refundSource: change.source, refundedCents: order.amountCents },
    '#status = :from',
    { ':from': order.status },
    LEAVING_UNPAID,
  );
  if (order.status !== 'Not paid') return conditionalUpdate(update);
  return leavingUnpaid(order.userId, (counterItem) => updateGivingStockBack(update, order, [counterItem]));
}

/** Adds `value` to the order's list `attribute` unless it is there already (the condition makes a repeat change nothing). */
function appendOnce(orderId: string, attribute: 'extraPaymentsRefunded' | 'refusedEmailAddresses', value: string): Promise<ChangeOutcome> {
  return conditionalUpdate({
    TableName: tableName('orders'),
    Key: { _id: orderId },
    UpdateExpression: 'SET #list = list_append(if_not_exists(#list, :none), :value)',
    ConditionExpression: 'attribute_exists(#id) AND NOT contains(#list, :element)',
    ExpressionAttributeNames: { '#id': '_id', '#list': attribute },
    ExpressionAttributeValues: { ':none': [], ':value': [value], ':element': value },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
  });
}

/**
 * Another payment that succeeded for this order (a second tab, an intent made again) and was refunded
 * at once: the order lists it, once.
 */
export const recordExtraPaymentRefund = (orderId: string, transactionId: string) => appendOnce(orderId, 'extraPaymentsRefunded', transactionId);

/** An address the mail service refused for good: the order keeps it, and no later email of the order is sent to it. */
export const recordRefusedEmailAddress = (orderId: string, address: string) => appendOnce(orderId, 'refusedEmailAddresses', address);

/** The customer disputed the payment at their bank. */
export function markOrderDisputed(orderId: string, transactionId: string): Promise<ChangeOutcome> {
  return conditionalUpdate(orderUpdate(orderId, { disputed: true }, 'transactionId = :transactionId', { ':transactionId': transactionId }));
}

/** The bank settled the dispute: its outcome stays on the order (a closing that arrives before the opening flags the dispute too). */
export function markDisputeClosed(orderId: string, transactionId: string, outcome: DisputeOutcome): Promise<ChangeOutcome> {
  return conditionalUpdate(
    orderUpdate(orderId, { disputed: true, disputeOutcome: outcome }, 'transactionId = :transactionId AND attribute_not_exists(disputeOutcome)', {
      ':transactionId': transactionId,
    }),
  );
}

export interface Delivery {
  deliveredAt: string;
  carrier?: string;
  trackingNumber?: string;
}

/** 'paid' -> 'delivered' with the shipping details (never while a dispute holds the order), with its audit entry. */
export function markOrderShipped(orderId: string, delivery: Delivery, audit: AuditNote): Promise<ChangeOutcome> {
  const details = Object.fromEntries(Object.entries(delivery).filter(([, value]) => value !== undefined && value !== ''));
  const condition = `#status = :paid AND ${NOT_HELD_BY_DISPUTE}`;
  return conditionalUpdate(
    orderUpdate(orderId, { status: 'delivered', ...details }, condition, { ':paid': 'paid' satisfies OrderStatus, ...notHeldByDisputeValues }),
    [auditPut(audit)],
  );
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
