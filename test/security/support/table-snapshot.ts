/**
 * Every item of the tables of the running test stack, read straight from DynamoDB Local (a
 * Scan, in test code only), so a test can prove that a refused call changed nothing.
 */
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { tableDefinitions, tableKeys, type TableKey } from '../../../functions/shared/table-definitions.js';
import { localDynamoDbClient } from '../../../infra/local/dynamodb-local.js';
import { localTableNames } from '../../../infra/local/local-config.js';

export type TableSnapshot = Record<TableKey, Record<string, unknown>[]>;

let client: DynamoDBDocumentClient | undefined;

function documentClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(localDynamoDbClient(inject('localStack').dynamoDbUrl));
  return client;
}

/**
 * Items written by stream triggers a moment after an earlier change, which would make a snapshot race
 * with a change made before it: the low-stock listings (the low-stock watch, from the tools table's
 * stream) and the emails' idempotency records (the email outbox, from the orders table's stream; a
 * refused call can change no order, so it can cause no email either).
 */
const writtenByStreamTrigger = (table: TableKey, item: Record<string, unknown>) =>
  table === 'emails' || (table === 'sales' && String(item._id).startsWith('low#'));

async function scanAll(table: TableKey): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new ScanCommand({ TableName: localTableNames()[table], ExclusiveStartKey: startKey, ConsistentRead: true }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const key = tableDefinitions[table].partitionKey.name;
  return items.filter((item) => !writtenByStreamTrigger(table, item)).sort((a, b) => String(a[key]).localeCompare(String(b[key])));
}

export async function snapshotTables(): Promise<TableSnapshot> {
  const scans = await Promise.all(tableKeys.map(async (table) => [table, await scanAll(table)] as const));
  return Object.fromEntries(scans) as TableSnapshot;
}
