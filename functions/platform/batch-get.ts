/** GetItem for many keys of one table: batches of 100 (DynamoDB's limit) side by side, keys left unprocessed asked again after a pause. */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, pauseBeforeRetry } from './db.js';

export const BATCH_GET_LIMIT = 100;
/** Unprocessed keys come back when a batch meets throttling; after this many rounds the read fails rather than answer short. */
const MAX_ROUNDS = 5;

type Key = Record<string, unknown>;

async function getBatch(tableName: string, keys: Key[]): Promise<Key[]> {
  const items: Key[] = [];
  let pending = keys;
  for (let round = 1; pending.length > 0; round += 1) {
    if (round > MAX_ROUNDS) throw new Error(`BatchGetItem left ${pending.length} keys of ${tableName} unprocessed`);
    // Keys come back unprocessed when the table is throttled: asking again at once would meet the same limit.
    if (round > 1) await pauseBeforeRetry(round - 1);
    const answer = await documentClient().send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending } } }));
    items.push(...((answer.Responses?.[tableName] as Key[] | undefined) ?? []));
    pending = (answer.UnprocessedKeys?.[tableName]?.Keys as Key[] | undefined) ?? [];
  }
  return items;
}

/** The items found for `keys` (missing ones left out), in no particular order. */
export async function getMany(tableName: string, keys: readonly Key[]): Promise<Key[]> {
  const batches: Key[][] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_LIMIT) batches.push(keys.slice(start, start + BATCH_GET_LIMIT));
  return (await Promise.all(batches.map((batch) => getBatch(tableName, batch)))).flat();
}
