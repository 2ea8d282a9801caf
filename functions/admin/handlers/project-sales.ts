import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { projectSales } from '../domain/project-sales.js';
import { countSteps, readCountedSteps } from '../store/sales-repository.js';
import { batchResponse, orderChangesOf } from '../../orders/store/order-stream.js';

const deps = { readCountedSteps, countSteps };

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const { failedSequenceNumber } = await projectSales(deps, await orderChangesOf(event));
  return batchResponse(failedSequenceNumber);
}
