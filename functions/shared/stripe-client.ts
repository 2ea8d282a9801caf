/**
 * The one Stripe client of a function container, built from configuration: the secret key from
 * `secret('STRIPE_SECRET_KEY')`, and, when STRIPE_API_URL is set (local run, tests), the host, port
 * and protocol of the local stand-in, so the same SDK code path runs locally and in the cloud.
 */
import type Stripe from 'stripe';
import { secret, stripeApiUrl } from './config.js';

/** Pinned so that a Stripe account upgrade never changes the shapes this code reads. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

let sdk: Promise<typeof Stripe> | undefined;

/** The SDK itself, imported on first use: evaluating it at module init would slow every cold start. */
export function stripeSdk(): Promise<typeof Stripe> {
  sdk ??= import('stripe').then((module) => module.default);
  return sdk;
}

let cached: { settings: string; client: Stripe } | undefined;

export async function stripeClient(): Promise<Stripe> {
  const [apiKey, StripeSdk] = await Promise.all([secret('STRIPE_SECRET_KEY'), stripeSdk()]);
  const url = stripeApiUrl();
  const settings = `${apiKey} ${url?.href ?? 'api.stripe.com'}`;
  if (cached?.settings !== settings) {
    cached = {
      settings,
      client: new StripeSdk(apiKey, {
        apiVersion: STRIPE_API_VERSION,
        maxNetworkRetries: 1,
        timeout: 8_000,
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
