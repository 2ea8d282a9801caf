/** Each function's timeout, from the time budgets of the outside calls it makes (functions/platform/time-budgets.ts). */
import { Duration } from 'aws-cdk-lib';
import type { FunctionGrants } from '../../functions/manifest.js';
import { PAYMENT_ROUTE_TIMEOUT_SECONDS, ROUTE_TIMEOUT_SECONDS, TRIGGER_TIMEOUT_SECONDS } from '../../functions/platform/time-budgets.js';

export function timeoutFor(fn: FunctionGrants): Duration {
  // Only routes have an access level (manifest.ts).
  if (fn.access === undefined) return Duration.seconds(TRIGGER_TIMEOUT_SECONDS);
  return Duration.seconds(fn.integrations?.includes('stripe') ? PAYMENT_ROUTE_TIMEOUT_SECONDS : ROUTE_TIMEOUT_SECONDS);
}
