/**
 * The card step of a payment against the stand-in, done as the local pay page does it from the
 * browser: only the PaymentIntent's client secret and a test card, no secret key.
 */
export interface CardConfirmation {
  status: number;
  /** The PaymentIntent id (the part of the client secret before `_secret_`). */
  id: string;
  /** The PaymentIntent as confirmed, or the stand-in's error. */
  body: { status?: string; error?: { message: string; code: string } } & Record<string, unknown>;
}

export const VISA_OK = '4242424242424242';

export async function confirmCardAtStandIn(paymentUrl: string, clientSecret: string, cardNumber: string): Promise<CardConfirmation> {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const response = await fetch(`${paymentUrl}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': cardNumber,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '34',
      'payment_method_data[card][cvc]': '123',
    }),
  });
  return { status: response.status, id, body: (await response.json()) as CardConfirmation['body'] };
}
