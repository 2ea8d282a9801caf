import type { AttributeValue as StreamAttributeValue, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { watchLowStock, type StockImage, type ToolChange } from '../domain/watch-low-stock.js';
import { sendEmail } from '../../platform/email-sender.js';
import { clearLowStock, markLowStockAlerted, recordLowStock } from '../store/sales-repository.js';
import { adminNotificationEmails } from '../../platform/config.js';

const deps = { recordLowStock, markLowStockAlerted, clearLowStock, sendEmail, admins: adminNotificationEmails, now: () => new Date() };

function toStockImage(item: Record<string, unknown>): StockImage | undefined {
  const { _id, name, available, lowStockThreshold, archived } = item;
  if (typeof _id !== 'string' || typeof name !== 'string' || typeof available !== 'number') return undefined;
  return { _id, name, available, lowStockThreshold: typeof lowStockThreshold === 'number' ? lowStockThreshold : undefined, archived: archived === true };
}

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const image = (raw: Record<string, StreamAttributeValue> | undefined) => (raw ? toStockImage(unmarshall(raw as Record<string, AttributeValue>)) : undefined);
  const changes: ToolChange[] = event.Records.map((record) => ({
    sequenceNumber: record.dynamodb?.SequenceNumber ?? '',
    before: image(record.dynamodb?.OldImage),
    after: image(record.dynamodb?.NewImage),
  }));
  const { failedSequenceNumber } = await watchLowStock(deps, changes);
  return { batchItemFailures: failedSequenceNumber === undefined ? [] : [{ itemIdentifier: failedSequenceNumber }] };
}
