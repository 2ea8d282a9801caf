/** The only Stripe resources the client offers and the SDK layer builds, so a call to another fails to compile. */
export const STRIPE_RESOURCES = ['paymentIntents', 'refunds'] as const;

export type StripeResourceName = (typeof STRIPE_RESOURCES)[number];
