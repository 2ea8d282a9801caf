/**
 * Every item of the tables of the running test stack, read straight from DynamoDB Local (a
 * Scan, in test code only), so a test can prove that a refused call changed nothing.
 */
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { tableDefinitions, tableKeys, type TableKey } from '../../../functions/platform/table-definitions.js';
import { localDynamoDbClient } from '../../../infra/local/dynamodb-local.js';
import { localTableNames } from '../../../infra/local/local-config.js';

export type TableSnapshot = Record<TableKey, Record<string, unknown>[]>;

let client: DynamoDBDocumentClient | undefined;

function documentClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(localDynamoDbClient(inject('localStack').dynamoDbUrl));
  return client;
}

/**
 * Tables written only by stream triggers a moment after an earlier change, which would make a
 * snapshot race with a change made before it: the sales figures (the sales projection, from the
 * orders table's stream, and the low-stock listings, from the tools table's), the emails'
 * idempotency records (the email outbox, from the orders table's stream) and the document-number
 * sequences (below). A refused call changes no order, so it can cause none of them.
 */
const WRITTEN_BY_STREAM_TRIGGERS: ReadonlySet<TableKey> = new Set(['sales', 'emails', 'sequences']);

/**
 * The invoice and credit-note numbers, given from the orders stream (assign-document-numbers) a
 * moment after an order is paid or refunded, with their sequences above: only that trigger writes
 * them, and a refused call changes no order status that could call for one.
 */
const DOCUMENT_NUMBER_FIELDS = ['invoiceNumber', 'invoicedAt', 'creditNoteNumber', 'creditNotedAt'];
const withoutStreamFields = (table: TableKey, item: Record<string, unknown>) =>
  table === 'orders' ? Object.fromEntries(Object.entries(item).filter(([field]) => !DOCUMENT_NUMBER_FIELDS.includes(field))) : item;

async function scanAll(table: TableKey): Promise<Record<string, unknown>[]> {
  if (WRITTEN_BY_STREAM_TRIGGERS.has(table)) return [];
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: localTableNames()[table], ExclusiveStartKey: startKey, ConsistentRead: true }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const key = tableDefinitions[table].partitionKey.name;
  return items.map((item) => withoutStreamFields(table, item)).sort((a, b) => String(a[key]).localeCompare(String(b[key])));
}

export async function snapshotTables(): Promise<TableSnapshot> {
  const scans = await Promise.all(tableKeys.map(async (table) => [table, await scanAll(table)] as const));
  return Object.fromEntries(scans) as TableSnapshot;
}
