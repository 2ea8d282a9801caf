/**
 * Finding: a Stripe call could take 8 s x 2 attempts inside a 10 s function, so Lambda could stop
 * a refund after the provider refunded and before the order recorded it. Every outside call's whole
 * budget must end before its function's timeout in the synthesized template, with room for the writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, triggers, type FunctionGrants } from '../../functions/manifest.js';
import {
  PROVIDER_CALLS_PER_REQUEST,
  SES_CALL_BUDGET_MS,
  STRIPE_CALL_BUDGET_MS,
  timeNeededForOneMoreCall,
  WRITES_ROOM_MS,
} from '../../functions/platform/time-budgets.js';
import { synthesizeStorefront, type TemplateJson } from './support/synthesize-storefront.js';
import { apiFunctionFor, triggerFunctionFor } from './support/template-queries.js';

let json: TemplateJson;
let cleanup = () => {};
afterAll(() => cleanup());
beforeAll(() => {
  ({ templateJson: json, cleanup } = synthesizeStorefront());
});

/** API Gateway's HTTP API waits at most 30 s for its integration. */
const HTTP_API_INTEGRATION_LIMIT_SECONDS = 30;
const uses = (fn: FunctionGrants, integration: 'stripe' | 'email') => fn.integrations?.includes(integration) === true;

describe('time budgets against the template', () => {
  it("gives every route that calls the payment provider time for its longest path of provider calls and the writes after them, within API Gateway's limit", () => {
    const payment = routes.filter((route) => uses(route, 'stripe'));
    expect(payment.map((route) => route.handler)).toContain('refund-order');
    for (const route of payment) {
      const timeoutMs = apiFunctionFor(json, route).properties.Timeout * 1000;
      expect(PROVIDER_CALLS_PER_REQUEST * STRIPE_CALL_BUDGET_MS + WRITES_ROOM_MS, route.handler).toBeLessThanOrEqual(timeoutMs);
      expect(timeoutMs, route.handler).toBeLessThan(HTTP_API_INTEGRATION_LIMIT_SECONDS * 1000);
    }
  });

  it('gives every route that sends email time for one send and its writes', () => {
    for (const route of routes.filter((entry) => uses(entry, 'email'))) {
      expect(SES_CALL_BUDGET_MS + WRITES_ROOM_MS, route.handler).toBeLessThanOrEqual(apiFunctionFor(json, route).properties.Timeout * 1000);
    }
  });

  it('gives every stream and schedule function time for at least one outside call and its writes (they stop taking work when less remains)', () => {
    for (const trigger of triggers) {
      const timeoutMs = triggerFunctionFor(json, trigger).properties.Timeout * 1000;
      const budgets = [uses(trigger, 'stripe') && STRIPE_CALL_BUDGET_MS, uses(trigger, 'email') && SES_CALL_BUDGET_MS].filter((ms) => ms !== false);
      for (const budget of budgets) expect(timeNeededForOneMoreCall(budget), trigger.handler).toBeLessThan(timeoutMs);
    }
  });

  it('counts every attempt and the pause between them in a call budget', () => {
    // 2 attempts of 3 s and the SDK's 0.5 s pause; 2 SES attempts of 3 s and a pause of at most 1 s.
    expect(STRIPE_CALL_BUDGET_MS).toBe(6_500);
    expect(SES_CALL_BUDGET_MS).toBe(7_000);
  });
});
