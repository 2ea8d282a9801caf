/**
 * The Stripe API resources the shop calls. The one list of them: the functions' Stripe client
 * offers only these (stripe-client.ts), and the Stripe SDK layer builds only these
 * (infra/constructs/stripe-sdk-trim.ts), so a call to another resource fails to compile instead of
 * failing in the cloud. Add a resource here before calling it.
 */
export const STRIPE_RESOURCES = ['paymentIntents', 'refunds'] as const;

export type StripeResourceName = (typeof STRIPE_RESOURCES)[number];
