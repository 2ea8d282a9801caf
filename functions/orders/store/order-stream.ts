/** The orders table's stream records as order changes (before and after), for the functions that follow it. */
import type { AttributeValue as StreamAttributeValue, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Order } from '../contract/order.js';
import { orderReader } from './order-reader.js';
import { logger } from '../../platform/logger.js';

export interface OrderChange {
  /** The stream record's sequence number: what a failure reports, so the change is retried. */
  sequenceNumber: string;
  before?: Order;
  after?: Order;
}

export async function orderChangesOf(event: DynamoDBStreamEvent): Promise<OrderChange[]> {
  const { tryReadOrder } = await orderReader();
  const toOrder = (image: Record<string, StreamAttributeValue> | undefined): Order | undefined =>
    image && tryReadOrder(unmarshall(image as Record<string, AttributeValue>));
  return event.Records.map((record) => ({
    sequenceNumber: record.dynamodb?.SequenceNumber ?? '',
    before: toOrder(record.dynamodb?.OldImage),
    after: toOrder(record.dynamodb?.NewImage),
  }));
}

/** The answer to the stream: the change to hand over again (with every change after it), if one failed. */
export const batchResponse = (failedSequenceNumber: string | undefined): DynamoDBBatchResponse => ({
  batchItemFailures: failedSequenceNumber === undefined ? [] : [{ itemIdentifier: failedSequenceNumber }],
});

export type ChangeHandled = void | 'retry';

/** A throw stops the batch; a 'retry' is reported but later changes still run, so each must be safe to see again. */
export async function forEachOrderChange(
  changes: readonly OrderChange[],
  handleChange: (change: OrderChange) => Promise<ChangeHandled>,
): Promise<{ failedSequenceNumber?: string }> {
  let failedSequenceNumber: string | undefined;
  for (const change of changes) {
    try {
      if ((await handleChange(change)) === 'retry') failedSequenceNumber ??= change.sequenceNumber;
    } catch (error) {
      await logger.warn('An order change could not be handled; it is handed over again with the changes after it', {
        sequenceNumber: change.sequenceNumber,
        orderId: change.after?._id ?? change.before?._id,
        reason: (error as Error).message,
      });
      return { failedSequenceNumber: failedSequenceNumber ?? change.sequenceNumber };
    }
  }
  return failedSequenceNumber === undefined ? {} : { failedSequenceNumber };
}
