/** An order paid on account: allowed by the company's terms, refused while it is on hold or would pass its credit limit. */
import { ConflictError, ForbiddenError } from '../../platform/errors.js';
import type { Order } from '../contract/order.js';
import type { OrderTerms } from '../../trade/contract/trade-price.js';
import { dueAtOf, isOnHold, NO_TERMS_MESSAGE, ON_HOLD_MESSAGE, overCreditLimitMessage, utcDate } from '../../trade/contract/credit-terms.js';
import type { CreditLedger } from '../../trade/store/credit-ledger-repository.js';

export type PaymentTerms = NonNullable<OrderTerms['paymentTerms']>;

/** 403 unless the caller's approved company has payment terms. */
export function paymentTermsOf(terms: OrderTerms | undefined): PaymentTerms {
  if (!terms?.paymentTerms) throw new ForbiddenError(NO_TERMS_MESSAGE);
  return terms.paymentTerms;
}

export const overCreditLimit = (limitCents: number, balanceCents: number) => new ConflictError(overCreditLimitMessage(limitCents - balanceCents));

/**
 * The order as it goes on account, its invoice issued now (the number follows from the same sequence
 * as every invoice): checked against the ledger as read; the write checks the limit again.
 */
export function onAccountOrder(placed: Order, paymentTerms: PaymentTerms, ledger: CreditLedger, daySeconds: number): Order {
  const now = new Date(placed.createdAt);
  if (isOnHold(ledger.openDueAts, now, daySeconds)) throw new ConflictError(ON_HOLD_MESSAGE);
  if (ledger.balanceCents + placed.amountCents > paymentTerms.creditLimitCents) throw overCreditLimit(paymentTerms.creditLimitCents, ledger.balanceCents);
  const { holdExpiresAt: _noHold, ...order } = placed;
  const dueAt = dueAtOf(now, paymentTerms.netDays, daySeconds);
  return {
    ...order,
    status: 'On account',
    payment: 'account',
    invoiceDate: utcDate(now),
    netDays: paymentTerms.netDays,
    dueAt: dueAt.toISOString(),
    dueDate: utcDate(dueAt),
    paidCents: 0,
  };
}
