import { tableName } from '../shared/config.js';
import { db, isConditionalCheckFailed } from '../shared/db.js';
import { decodeCursor, encodeCursor, type Page } from '../shared/cursor.js';
import { NEWEST_INDEX } from '../shared/table-definitions.js';
// The read-back schema (and zod) load on first use, keeping them out of the handlers' module init.
import type { Tool } from '../schemas/tool.js';

/** The constant partition of the byNewest index for tools. */
export const TOOL_LIST_KEY = 'tool';

export async function getTool(id: string): Promise<Tool | undefined> {
  const { Item } = await db.get({ TableName: tableName('tools'), Key: { _id: id } });
  const { storedToolSchema } = await import('../schemas/tool.js');
  return Item ? storedToolSchema.parse(Item) : undefined;
}

export async function listNewestTools(limit: number, cursor?: string): Promise<Page<Tool>> {
  const { Items, LastEvaluatedKey } = await db.query({
    TableName: tableName('tools'),
    IndexName: NEWEST_INDEX,
    KeyConditionExpression: 'listKey = :listKey',
    ExpressionAttributeValues: { ':listKey': TOOL_LIST_KEY },
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: decodeCursor(cursor, ['_id', 'listKey', 'createdAt'], { listKey: TOOL_LIST_KEY }),
  });
  const { storedToolSchema } = await import('../schemas/tool.js');
  return { items: (Items ?? []).map((item) => storedToolSchema.parse(item)), nextCursor: encodeCursor(LastEvaluatedKey) };
}

/** Stores a new tool; its rating starts as no reviews (the totals are added by the first review). */
export async function putNewTool(tool: Omit<Tool, 'rating'>): Promise<void> {
  await db.put({
    TableName: tableName('tools'),
    Item: { ...tool, listKey: TOOL_LIST_KEY },
    ConditionExpression: 'attribute_not_exists(#id)',
    ExpressionAttributeNames: { '#id': '_id' },
  });
}

/** Deletes the tool; false when there was none. */
export async function deleteTool(id: string): Promise<boolean> {
  try {
    await db.delete({
      TableName: tableName('tools'),
      Key: { _id: id },
      ConditionExpression: 'attribute_exists(#id)',
      ExpressionAttributeNames: { '#id': '_id' },
    });
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
