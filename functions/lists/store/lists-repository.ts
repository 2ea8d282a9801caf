/**
 * The lists table: one item per buying list, so every change is one conditional write (nothing is
 * ever half-written). `ownerKey` ('user#<userId>' or 'company#<companyId>') is who holds the list;
 * the byOwner index answers one holder's lists.
 */
import { tableName } from '../../platform/config.js';
import { db, isConditionalCheckFailed } from '../../platform/db.js';
import { LISTS_BY_OWNER_INDEX } from '../../platform/table-names.js';
import type { ListLine } from '../contract/buying-list.js';

export interface ListRecord {
  listId: string;
  name: string;
  lines: ListLine[];
  authorId: string;
  authorName: string;
  /** Set when the list belongs to the author's trade account. */
  companyId?: string;
  createdAt: string;
  updatedAt: string;
  /** Moves with every change: a change or a delete is written only over the version it read. */
  version: number;
}

export type ListOwner = { companyId: string } | { userId: string };

export const ownerKeyOf = (owner: ListOwner) => ('companyId' in owner ? `company#${owner.companyId}` : `user#${owner.userId}`);
const ownerOfRecord = (list: ListRecord): ListOwner => (list.companyId !== undefined ? { companyId: list.companyId } : { userId: list.authorId });

const table = () => tableName('lists');
const listKey = (listId: string) => `list#${listId}`;

function fromItem(item: Record<string, unknown>): ListRecord {
  const { _id: _key, ownerKey: _owner, ...list } = item;
  return list as unknown as ListRecord;
}

const toItem = (list: ListRecord) => ({ ...list, _id: listKey(list.listId), ownerKey: ownerKeyOf(ownerOfRecord(list)) });

export async function getList(listId: string): Promise<ListRecord | undefined> {
  const { Item } = await db.get({ TableName: table(), Key: { _id: listKey(listId) }, ConsistentRead: true });
  return Item ? fromItem(Item) : undefined;
}

/** One holder's lists, oldest first. */
export async function listsOf(owner: ListOwner): Promise<ListRecord[]> {
  const lists: ListRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await db.query({
      TableName: table(),
      IndexName: LISTS_BY_OWNER_INDEX,
      KeyConditionExpression: 'ownerKey = :owner',
      ExpressionAttributeValues: { ':owner': ownerKeyOf(owner) },
      ExclusiveStartKey: start,
    });
    lists.push(...(Items ?? []).map(fromItem));
    start = LastEvaluatedKey;
  } while (start);
  return lists;
}

/** A new list: written only if its id is new. */
export async function putNewList(list: ListRecord): Promise<void> {
  await db.put({ TableName: table(), Item: toItem(list), ConditionExpression: 'attribute_not_exists(#id)', ExpressionAttributeNames: { '#id': '_id' } });
}

/** The list written over the version read ('changed' when it was changed or deleted meanwhile). */
export async function replaceList(read: ListRecord, next: ListRecord): Promise<'saved' | 'changed'> {
  try {
    await db.put({
      TableName: table(),
      Item: toItem(next),
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: { ':read': read.version },
    });
    return 'saved';
  } catch (error) {
    if (isConditionalCheckFailed(error)) return 'changed';
    throw error;
  }
}

/** The list deleted if it is still the version read. */
export async function deleteList(read: ListRecord): Promise<'deleted' | 'changed'> {
  try {
    await db.delete({
      TableName: table(),
      Key: { _id: listKey(read.listId) },
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: { ':read': read.version },
    });
    return 'deleted';
  } catch (error) {
    if (isConditionalCheckFailed(error)) return 'changed';
    throw error;
  }
}
