/** The card step of a payment in the local stack, done as the pay page does it from the browser. */
import { inject } from 'vitest';
import { confirmCardAtStandIn as confirmAt, type CardConfirmation } from '../../infra/local/stripe-stand-in/card-confirmation.js';

export type { CardConfirmation };

/** Confirms the PaymentIntent at the Stripe stand-in with only its client secret and a test card. */
export const confirmCardAtStandIn = (clientSecret: string, cardNumber: string): Promise<CardConfirmation> =>
  confirmAt(inject('localStack').paymentUrl, clientSecret, cardNumber);
