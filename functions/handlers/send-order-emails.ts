/**
 * The email outbox: runs on the orders table's stream (in the cloud a DynamoDB event source with
 * retries and a failure queue; locally a poller of DynamoDB Local's stream calls it the same way).
 */
import type { Context, AttributeValue as StreamAttributeValue, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { sendOrderEmails, type OrderChange } from '../domain/send-order-emails.js';
import { sendEmail } from '../repositories/email-sender.js';
import { claimEmail, settleEmail } from '../repositories/sent-emails-repository.js';
import { recordRefusedEmailAddress } from '../repositories/order-lifecycle-repository.js';
import { adminNotificationEmails } from '../shared/config.js';
import { tryReadOrder, type Order } from '../schemas/order.js';

const deps = { sendEmail, admins: adminNotificationEmails, claimEmail, settleEmail, recordRefusedEmailAddress, now: () => new Date() };

export async function handler(event: DynamoDBStreamEvent, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<DynamoDBBatchResponse> {
  const toOrder = (image: Record<string, StreamAttributeValue> | undefined): Order | undefined => {
    return image && tryReadOrder(unmarshall(image as Record<string, AttributeValue>));
  };
  const changes: OrderChange[] = event.Records.map((record) => ({
    sequenceNumber: record.dynamodb?.SequenceNumber ?? '',
    before: toOrder(record.dynamodb?.OldImage),
    after: toOrder(record.dynamodb?.NewImage),
  }));
  const { failedSequenceNumber } = await sendOrderEmails({ ...deps, remainingMs: () => context.getRemainingTimeInMillis() }, changes);
  return { batchItemFailures: failedSequenceNumber === undefined ? [] : [{ itemIdentifier: failedSequenceNumber }] };
}
