import { logger } from '../../platform/logger.js';
import { SES_CALL_BUDGET_MS, timeNeededForOneMoreCall, TRIGGER_TIMEOUT_SECONDS } from '../../platform/time-budgets.js';
import type { Order } from '../contract/order.js';
import { EmailRefusedError } from '../../platform/email-sender.js';
import type { ClaimOutcome, EmailClaim, EmailState } from '../store/sent-emails-repository.js';
import { forEachOrderChange, type OrderChange } from '../store/order-stream.js';
import { EmailDeferredError } from '../../platform/ses-refusals.js';
import { EMAIL_DEFERRED_MESSAGE } from '../../platform/alarm-log-messages.js';
import { emailsForChange, type OrderEmailKind, type OutgoingEmail } from './order-emails.js';
import { countBusinessEvent } from '../../platform/metrics.js';

export type { OrderChange };

export interface SendOrderEmailsDeps {
  sendEmail(email: OutgoingEmail): Promise<void>;
  admins(): string[];
  claimEmail(claim: EmailClaim): Promise<ClaimOutcome>;
  settleEmail(key: string, state: Exclude<EmailState, 'sending'>, at: string, reason?: string): Promise<void>;
  recordRefusedEmailAddress(orderId: string, address: string): Promise<unknown>;
  now(): Date;
  remainingMs(): number;
}

/** Each kind goes out at most once per order: every status change is conditional on the one before. */
export const emailKey = (orderId: string, kind: OrderEmailKind) => `${orderId}#${kind}`;

/** A claim older than a whole run of the function was abandoned (the run ended mid-send). */
const ABANDONED_AFTER_MS = TRIGGER_TIMEOUT_SECONDS * 1000;

type EmailOutcome = 'sent' | 'skipped' | 'refused' | 'retry';

/** Claimed before it is sent, so never sent twice; a refused email is never retried, a transient failure is. */
export async function sendOrderEmails(deps: SendOrderEmailsDeps, changes: readonly OrderChange[]): Promise<{ failedSequenceNumber?: string }> {
  return forEachOrderChange(changes, async (change) => {
    if (deps.remainingMs() < timeNeededForOneMoreCall(SES_CALL_BUDGET_MS)) {
      throw new Error('Too little time left to send more order emails; the rest are handed over again');
    }
    const outcomes = await sendEmailsOfChange(deps, change);
    if (outcomes.includes('retry')) return 'retry';
  });
}

async function sendEmailsOfChange(deps: SendOrderEmailsDeps, { before, after }: OrderChange): Promise<EmailOutcome[]> {
  if (!after) return [];
  const refused = new Set(after.refusedEmailAddresses ?? []);
  const emails = emailsForChange(before, after, deps.admins());
  const outcomes: EmailOutcome[] = [];
  for (const { kind, ...email } of emails) {
    const to = email.to.filter((address) => !refused.has(address));
    if (to.length === 0) continue;
    outcomes.push(await sendOnce(deps, after, emailKey(after._id, kind), { ...email, to }));
  }
  return outcomes;
}

async function sendOnce(deps: SendOrderEmailsDeps, order: Order, key: string, email: OutgoingEmail): Promise<EmailOutcome> {
  const now = deps.now();
  const context = { orderId: order._id, emailKey: key };
  try {
    const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString();
    const claim = await deps.claimEmail({ key, orderId: order._id, email, at: now.toISOString(), abandonedBefore });
    if (claim === 'done') return 'skipped';
    if (claim === 'in-flight') return 'retry';
  } catch (error) {
    await logger.warn('An order email could not be claimed; its change is retried', { ...context, reason: (error as Error).message });
    return 'retry';
  }
  try {
    await deps.sendEmail(email);
  } catch (error) {
    const reason = (error as Error).message;
    const at = deps.now().toISOString();
    await countBusinessEvent('EmailsFailed');
    if (error instanceof EmailRefusedError) {
      await logger.warn('The mail service refused an order email for good; it is not tried again', { ...context, reason });
      return settle(context, async () => {
        for (const address of email.to) await deps.recordRefusedEmailAddress(order._id, address);
        await deps.settleEmail(key, 'refused', at, reason);
        return 'refused';
      });
    }
    if (error instanceof EmailDeferredError) await logger.warn(EMAIL_DEFERRED_MESSAGE, { ...context, reason });
    else await logger.warn('An order email could not be sent; it is retried', { ...context, reason });
    return settle(context, async () => {
      await deps.settleEmail(key, 'failed', at, reason);
      return 'retry';
    });
  }
  return settle(context, async () => {
    await deps.settleEmail(key, 'sent', deps.now().toISOString());
    return 'sent';
  });
}

/** A sent email whose 'sent' could not be written stays claimed until its claim is abandoned. */
async function settle(context: Record<string, string>, write: () => Promise<EmailOutcome>): Promise<EmailOutcome> {
  try {
    return await write();
  } catch (error) {
    await logger.warn('How an order email ended could not be recorded; its change is retried', { ...context, reason: (error as Error).message });
    return 'retry';
  }
}
