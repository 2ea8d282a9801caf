/**
 * Log messages the stack's alarms count (metric filters on the functions' log groups,
 * infra/constructs/operations-monitoring.ts): change one here and the alarm follows.
 */
/** A route's handler failed and answered 500 (Lambda's Errors metric never sees it). */
export const UNHANDLED_ERROR_MESSAGE = 'Unhandled error';
/** A payment arrived for an order already cancelled: the shop refunded it at once. */
export const LATE_PAYMENT_MESSAGE = 'Payment arrived after cancel: refunded';
/** SES refused an email for now (its sandbox, a sender not verified yet): retried, and alarmed (EmailsWaiting). */
export const EMAIL_DEFERRED_MESSAGE = 'Email deferred: SES refused it for now';
