import { tableName } from '../../platform/config.js';
import { db } from '../../platform/db.js';
import { ORDERS_BY_HOLD_EXPIRY_INDEX } from '../../platform/table-names.js';
import type { AccountPayment, CancelReason, DisputeOutcome, Order, RefundSource } from '../contract/order.js';
import { orderReader } from './order-reader.js';
import { auditPut, auditPuts, type AuditNote } from '../../platform/audit-trail.js';
import { writeChange, type ChangeOutcome } from './order-writes.js';

export { statusOf, type ChangeOutcome, type FailedItem } from './order-writes.js';

/** The constant partition of the sparse byHoldExpiry index: only unpaid orders carry it. */
export const HOLD_KEY = 'hold';

export interface CancelChange {
  reason: CancelReason;
  at: string;
  /** An admin's cancel and an expired hold are audited; the owner's own cancel is not. */
  audit?: AuditNote;
}

/** Conditioned on its PaymentIntent still being the one the caller saw: the caller cancels that one. */
export function cancelUnpaidOrder(order: Order, change: CancelChange): Promise<ChangeOutcome> {
  return writeChange(change.reason === 'hold-expired' ? 'expire' : 'cancel', order._id, {
    order,
    // An unpaid order gives its stock back; one awaiting approval holds none.
    pinStatus: true,
    params: { intentRead: order.paymentIntentId, paidRead: order.paidCents },
    set: { cancelledAt: change.at, cancelReason: change.reason },
    withIt: auditPuts(change.audit),
  });
}

/** A payment of an on-account invoice, once by its id, on the paid cents read; the last one sets `paidAt`. The balance moves with it. */
export function writeAccountPayment(order: Order, payment: AccountPayment, audit?: AuditNote): Promise<ChangeOutcome> {
  const paidRead = order.paidCents ?? 0;
  const paidCents = paidRead + payment.amountCents;
  return writeChange('recordAccountPayment', order._id, {
    order,
    pinStatus: true,
    params: { paidRead, paymentId: payment.paymentId, paymentCents: payment.amountCents },
    set: { paidCents, ...(paidCents >= order.amountCents && { paidAt: payment.recordedAt }) },
    appendLists: { accountPayments: [payment], paymentIds: [payment.paymentId] },
    withIt: auditPuts(audit),
  });
}

/** Replaces only `previous`, so cancelling the order can cancel the intent. */
export const recordPaymentIntent = (orderId: string, paymentIntentId: string, previous: string | undefined): Promise<ChangeOutcome> =>
  writeChange('attachPaymentIntent', orderId, { params: { previousIntent: previous }, set: { paymentIntentId } });

export const recordPaymentError = (orderId: string, message: string): Promise<ChangeOutcome> =>
  writeChange('recordPaymentError', orderId, { set: { lastPaymentError: message } });

export interface RefundChange {
  /** Unknown for a refund made in the provider's dashboard. */
  refundId?: string;
  at: string;
  source: RefundSource;
  audit?: AuditNote;
}

export function markOrderRefunded(order: Order, transactionId: string, change: RefundChange): Promise<ChangeOutcome> {
  return writeChange(change.source === 'admin' ? 'refund' : 'providerRefund', order._id, {
    order,
    pinStatus: true,
    params: { transactionId },
    set: { refundedAt: change.at, refundId: change.refundId, refundSource: change.source, refundedCents: order.amountCents },
    withIt: auditPuts(change.audit),
  });
}

export const recordPartialRefund = (orderId: string, transactionId: string, refundedCents: number): Promise<ChangeOutcome> =>
  writeChange('partialRefund', orderId, { params: { transactionId, refundedCents }, set: { refundedCents } });

export function claimProviderRefund(
  orderId: string,
  transactionId: string,
  change: RefundChange & { refundId: string; audit?: AuditNote },
): Promise<ChangeOutcome> {
  return writeChange('claimProviderRefund', orderId, {
    params: { transactionId },
    set: { refundId: change.refundId, refundSource: change.source },
    withIt: change.audit ? [auditPut(change.audit)] : [],
  });
}

/** The order was cancelled before the payment arrived, or the refund event came first. */
export function markUnpaidOrderRefunded(order: Order, transactionId: string, change: RefundChange): Promise<ChangeOutcome> {
  return writeChange('refundUnrecordedPayment', order._id, {
    order,
    pinStatus: true,
    set: { transactionId, refundedAt: change.at, refundId: change.refundId, refundSource: change.source, refundedCents: order.amountCents },
  });
}

/** Another payment that succeeded for this order (a second tab, an intent made again), refunded at once: listed once. */
export const recordExtraPaymentRefund = (orderId: string, transactionId: string): Promise<ChangeOutcome> =>
  writeChange('recordExtraPaymentRefund', orderId, { params: { transactionId }, append: { attribute: 'extraPaymentsRefunded', value: transactionId } });

export const recordRefusedEmailAddress = (orderId: string, address: string): Promise<ChangeOutcome> =>
  writeChange('recordRefusedEmailAddress', orderId, { params: { address }, append: { attribute: 'refusedEmailAddresses', value: address } });

export const markOrderDisputed = (orderId: string, transactionId: string): Promise<ChangeOutcome> =>
  writeChange('openDispute', orderId, { params: { transactionId }, set: { disputed: true } });

export const markDisputeClosed = (orderId: string, transactionId: string, outcome: DisputeOutcome): Promise<ChangeOutcome> =>
  writeChange('closeDispute', orderId, { params: { transactionId }, set: { disputed: true, disputeOutcome: outcome } });

export interface Delivery {
  deliveredAt: string;
  carrier?: string;
  trackingNumber?: string;
}

export function markOrderShipped(orderId: string, delivery: Delivery, audit: AuditNote): Promise<ChangeOutcome> {
  const details = Object.fromEntries(Object.entries(delivery).filter(([, value]) => value !== undefined && value !== ''));
  return writeChange('deliver', orderId, { set: details, withIt: [auditPut(audit)] });
}

/** A Query on the sparse index, never a Scan. */
export async function listExpiredHolds(now: string, limit: number): Promise<Order[]> {
  const { Items } = await db.query({
    TableName: tableName('orders'),
    IndexName: ORDERS_BY_HOLD_EXPIRY_INDEX,
    KeyConditionExpression: 'holdKey = :hold AND holdExpiresAt <= :now',
    ExpressionAttributeValues: { ':hold': HOLD_KEY, ':now': now },
    Limit: limit,
  });
  const { readOrder } = await orderReader();
  return (Items ?? []).map((item) => readOrder(item));
}

/** A company admin declines an order awaiting approval. */
export const declineAwaitingOrder = (orderId: string, decline: { at: string; by: string; reason?: string }): Promise<ChangeOutcome> =>
  writeChange('declineApproval', orderId, {
    set: { declinedAt: decline.at, declinedBy: decline.by, ...(decline.reason !== undefined && { declineReason: decline.reason }) },
  });
