/**
 * Each route's own throttle on the HTTP API's stage (API Gateway's route settings): a flood of one
 * route answers 429 on that route only, so it cannot take the shop or the provider's webhook down
 * with it. The routes that cost the most or that abuse aims at (login, ordering, payment intents)
 * get less; the webhook keeps a share of its own, large enough for the provider's bursts of retries.
 * The WAF's per-IP rules (web-firewall.ts) stop a single client long before these.
 */
import type { ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import type { RouteDefinition } from '../../functions/manifest.js';

export type RouteThrottle = Required<ThrottleSettings>;

/** Requests per second (and bursts) of every route not listed below. */
export const DEFAULT_ROUTE_THROTTLE: RouteThrottle = { rateLimit: 50, burstLimit: 100 };

/** Handlers with a throttle of their own. */
export const ROUTE_THROTTLES: Readonly<Record<string, RouteThrottle>> = {
  login: { rateLimit: 10, burstLimit: 20 },
  'create-order': { rateLimit: 10, burstLimit: 20 },
  // POST /orders: limited like PUT /purchase.
  'place-order': { rateLimit: 10, burstLimit: 20 },
  'create-payment-intent': { rateLimit: 10, burstLimit: 20 },
  'stripe-webhook': { rateLimit: 25, burstLimit: 50 },
};

export const throttleOf = (route: Pick<RouteDefinition, 'handler'>): RouteThrottle => ROUTE_THROTTLES[route.handler] ?? DEFAULT_ROUTE_THROTTLE;
