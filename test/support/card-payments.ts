/** The card step of a payment in the local stack, done as the pay page does it from the browser. */
import { inject } from 'vitest';

export interface CardConfirmation {
  status: number;
  /** The PaymentIntent id (the part of the client secret before `_secret_`). */
  id: string;
  body: { status?: string; error?: { message: string; code: string } };
}

/** Confirms the PaymentIntent at the Stripe stand-in with only its client secret and a test card. */
export async function confirmCardAtStandIn(clientSecret: string, cardNumber: string): Promise<CardConfirmation> {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const response = await fetch(`${inject('localStack').paymentUrl}/v1/payment_intents/${id}/confirm`, {
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
