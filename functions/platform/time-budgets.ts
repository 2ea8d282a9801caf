/**
 * How long the calls outside AWS may take, and how long each function may run: every outside call's
 * whole budget (all its attempts and the pauses between them) ends before its function's timeout,
 * with room left for the writes that follow it. Otherwise Lambda could stop a function after the
 * provider refunded a payment and before the order recorded it. The functions' clients are built
 * from these numbers, the CDK stack sets the timeouts from them, and test/infra/time-budgets.test.ts
 * checks the synthesized template against them.
 */

/** The Stripe client (shared/stripe-client.ts): each attempt's time limit and the retries after a network failure. */
export const STRIPE_CALL = { attemptTimeoutMs: 3_000, networkRetries: 1 } as const;
/** The Stripe SDK waits 0.5 s before its first retry and at most 5 s before any later one. */
const stripeRetryPauseMs = (retry: number) => Math.min(500 * 2 ** (retry - 1), 5_000);

/** The SES client (repositories/email-sender.ts): each attempt's time limit and the attempts in all. */
export const SES_CALL = { attemptTimeoutMs: 3_000, maxAttempts: 2 } as const;
/** The SDK's standard retry waits at most 20 s; its first retry's pause is well under 1 s (100 ms base, jittered, times 2). */
const SES_RETRY_PAUSE_MS = 1_000;

/** The longest a call may take, all attempts and pauses included. */
export const STRIPE_CALL_BUDGET_MS =
  (STRIPE_CALL.networkRetries + 1) * STRIPE_CALL.attemptTimeoutMs +
  Array.from({ length: STRIPE_CALL.networkRetries }, (_, i) => stripeRetryPauseMs(i + 1)).reduce((sum, pause) => sum + pause, 0);
export const SES_CALL_BUDGET_MS = SES_CALL.maxAttempts * SES_CALL.attemptTimeoutMs + (SES_CALL.maxAttempts - 1) * SES_RETRY_PAUSE_MS;

/** Kept free after the last outside call: reading the order again and the writes that record what the call did. */
export const WRITES_ROOM_MS = 3_000;

/** A route that calls no outside service answers well within this. */
export const ROUTE_TIMEOUT_SECONDS = 10;
/** A route that calls the payment provider: its longest path makes two calls (create and cancel, retrieve and refund). */
export const PAYMENT_ROUTE_TIMEOUT_SECONDS = 20;
/** The stream and schedule functions: they stop taking new work while less than one call and its writes remain. */
export const TRIGGER_TIMEOUT_SECONDS = 60;

/** The most payment-provider calls one request of a payment route makes one after another. */
export const PROVIDER_CALLS_PER_REQUEST = 2;

/** The time a run must still have before it starts one more outside call and its writes (schedules and streams check it per item). */
export const timeNeededForOneMoreCall = (callBudgetMs: number) => callBudgetMs + WRITES_ROOM_MS;
