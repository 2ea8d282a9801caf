/** The orders table's stream records as order changes (before and after), for the functions that follow it. */
import type { AttributeValue as StreamAttributeValue, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { tryReadOrder, type Order } from '../schemas/order.js';

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
