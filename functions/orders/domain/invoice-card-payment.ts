/** A company admin's card payment of an on-account invoice: started for the amount due, recorded from the provider's event like any payment, once. */
import { logger } from '../../platform/logger.js';
import { utcDate } from '../../trade/contract/credit-terms.js';
import type { PaymentIntentFacts } from '../gateways/payments-provider.js';
import { recordAccountPayment, type AccountPaymentDeps } from './record-account-payment.js';

/** The intent's metadata `kind`: tells the webhook the intent pays an invoice, not an unpaid order. */
export const INVOICE_PAYMENT_KIND = 'invoice';

/** The same invoice with the same amount paid so far gets the same intent: a retry or a second tab never charges twice. */
export const invoicePaymentIdempotencyKey = (orderId: string, paidCents: number, amountDueCents: number) =>
  `invoice-payment-${orderId}-${paidCents}-${amountDueCents}`;

/** The intent's id is the payment's id: an event delivered twice finds it recorded. */
export async function recordInvoiceCardPayment(deps: AccountPaymentDeps, intent: PaymentIntentFacts): Promise<'paid' | 'already-paid' | 'rejected'> {
  const orderId = intent.metadata.orderId!;
  try {
    const { outcome } = await recordAccountPayment(deps, orderId, {
      paymentId: intent.id,
      amountCents: intent.amount,
      reference: intent.id,
      receivedOn: utcDate(deps.now()),
      source: 'card',
    });
    return outcome === 'recorded' ? 'paid' : 'already-paid';
  } catch (error) {
    // Paid meanwhile by transfer (more than is now due) or cancelled: the shop must refund the card by hand.
    await logger.error('A card payment of an invoice could not be recorded: refund it', {
      orderId,
      paymentIntentId: intent.id,
      reason: (error as Error).message,
    });
    return 'rejected';
  }
}
