import type { Caller } from '../../platform/app-token.js';
import { ConflictError } from '../../platform/errors.js';
import type { PaymentIntentFacts } from '../gateways/payments-provider.js';
import { ownOrderForPayment } from './payment-order-access.js';
import { isRecordedPayment, recordSucceededPayment, type RecordPaymentDeps, type RecordPaymentResult } from './record-payment.js';

export interface ConfirmPaymentDeps extends RecordPaymentDeps {
  retrievePaymentIntent(id: string): Promise<PaymentIntentFacts | undefined>;
}

/** Marked paid only once the provider itself says this payment succeeded for this order and amount. */
export async function confirmPayment(deps: ConfirmPaymentDeps, caller: Caller, orderId: string, transactionId: string): Promise<RecordPaymentResult> {
  const order = await ownOrderForPayment(deps.getOrder, caller, orderId);
  if (isRecordedPayment(order, transactionId) && order.status !== 'refunded') return { outcome: 'already-paid', order };
  const intent = await deps.retrievePaymentIntent(transactionId);
  if (!intent) throw new ConflictError('The payment provider has no payment with this transactionId');
  const result = await recordSucceededPayment(deps, order, intent);
  if (result.outcome !== 'refunded') return result;
  if (result.order.transactionId !== transactionId) {
    const why = result.order.status === 'Not paid' ? 'This payment does not match the order total' : `This order is already ${result.order.status}`;
    throw new ConflictError(`${why}: this payment was refunded`);
  }
  if (result.order.refundSource === 'late-payment') throw new ConflictError('This order was cancelled before the payment arrived: the payment was refunded');
  throw new ConflictError('This payment was refunded');
}
