/**
 * A payment of an on-account invoice, whoever records it: a shop admin (a transfer received) or the
 * provider's event of a company admin's card payment. Each is written once by its id, on the paid
 * cents read, with the company's balance in the same transaction (lifecycle: recordAccountPayment).
 */
import { BadRequestError, ConflictError, NotFoundError, ServiceUnavailableError } from '../../platform/errors.js';
import type { AuditNote } from '../../platform/audit-trail.js';
import { amountDueCents, MORE_THAN_DUE_MESSAGE, NOT_ON_ACCOUNT_MESSAGE } from '../../trade/contract/credit-terms.js';
import type { AccountPayment, Order } from '../contract/order.js';
import type { ChangeOutcome } from '../store/order-lifecycle-repository.js';
import { mayStartFrom } from '../contract/lifecycle.js';

export interface AccountPaymentDeps {
  getOrder(id: string): Promise<Order | undefined>;
  writeAccountPayment(order: Order, payment: AccountPayment, audit?: AuditNote): Promise<ChangeOutcome>;
  now(): Date;
}

export type NewAccountPayment = Omit<AccountPayment, 'recordedAt'>;

export type AccountPaymentResult = { outcome: 'recorded' | 'already-recorded'; order: Order };

/** How often a payment is tried again on the invoice read again after another change raced it. */
const ATTEMPTS = 3;

/** The order after the payment, as written. */
function paidWith(order: Order, payment: AccountPayment): Order {
  const paidCents = (order.paidCents ?? 0) + payment.amountCents;
  return {
    ...order,
    paidCents,
    accountPayments: [...(order.accountPayments ?? []), payment],
    ...(paidCents >= order.amountCents && { paidAt: payment.recordedAt }),
  };
}

/** 404 unless the order is on account; 409 once it is cancelled; 400 naming amountCents for more than is due. */
export async function recordAccountPayment(
  deps: AccountPaymentDeps,
  orderId: string,
  payment: NewAccountPayment,
  audit?: (order: Order, after: Order) => AuditNote,
): Promise<AccountPaymentResult> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const order = await deps.getOrder(orderId);
    if (!order || order.payment !== 'account' || order.status === 'Awaiting approval' || order.status === 'Declined') {
      throw new NotFoundError(NOT_ON_ACCOUNT_MESSAGE);
    }
    if (order.accountPayments?.some((earlier) => earlier.paymentId === payment.paymentId)) return { outcome: 'already-recorded', order };
    if (!mayStartFrom('recordAccountPayment', order.status)) throw new ConflictError(`This order is ${order.status}: its invoice takes no payment`);
    if (payment.amountCents > amountDueCents({ amountCents: order.amountCents, paidCents: order.paidCents ?? 0 })) {
      throw BadRequestError.forField('amountCents', MORE_THAN_DUE_MESSAGE);
    }
    const recorded: AccountPayment = { ...payment, recordedAt: deps.now().toISOString() };
    const after = paidWith(order, recorded);
    const outcome = await deps.writeAccountPayment(order, recorded, audit?.(order, after));
    if (outcome.changed) return { outcome: 'recorded', order: after };
  }
  throw new ServiceUnavailableError('The invoice kept changing while the payment was recorded: try again');
}
