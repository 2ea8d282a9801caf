/** A company admin starts paying an on-account invoice by card: the whole amount still due. */
import type { Caller } from '../../platform/app-token.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { Order } from '../../orders/contract/order.js';
import type { NewPaymentIntent } from '../../orders/gateways/payments-provider.js';
import { INVOICE_PAYMENT_KIND, invoicePaymentIdempotencyKey } from '../../orders/domain/invoice-card-payment.js';
import { MINIMUM_CHARGE_CENTS } from '../../orders/domain/create-payment-intent.js';
import { PAYMENT_CURRENCY } from '../../orders/domain/record-payment.js';
import { mayStartFrom } from '../../orders/contract/lifecycle.js';
import { amountDueCents, NOT_ON_ACCOUNT_MESSAGE } from '../../trade/contract/credit-terms.js';
import type { MembershipDeps } from '../../trade/domain/members.js';
import { NOTHING_DUE_MESSAGE } from '../contract/receivables-messages.js';
import { companyAdminAccount } from './statement.js';

export interface InvoiceCardPaymentDeps extends MembershipDeps {
  getOrder(orderId: string): Promise<Order | undefined>;
  createPaymentIntent(input: NewPaymentIntent): Promise<{ id: string; clientSecret: string }>;
}

/** Another company's invoice is not found, as any order that is not the caller's company's. */
export async function startInvoiceCardPayment(
  deps: InvoiceCardPaymentDeps,
  caller: Caller,
  orderId: string,
): Promise<{ clientSecret: string; amountCents: number }> {
  const company = await companyAdminAccount(deps, caller);
  const order = await deps.getOrder(orderId);
  if (!order || order.companyId !== company.companyId || order.payment !== 'account' || !mayStartFrom('recordAccountPayment', order.status)) {
    throw new NotFoundError(NOT_ON_ACCOUNT_MESSAGE);
  }
  const paidCents = order.paidCents ?? 0;
  const amountCents = amountDueCents({ amountCents: order.amountCents, paidCents });
  if (amountCents === 0) throw new ConflictError(NOTHING_DUE_MESSAGE);
  if (amountCents < MINIMUM_CHARGE_CENTS) throw new ConflictError('The amount due is below the minimum card payment of $0.50');
  const { clientSecret } = await deps.createPaymentIntent({
    orderId: order._id,
    amountCents,
    currency: PAYMENT_CURRENCY,
    idempotencyKey: invoicePaymentIdempotencyKey(order._id, paidCents, amountCents),
    kind: INVOICE_PAYMENT_KIND,
  });
  return { clientSecret, amountCents };
}
