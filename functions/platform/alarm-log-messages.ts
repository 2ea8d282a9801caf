/** Counted by the alarms' metric filters: change one here and the alarm follows. */
/** A route's handler failed and answered 500 (Lambda's Errors metric never sees it). */
export const UNHANDLED_ERROR_MESSAGE = 'Unhandled error';
export const LATE_PAYMENT_MESSAGE = 'Payment arrived after cancel: refunded';
/** SES refused for now (sandbox, unverified sender): retried, and alarmed. */
export const EMAIL_DEFERRED_MESSAGE = 'Email deferred: SES refused it for now';
