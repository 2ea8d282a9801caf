/** The shop's one list shape: one index partition, newest first, a page at a time. */
import { tableName } from './config.js';
import { decodeCursor, encodeCursor, type Page } from './cursor.js';
import { db } from './db.js';
import type { TableKey } from './table-names.js';

export interface NewestFirstList<T> {
  readonly table: TableKey;
  readonly index: string;
  readonly partition: { readonly key: string; readonly value: string };
  /** Items of the partition left out of the page (DynamoDB's FilterExpression, on no values). */
  readonly only?: string;
  /** The function reading one stored item, loaded beside the query (a `loadedBesideFirstRead` module): zod is not part of init. */
  readonly reader: () => Promise<(item: unknown) => T>;
}

export async function readNewestFirst<T>(list: NewestFirstList<T>, limit: number, cursor?: string): Promise<Page<T>> {
  const { key, value } = list.partition;
  const { Items, LastEvaluatedKey } = await db.query({
    TableName: tableName(list.table),
    IndexName: list.index,
    KeyConditionExpression: `${key} = :partition`,
    ...(list.only ? { FilterExpression: list.only } : {}),
    ExpressionAttributeValues: { ':partition': value },
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: decodeCursor(cursor, ['_id', key, 'createdAt'], { [key]: value }),
  });
  const read = await list.reader();
  return { items: (Items ?? []).map((item) => read(item)), nextCursor: encodeCursor(LastEvaluatedKey) };
}
