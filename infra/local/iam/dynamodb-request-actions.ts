/**
 * The IAM actions and resources one DynamoDB API request needs, as AWS authorizes it: each item of
 * a transaction or batch separately, and a Query or Scan on an index against the index's ARN.
 */
import { tableArn } from '../template-model.js';
import type { RequiredPermission } from './role-authorizer.js';

type Item = Record<string, { TableName?: string } | undefined>;

/** The operations that name no table (ListTables, DescribeLimits, ...) need their action on '*'. */
const ACCOUNT_LEVEL = new Set(['ListTables', 'DescribeLimits', 'DescribeEndpoints', 'ListBackups', 'ListGlobalTables']);
const TRANSACT_WRITE_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};

const permission = (operation: string, tableName: string, indexName?: string): RequiredPermission => ({
  action: `dynamodb:${operation}`,
  resource: indexName ? `${tableArn(tableName)}/index/${indexName}` : tableArn(tableName),
});

/** `operation` is the X-Amz-Target's name, e.g. `GetItem` from `DynamoDB_20120810.GetItem`. */
export function requiredPermissions(operation: string, body: Record<string, unknown>): RequiredPermission[] {
  if (operation === 'TransactWriteItems') {
    return ((body.TransactItems as Item[] | undefined) ?? []).flatMap((item) =>
      Object.entries(item).map(([kind, request]) => permission(TRANSACT_WRITE_ACTIONS[kind] ?? kind, String(request?.TableName))),
    );
  }
  if (operation === 'TransactGetItems') {
    return ((body.TransactItems as Item[] | undefined) ?? []).map((item) => permission('GetItem', String(item.Get?.TableName)));
  }
  if (operation === 'BatchGetItem' || operation === 'BatchWriteItem') {
    return Object.keys((body.RequestItems as Record<string, unknown> | undefined) ?? {}).map((table) => permission(operation, table));
  }
  if (ACCOUNT_LEVEL.has(operation)) return [{ action: `dynamodb:${operation}`, resource: '*' }];
  const indexName = typeof body.IndexName === 'string' ? body.IndexName : undefined;
  return [permission(operation, String(body.TableName), indexName)];
}
