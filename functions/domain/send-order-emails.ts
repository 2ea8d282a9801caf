import { logger } from '../shared/logger.js';
import type { Order } from '../schemas/order.js';
import { emailsForChange, type OutgoingEmail } from './order-emails.js';
import { countBusinessEvent } from '../shared/metrics.js';

/** One change of the orders table, as its stream tells it. */
export interface OrderChange {
  /** The stream record's sequence number: what a failure reports, so the change is retried. */
  sequenceNumber: string;
  before?: Order;
  after?: Order;
}

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
      countBusinessEvent('EmailsFailed');
      logger.warn('An order email could not be sent; the change is retried', {
        orderId: change.after?._id ?? change.before?._id,
        reason: (error as Error).message,
      });
      return { failedSequenceNumber: change.sequenceNumber };
    }
  }
  return {};
}
