/**
 * The IAM actions and resources one DynamoDB API request needs, as AWS authorizes it: each item of
 * a transaction or batch separately, and a Query or Scan on an index against the index's ARN. Every
 * request on items carries their partition-key values as `dynamodb:LeadingKeys` (a batch, all of its
 * table's items at once), so a statement scoped to a key prefix allows exactly those items; a Query
 * or Scan carries none (no grant of the manifest scopes them). An UpdateItem also carries the
 * attributes it names (`dynamodb:Attributes`) and its `dynamodb:ReturnValues`, if any.
 */
import { tableArn } from '../template-model.js';
import type { RequiredPermission } from './role-authorizer.js';

type AttributeMap = Record<string, Record<string, unknown> | undefined>;
interface ItemRequest {
  TableName?: string;
  Key?: AttributeMap;
  Item?: AttributeMap;
  UpdateExpression?: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ReturnValues?: string;
}
type TransactItem = Record<string, ItemRequest | undefined>;
type BatchWriteRequest = { PutRequest?: { Item?: AttributeMap }; DeleteRequest?: { Key?: AttributeMap } };

/** A table's partition-key attribute name, by its (physical) table name. */
export type PartitionKeyOf = (tableName: string) => string | undefined;

/** The operations that name no table (ListTables, DescribeLimits, ...) need their action on '*'. */
const ACCOUNT_LEVEL = new Set(['ListTables', 'DescribeLimits', 'DescribeEndpoints', 'ListBackups', 'ListGlobalTables']);
const SINGLE_ITEM = new Set(['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem']);
const TRANSACT_WRITE_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};
const LEADING_KEYS = 'dynamodb:LeadingKeys';
const ATTRIBUTES = 'dynamodb:Attributes';
const RETURN_VALUES = 'dynamodb:ReturnValues';

/** Words of the expression language that are not attribute names. */
const EXPRESSION_WORDS = new Set(
  ['SET', 'REMOVE', 'ADD', 'DELETE', 'AND', 'OR', 'NOT', 'IN', 'BETWEEN'].concat(
    ['if_not_exists', 'list_append', 'attribute_exists', 'attribute_not_exists', 'attribute_type', 'begins_with', 'contains', 'size'].map((word) =>
      word.toUpperCase(),
    ),
  ),
);

/**
 * The top-level attributes an UpdateItem names, as IAM's dynamodb:Attributes holds them: its key's,
 * and those of its update and condition expressions (a placeholder read through
 * ExpressionAttributeNames, a nested path by its first name).
 */
export function attributesNamedBy(request: ItemRequest): string[] {
  const names = new Set(Object.keys(request.Key ?? {}));
  for (const expression of [request.UpdateExpression, request.ConditionExpression]) {
    // Nested parts (`.name`, `[0]`) and values (`:v`) name no top-level attribute.
    const topLevel = (expression ?? '').replace(/\.[#A-Za-z_][\w]*|\[\d+\]|:[\w]+/g, ' ');
    for (const token of topLevel.match(/#?[A-Za-z_][\w]*/g) ?? []) {
      if (token.startsWith('#')) names.add(request.ExpressionAttributeNames?.[token] ?? token);
      else if (!EXPRESSION_WORDS.has(token.toUpperCase())) names.add(token);
    }
  }
  return [...names].sort();
}

interface PermissionOptions {
  indexName?: string;
  leadingKeys?: string[];
  /** An UpdateItem's request: its attributes and ReturnValues are condition keys too. */
  update?: ItemRequest;
}

const permission = (operation: string, tableName: string, options: PermissionOptions = {}): RequiredPermission => {
  const context: Record<string, string | string[]> = {};
  if (options.leadingKeys) context[LEADING_KEYS] = options.leadingKeys;
  if (options.update) {
    context[ATTRIBUTES] = attributesNamedBy(options.update);
    if (options.update.ReturnValues) context[RETURN_VALUES] = options.update.ReturnValues;
  }
  return {
    action: `dynamodb:${operation}`,
    resource: options.indexName ? `${tableArn(tableName)}/index/${options.indexName}` : tableArn(tableName),
    ...(Object.keys(context).length > 0 ? { context } : {}),
  };
};

/** The partition-key value of an item or key (`{ _id: { S: 'u1' } }` -> 'u1'), as IAM compares it: a string. */
function leadingKeyOf(tableName: string, item: AttributeMap | undefined, partitionKeyOf: PartitionKeyOf): string {
  const name = partitionKeyOf(tableName);
  const attribute = name ? item?.[name] : undefined;
  const value = attribute ? Object.values(attribute)[0] : undefined;
  return value === undefined ? '' : String(value);
}

/** `operation` is the X-Amz-Target's name, e.g. `GetItem` from `DynamoDB_20120810.GetItem`. */
export function requiredPermissions(operation: string, body: Record<string, unknown>, partitionKeyOf: PartitionKeyOf): RequiredPermission[] {
  const leadingKeyIn = (tableName: string, request: ItemRequest | undefined) => leadingKeyOf(tableName, request?.Key ?? request?.Item, partitionKeyOf);
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
    return ((body.TransactItems as TransactItem[] | undefined) ?? []).flatMap((item) =>
      Object.entries(item).map(([kind, request]) => {
        const table = String(request?.TableName);
        const action = operation === 'TransactGetItems' ? 'GetItem' : (TRANSACT_WRITE_ACTIONS[kind] ?? kind);
        return permission(action, table, { leadingKeys: [leadingKeyIn(table, request)], ...(action === 'UpdateItem' && { update: request }) });
      }),
    );
  }
  if (operation === 'BatchGetItem') {
    return Object.entries((body.RequestItems as Record<string, { Keys?: AttributeMap[] }> | undefined) ?? {}).map(([table, { Keys = [] }]) =>
      permission(operation, table, { leadingKeys: Keys.map((key) => leadingKeyOf(table, key, partitionKeyOf)) }),
    );
  }
  if (operation === 'BatchWriteItem') {
    return Object.entries((body.RequestItems as Record<string, BatchWriteRequest[]> | undefined) ?? {}).map(([table, requests]) =>
      permission(operation, table, {
        leadingKeys: requests.map((request) => leadingKeyOf(table, request.PutRequest?.Item ?? request.DeleteRequest?.Key, partitionKeyOf)),
      }),
    );
  }
  if (ACCOUNT_LEVEL.has(operation)) return [{ action: `dynamodb:${operation}`, resource: '*' }];
  const table = String(body.TableName);
  if (SINGLE_ITEM.has(operation)) {
    const request = body as ItemRequest;
    return [permission(operation, table, { leadingKeys: [leadingKeyIn(table, request)], ...(operation === 'UpdateItem' && { update: request }) })];
  }
  const indexName = typeof body.IndexName === 'string' ? body.IndexName : undefined;
  return [permission(operation, table, { indexName })];
}
