import { tableName } from '../../platform/config.js';
import { cancellationReasons, db } from '../../platform/db.js';
import { getMany } from '../../platform/batch-get.js';
import type { Page } from '../../platform/cursor.js';
import { NEWEST_INDEX, TOOLS_WITH_ARCHIVED_INDEX } from '../../platform/table-names.js';
import { updateExpression } from '../../platform/update-expression.js';
import { auditPut, type AuditNote } from '../../platform/audit-trail.js';
import type { Tool } from '../contract/tool.js';
import { loadedBesideFirstRead } from '../../platform/beside-first-read.js';
import type { ToolChanges } from '../contract/product-input.js';
import { readNewestFirst } from '../../platform/newest-first.js';

/** The constant partition of the byNewest index for tools: only tools on sale carry it. */
export const TOOL_LIST_KEY = 'tool';

const toolReader = loadedBesideFirstRead(() => import('../contract/stored/tool.js'));
const readingTools = async () => (await toolReader()).readTool;
/** The constant partition of the byNewestWithArchived index: every tool carries it. */
export const TOOL_CATALOG_KEY = 'catalog';

/** A tool as stored: in both lists while on sale. */
export const toolItem = <T extends object>(tool: T) => ({ ...tool, listKey: TOOL_LIST_KEY, catalogKey: TOOL_CATALOG_KEY });

/**
 * A SKU is unique ignoring case through a claim item beside the tools, keyed by the upper-case SKU:
 * written with `attribute_not_exists` in the same transaction as the tool, so of two concurrent adds
 * of one SKU exactly one succeeds. An archived tool keeps its claim (a restore never collides).
 */
export const SKU_CLAIM_PREFIX = 'sku#';
export const skuClaimKey = (sku: string) => `${SKU_CLAIM_PREFIX}${sku}`;

export interface SkuClaim {
  sku: string;
  toolId: string;
  toolName: string;
}

/** No listKey, catalogKey, name or available: in no list, and the low-stock watch ignores it. */
export const skuClaimItem = (tool: { _id: string; name: string; sku: string }) => ({
  _id: skuClaimKey(tool.sku),
  skuClaim: tool.sku,
  toolId: tool._id,
  toolName: tool.name,
});

const skuClaimPut = (tool: { _id: string; name: string; sku: string }) => ({
  Put: {
    TableName: tableName('tools'),
    Item: skuClaimItem(tool),
    ConditionExpression: 'attribute_not_exists(#id)',
    ExpressionAttributeNames: { '#id': '_id' },
  },
});

export async function getSkuClaim(sku: string): Promise<SkuClaim | undefined> {
  const { Item } = await db.get({ TableName: tableName('tools'), Key: { _id: skuClaimKey(sku) } });
  if (!Item || typeof Item.skuClaim !== 'string') return undefined;
  return { sku: Item.skuClaim, toolId: String(Item.toolId), toolName: String(Item.toolName) };
}

export async function getTool(id: string): Promise<Tool | undefined> {
  if (id.startsWith(SKU_CLAIM_PREFIX)) return undefined;
  const { Item } = await db.get({ TableName: tableName('tools'), Key: { _id: id } });
  return Item && Item.skuClaim === undefined ? (await readingTools())(Item) : undefined;
}

/** The tool if it is on sale: an archived tool is as good as unknown to a buyer. */
const onSale = (tool: Tool | undefined): Tool | undefined => (tool?.archived ? undefined : tool);

export async function getToolOnSale(id: string): Promise<Tool | undefined> {
  return onSale(await getTool(id));
}

/**
 * The tools on sale of these ids, in their order (undefined: unknown or archived): a GetItem for one,
 * else batched reads (one BatchGetItem for up to 100), so a cart costs one read whatever its lines.
 */
export async function getToolsOnSale(ids: readonly string[]): Promise<(Tool | undefined)[]> {
  if (ids.length === 1) return [await getToolOnSale(ids[0]!)];
  const found = new Map((await getToolsByIds(ids)).map((tool) => [tool._id, tool]));
  return ids.map((id) => onSale(found.get(id)));
}

