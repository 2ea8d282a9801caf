import { PaymentProviderError, paymentIntentIdOf } from './payment-provider-error';

export interface CardDetails {
  number: string;
  /** 1-12 */
  expMonth: string;
  /** Two or four digits */
  expYear: string;
  cvc: string;
}

/**
 * What Stripe.js does in the cloud, against the local card-payment stand-in: confirms the
 * PaymentIntent straight from the browser with its client secret (the card never reaches our API).
 */
export async function confirmWithLocalStandIn(localPaymentUrl: string, clientSecret: string, card: CardDetails, publishableKey?: string): Promise<string> {
  const id = paymentIntentIdOf(clientSecret);
  const form = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number.replace(/\D/g, ''),
    'payment_method_data[card][exp_month]': card.expMonth,
    'payment_method_data[card][exp_year]': card.expYear,
    'payment_method_data[card][cvc]': card.cvc,
  });
  if (publishableKey) form.set('key', publishableKey);

  let response: Response;
  try {
    response = await fetch(`${localPaymentUrl.replace(/\/+$/, '')}/v1/payment_intents/${encodeURIComponent(id)}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
  } catch {
    throw new PaymentProviderError('Cannot reach the card payment service. Please try again.');
  }
  const body = (await response.json().catch(() => ({}))) as { status?: string; id?: string; error?: { message?: string } };
  if (!response.ok) throw new PaymentProviderError(body.error?.message ?? `The payment failed (HTTP ${response.status})`);
  if (body.status !== 'succeeded') throw new PaymentProviderError('The payment was not completed. Please try again.');
  return body.id ?? id;
}
