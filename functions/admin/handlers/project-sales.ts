/**
 * Keeps the sales figures from the orders table's stream (in the cloud a DynamoDB event source with
 * retries and a failure queue; locally a poller of DynamoDB Local's stream).
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { projectSales } from '../domain/project-sales.js';
import { countSteps, readCountedSteps } from '../store/sales-repository.js';
import { batchResponse, orderChangesOf } from '../../orders/store/order-stream.js';

const deps = { readCountedSteps, countSteps };

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const { failedSequenceNumber } = await projectSales(deps, orderChangesOf(event));
  return batchResponse(failedSequenceNumber);
}