export const listNewestTools = (limit: number, cursor?: string): Promise<Page<Tool>> =>
  readNewestFirst({ table: 'tools', index: NEWEST_INDEX, partition: { key: 'listKey', value: TOOL_LIST_KEY }, reader: readingTools }, limit, cursor);

/** Every tool, archived ones included (`archived: true`), newest first: the admins' list. */
export const listAllTools = (limit: number, cursor?: string): Promise<Page<Tool>> =>
  readNewestFirst(
    {
      table: 'tools',
      index: TOOLS_WITH_ARCHIVED_INDEX,
      partition: { key: 'catalogKey', value: TOOL_CATALOG_KEY },
      reader: readingTools,
    },
    limit,
    cursor,
  );

/** 'sku-taken': another tool holds the SKU's claim. */
export type NewToolOutcome = 'saved' | 'sku-taken';

/** Stores a new tool, its SKU's claim and its audit entry; its rating starts as no reviews (the totals are added by the first review). */
export async function putNewTool(tool: Omit<Tool, 'rating'>, audit: AuditNote): Promise<NewToolOutcome> {
  try {
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
        skuClaimPut(tool),
        auditPut(audit),
      ],
    });
    return 'saved';
  } catch (error) {
    if (cancellationReasons(error)?.[1]?.Code === 'ConditionalCheckFailed') return 'sku-taken';
    throw error;
  }
}

/** 'changed': the tool is not as read (or gone); read it again. 'sku-taken': the new SKU is another tool's. */
export type ToolWriteOutcome = 'saved' | 'changed' | 'sku-taken';

/** One tool update and its audit entry, conditioned on the fields it changes still being as read. */
async function updateToolAsRead(
  read: Tool,
  update: { set: Record<string, unknown>; remove?: string[] },
  audit: AuditNote,
  newSku?: { sku: string; name: string },
): Promise<ToolWriteOutcome> {
  const expressions = updateExpression({ ...update, asRead: read, condition: { expression: 'attribute_exists(#id)', names: { '#id': '_id' } } });
  // A new SKU: its claim taken and the old one given up, in the same transaction as the tool.
  const skuMove = newSku
    ? [
        skuClaimPut({ _id: read._id, name: newSku.name, sku: newSku.sku }),
        {
          Delete: {
            TableName: tableName('tools'),
            Key: { _id: skuClaimKey(read.sku) },
            ConditionExpression: 'attribute_not_exists(#id) OR toolId = :toolId',
            ExpressionAttributeNames: { '#id': '_id' },
            ExpressionAttributeValues: { ':toolId': read._id },
          },
        },
      ]
    : [];
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
        ...skuMove,
      ],
    });
    return 'saved';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.[0]?.Code === 'ConditionalCheckFailed') return 'changed';
    if (reasons?.[2]?.Code === 'ConditionalCheckFailed') return 'sku-taken';
    if (reasons?.[3]?.Code === 'ConditionalCheckFailed') return 'changed';
    throw error;
  }
}

/** Changes the given fields of the tool as read (its price among them: orders placed keep their own); `null` removes a field. A new SKU moves its claim. */
export function editTool(read: Tool, patch: ToolChanges, audit: AuditNote): Promise<ToolWriteOutcome> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined && value !== null));
  const remove = Object.entries(patch)
    .filter(([key, value]) => value === null && (read as Record<string, unknown>)[key] !== undefined)
    .map(([key]) => key);
  const newSku = patch.sku !== undefined && patch.sku !== read.sku ? { sku: patch.sku, name: patch.name ?? read.name } : undefined;
  return updateToolAsRead(read, { set, remove }, audit, newSku);
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
    const readTool = await readingTools();
    for (const item of Items ?? []) tools.push(readTool(item));
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
  const readTool = await readingTools();
  return items.map((item) => readTool(item));
}

/** The tool id of each claimed SKU among `skus` (upper-case), by SKU. */
export async function toolIdsBySku(skus: readonly string[]): Promise<Map<string, string>> {
  const items = await getMany(
    tableName('tools'),
    skus.map((sku) => ({ _id: skuClaimKey(sku) })),
  );
  return new Map(items.map((item) => [String(item.skuClaim), String(item.toolId)]));
}
