import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../shared/config.js';
import { documentClient } from '../shared/db.js';
import { decodeCursor, encodeCursor, type Page } from '../shared/cursor.js';
import { NEWEST_INDEX } from '../shared/table-definitions.js';
import { toolSchema, type Tool } from '../schemas/tool.js';

/** The constant partition of the byNewest index for tools. */
export const TOOL_LIST_KEY = 'tool';

export async function getTool(id: string): Promise<Tool | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName('tools'), Key: { _id: id } }));
  return Item ? toolSchema.parse(Item) : undefined;
}

export async function listNewestTools(limit: number, cursor?: string): Promise<Page<Tool>> {
  const { Items, LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({
      TableName: tableName('tools'),
      IndexName: NEWEST_INDEX,
      KeyConditionExpression: 'listKey = :listKey',
      ExpressionAttributeValues: { ':listKey': TOOL_LIST_KEY },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, ['_id', 'listKey', 'createdAt'], { listKey: TOOL_LIST_KEY }),
    }),
  );
  return { items: (Items ?? []).map((item) => toolSchema.parse(item)), nextCursor: encodeCursor(LastEvaluatedKey) };
}
