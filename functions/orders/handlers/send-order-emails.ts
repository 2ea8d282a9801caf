/** The email outbox, run on the orders table's stream. */
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { sendOrderEmails } from '../domain/send-order-emails.js';
import { sendEmail } from '../../platform/email-sender.js';
import { claimEmail, settleEmail } from '../store/sent-emails-repository.js';
import { recordRefusedEmailAddress } from '../store/order-lifecycle-repository.js';
import { adminNotificationEmails } from '../../platform/config.js';
import { batchResponse, orderChangesOf } from '../store/order-stream.js';

const deps = { sendEmail, admins: adminNotificationEmails, claimEmail, settleEmail, recordRefusedEmailAddress, now: () => new Date() };

export async function handler(event: DynamoDBStreamEvent, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<DynamoDBBatchResponse> {
  const { failedSequenceNumber } = await sendOrderEmails({ ...deps, remainingMs: () => context.getRemainingTimeInMillis() }, await orderChangesOf(event));
  return batchResponse(failedSequenceNumber);
}
