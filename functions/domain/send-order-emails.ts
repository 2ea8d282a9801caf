import { logger } from '../shared/logger.js';
import type { OrderChange } from '../shared/order-stream.js';
import { emailsForChange, type OutgoingEmail } from './order-emails.js';

export type { OrderChange };

export interface SendOrderEmailsDeps {
  sendEmail(email: OutgoingEmail): Promise<void>;
  admins(): string[];
}

/**
 * Sends the emails of each change in order. At the first failure it stops and reports that change
 * (the stream then hands it, and everything after it, over again), so no email is lost; the order
 * change itself was committed long before and is never touched.
 */
export async function sendOrderEmails(deps: SendOrderEmailsDeps, changes: readonly OrderChange[]): Promise<{ failedSequenceNumber?: string }> {
  for (const change of changes) {
    try {
      for (const email of emailsForChange(change.before, change.after, deps.admins())) await deps.sendEmail(email);
    } catch (error) {
      logger.warn('An order email could not be sent; the change is retried', {
        orderId: change.after?._id ?? change.before?._id,
        reason: (error as Error).message,
      });
      return { failedSequenceNumber: change.sequenceNumber };
    }
  }
  return {};
}
