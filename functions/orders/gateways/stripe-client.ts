/** With STRIPE_API_URL (local, tests) the same SDK code path talks to the local stand-in. */
import type Stripe from 'stripe';
import { secret, stripeApiUrl } from '../../platform/config.js';
import { loadedBesideFirstRead } from '../../platform/beside-first-read.js';
import type { StripeResourceName } from './stripe-resources.js';
import { STRIPE_CALL } from '../../platform/time-budgets.js';

/** Pinned so that a Stripe account upgrade never changes the shapes this code reads. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export type ShopStripeClient = Pick<Stripe, StripeResourceName>;

/** The SDK (from the layer) loads beside the request's first DynamoDB call, not at init (platform/beside-first-read.ts). */
export const stripeSdk = loadedBesideFirstRead(async () => (await import('stripe')).default);

let cached: { settings: string; client: ShopStripeClient } | undefined;

export async function stripeClient(): Promise<ShopStripeClient> {
  const [apiKey, StripeSdk] = await Promise.all([secret('STRIPE_SECRET_KEY'), stripeSdk()]);
  const url = stripeApiUrl();
  const settings = `${apiKey} ${url?.href ?? 'api.stripe.com'}`;
  if (cached?.settings !== settings) {
    cached = {
      settings,
      client: new StripeSdk(apiKey, {
        apiVersion: STRIPE_API_VERSION,
        maxNetworkRetries: STRIPE_CALL.networkRetries,
        timeout: STRIPE_CALL.attemptTimeoutMs,
        telemetry: false,
        ...(url && {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }),
      }),
    };
  }
  return cached.client;
}

export async function webhookSecret(): Promise<string> {
  return secret('STRIPE_WEBHOOK_SECRET');
}
