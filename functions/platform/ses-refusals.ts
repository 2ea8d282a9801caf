// Sandbox and unverified-sender refusals are MessageRejected, but the email is fine once SES is fixed: they wait.
// Only a malformed address or another rejection of the message is final.
const WAITING_NAMES = new Set(['SendingPausedException', 'AccountSuspendedException', 'MailFromDomainNotVerifiedException']);
const WAITING_MESSAGE = /not verified|sandbox|not authorized to send/i;

/** SES refused for now: retried, and the EmailsWaiting alarm tells someone to fix SES. */
export class EmailDeferredError extends Error {
  override readonly name = 'EmailDeferredError';
}

export function isWaitingRefusal(name: string, message: string): boolean {
  return WAITING_NAMES.has(name) || (name === 'MessageRejected' && WAITING_MESSAGE.test(message));
}
