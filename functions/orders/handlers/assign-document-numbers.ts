/** Runs on the orders table's stream. */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { assignDocumentNumbers } from '../domain/assign-document-numbers.js';
import { giveDocumentNumber } from '../store/document-numbers-repository.js';
import { batchResponse, orderChangesOf } from '../store/order-stream.js';

const deps = { giveDocumentNumber };

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const { failedSequenceNumber } = await assignDocumentNumbers(deps, await orderChangesOf(event));
  return batchResponse(failedSequenceNumber);
}
