/**
 * Which SES refusals wait and which are final. While the account is in SES's sandbox (a recipient
 * not verified) or the sender is not verified yet, SES answers MessageRejected, but the email is
 * fine: it goes out once someone fixes SES. Those are retried and alarmed (EmailsWaiting), never
 * recorded as refused. A paused or suspended account waits too. Only what can never pass is final:
 * a malformed address (BadRequestException) and any other rejection of the message (a hard-bounced
 * or suppressed address among them).
 */
const WAITING_NAMES = new Set(['SendingPausedException', 'AccountSuspendedException', 'MailFromDomainNotVerifiedException']);
const WAITING_MESSAGE = /not verified|sandbox|not authorized to send/i;

/** SES refused for now: retried, and the EmailsWaiting alarm tells someone to fix SES. */
export class EmailDeferredError extends Error {
  override readonly name = 'EmailDeferredError';
}

export function isWaitingRefusal(name: string, message: string): boolean {
  return WAITING_NAMES.has(name) || (name === 'MessageRejected' && WAITING_MESSAGE.test(message));
}
