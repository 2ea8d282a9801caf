import { tableName } from '../../platform/config.js';
import { cancellationReasons, db } from '../../platform/db.js';
import { getMany } from '../../platform/batch-get.js';
import type { Page } from '../../platform/cursor.js';
import { NEWEST_INDEX, TOOLS_WITH_ARCHIVED_INDEX } from '../../platform/table-definitions.js';
import { updateExpression } from '../../platform/update-expression.js';
import { auditPut, type AuditNote } from '../../platform/audit-trail.js';
import { storedToolSchema, type ToolChanges, type Tool } from '../contract/tool.js';
import { readNewestFirst } from '../../platform/newest-first.js';

/** The constant partition of the byNewest index for tools: only tools on sale carry it. */
export const TOOL_LIST_KEY = 'tool';
/** The constant partition of the byNewestWithArchived index: every tool carries it. */
export const TOOL_CATALOG_KEY = 'catalog';

/** A tool as stored: in both lists while on sale. */
export const toolItem = <T extends object>(tool: T) => ({ ...tool, listKey: TOOL_LIST_KEY, catalogKey: TOOL_CATALOG_KEY });

export async function getTool(id: string): Promise<Tool | undefined> {
  const { Item } = await db.get({ TableName: tableName('tools'), Key: { _id: id } });
  return Item ? storedToolSchema.parse(Item) : undefined;
}

export async function getToolOnSale(id: string): Promise<Tool | undefined> {
  const tool = await getTool(id);
  return tool?.archived ? undefined : tool;
}

export const listNewestTools = (limit: number, cursor?: string): Promise<Page<Tool>> =>
  readNewestFirst(
    { table: 'tools', index: NEWEST_INDEX, partition: { key: 'listKey', value: TOOL_LIST_KEY }, parse: (item) => storedToolSchema.parse(item) },
    limit,
    cursor,
  );

/** Every tool, archived ones included (`archived: true`), newest first: the admins' list. */
export const listAllTools = (limit: number, cursor?: string): Promise<Page<Tool>> =>
  readNewestFirst(
    {
      table: 'tools',
      index: TOOLS_WITH_ARCHIVED_INDEX,
      partition: { key: 'catalogKey', value: TOOL_CATALOG_KEY },
      parse: (item) => storedToolSchema.parse(item),
    },
    limit,
    cursor,
  );

/** Stores a new tool with its audit entry; its rating starts as no reviews (the totals are added by the first review). */
export async function putNewTool(tool: Omit<Tool, 'rating'>, audit: AuditNote): Promise<void> {
  await db.transactWrite({
    TransactItems: [
      {
        Put: {
          TableName: tableName('tools'),
          Item: toolItem(tool),
          ConditionExpression: 'attribute_not_exists(#id)',
          ExpressionAttributeNames: { '#id': '_id' },
        },
      },
      auditPut(audit),
    ],
  });
}

/** 'changed': the tool is not as read (or gone); read it again. */
export type ToolWriteOutcome = 'saved' | 'changed';

/** One tool update and its audit entry, conditioned on the fields it changes still being as read. */
async function updateToolAsRead(read: Tool, update: { set: Record<string, unknown>; remove?: string[] }, audit: AuditNote): Promise<ToolWriteOutcome> {
  const expressions = updateExpression({ ...update, asRead: read, condition: { expression: 'attribute_exists(#id)', names: { '#id': '_id' } } });
  try {
    await db.transactWrite({
      TransactItems: [
        {
          Update: {
            TableName: tableName('tools'),
            Key: { _id: read._id },
            ...expressions,
          },
        },
        auditPut(audit),
      ],
    });
    return 'saved';
  } catch (error) {
    if (cancellationReasons(error)?.[0]?.Code === 'ConditionalCheckFailed') return 'changed';
    throw error;
  }
}

/** Changes the given fields of the tool as read (its price among them: orders placed keep their own). */
export function editTool(read: Tool, patch: ToolChanges, audit: AuditNote): Promise<ToolWriteOutcome> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  return updateToolAsRead(read, { set }, audit);
}

/** Takes the tool off sale: out of the public list (no listKey), kept with its orders and in the admins' list. */
export function archiveTool(read: Tool, at: string, audit: AuditNote): Promise<ToolWriteOutcome> {
  return updateToolAsRead(read, { set: { archived: true, archivedAt: at }, remove: ['listKey'] }, audit);
}

export function restoreTool(read: Tool, audit: AuditNote): Promise<ToolWriteOutcome> {
  return updateToolAsRead(read, { set: { listKey: TOOL_LIST_KEY }, remove: ['archived', 'archivedAt'] }, audit);
}

/** Its cost grows with the catalog, which is why GET /catalog is cached at the edge. */
export async function listEveryToolOnSale(): Promise<Tool[]> {
  const tools: Tool[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await db.query({
      TableName: tableName('tools'),
      IndexName: NEWEST_INDEX,
      KeyConditionExpression: 'listKey = :listKey',
      ExpressionAttributeValues: { ':listKey': TOOL_LIST_KEY },
      ScanIndexForward: false,
      ExclusiveStartKey: startKey,
    });
    for (const item of Items ?? []) tools.push(storedToolSchema.parse(item));
    startKey = LastEvaluatedKey;
  } while (startKey);
  return tools;
}

/** The tools of these ids (missing ones left out), read in batches. */
export async function getToolsByIds(ids: readonly string[]): Promise<Tool[]> {
  const items = await getMany(
    tableName('tools'),
    ids.map((id) => ({ _id: id })),
  );
  return items.map((item) => storedToolSchema.parse(item));
}

const SKU_KEY_PREFIX = 'sku#';
const skuKey = (sku: string) => `${SKU_KEY_PREFIX}${sku}`;

/** The tool id of each claimed SKU among `skus` (upper-case), by SKU. */
export async function toolIdsBySku(skus: readonly string[]): Promise<Map<string, string>> {
  const items = await getMany(
    tableName('tools'),
    skus.map((sku) => ({ _id: skuKey(sku) })),
  );
  return new Map(items.map((item) => [String(item._id).slice(SKU_KEY_PREFIX.length), String(item.toolId)]));
}
