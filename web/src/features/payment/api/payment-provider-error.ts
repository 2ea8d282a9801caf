/** A refusal from the card payment provider; its message is the provider's, shown as is. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** The PaymentIntent id inside a client secret (`pi_..._secret_...`). */
export const paymentIntentIdOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? clientSecret;
