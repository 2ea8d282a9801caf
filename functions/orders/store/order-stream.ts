/** The orders table's stream records as order changes (before and after), for the functions that follow it. */
import type { AttributeValue as StreamAttributeValue, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { tryReadOrder, type Order } from '../contract/order.js';
import { logger } from '../../platform/logger.js';

/** One change of the orders table, as its stream tells it. */
export interface OrderChange {
  /** The stream record's sequence number: what a failure reports, so the change is retried. */
  sequenceNumber: string;
  before?: Order;
  after?: Order;
}

function toOrder(image: Record<string, StreamAttributeValue> | undefined): Order | undefined {
  return image && tryReadOrder(unmarshall(image as Record<string, AttributeValue>));
}

export function orderChangesOf(event: DynamoDBStreamEvent): OrderChange[] {
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

/** What handling one change came to: done, or to be handed over again while the changes after it still go on. */
export type ChangeHandled = void | 'retry';

/**
 * The one loop of the orders-stream triggers. Each change is handled in turn. A change whose handling
 * throws stops the batch: its sequence number is reported, so the stream hands it (and every change
 * after it) over again. A change answered 'retry' is reported too (the first such one), but the
 * changes after it are still handled (each of them must then be safe to see again).
 */
export async function forEachOrderChange(
  changes: readonly OrderChange[],
  handleChange: (change: OrderChange) => Promise<ChangeHandled>,
): Promise<{ failedSequenceNumber?: string }> {
  let failedSequenceNumber: string | undefined;
  for (const change of changes) {
    try {
      if ((await handleChange(change)) === 'retry') failedSequenceNumber ??= change.sequenceNumber;
    } catch (error) {
      logger.warn('An order change could not be handled; it is handed over again with the changes after it', {
        sequenceNumber: change.sequenceNumber,
        orderId: change.after?._id ?? change.before?._id,
        reason: (error as Error).message,
      });
      return { failedSequenceNumber: failedSequenceNumber ?? change.sequenceNumber };
    }
  }
  return failedSequenceNumber === undefined ? {} : { failedSequenceNumber };
}
