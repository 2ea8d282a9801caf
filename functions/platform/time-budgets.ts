// Each outside call's whole budget ends before its function's timeout, with room for the writes after it:
// otherwise Lambda could stop a function after a refund and before the order recorded it.

export const STRIPE_CALL = { attemptTimeoutMs: 3_000, networkRetries: 1 } as const;
/** The Stripe SDK waits 0.5 s before its first retry and at most 5 s before any later one. */
const stripeRetryPauseMs = (retry: number) => Math.min(500 * 2 ** (retry - 1), 5_000);

export const SES_CALL = { attemptTimeoutMs: 3_000, maxAttempts: 2 } as const;
/** The SDK's first retry pause is well under 1 s (100 ms base, jittered, times 2). */
const SES_RETRY_PAUSE_MS = 1_000;

/** The longest a call may take, all attempts and pauses included. */
export const STRIPE_CALL_BUDGET_MS =
  (STRIPE_CALL.networkRetries + 1) * STRIPE_CALL.attemptTimeoutMs +
  Array.from({ length: STRIPE_CALL.networkRetries }, (_, i) => stripeRetryPauseMs(i + 1)).reduce((sum, pause) => sum + pause, 0);
export const SES_CALL_BUDGET_MS = SES_CALL.maxAttempts * SES_CALL.attemptTimeoutMs + (SES_CALL.maxAttempts - 1) * SES_RETRY_PAUSE_MS;

/** Kept free after the last outside call: reading the order again and the writes that record what the call did. */
export const WRITES_ROOM_MS = 3_000;

export const ROUTE_TIMEOUT_SECONDS = 10;
/** A route that calls the payment provider: its longest path makes two calls (create and cancel, retrieve and refund). */
export const PAYMENT_ROUTE_TIMEOUT_SECONDS = 20;
/** The stream and schedule functions: they stop taking new work while less than one call and its writes remain. */
export const TRIGGER_TIMEOUT_SECONDS = 60;

/** The most payment-provider calls one request of a payment route makes one after another. */
export const PROVIDER_CALLS_PER_REQUEST = 2;

/** The time a run must still have before it starts one more outside call and its writes (schedules and streams check it per item). */
export const timeNeededForOneMoreCall = (callBudgetMs: number) => callBudgetMs + WRITES_ROOM_MS;
