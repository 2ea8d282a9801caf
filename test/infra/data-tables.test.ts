import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableDefinitions, tableKeys, type TableKey } from '../../functions/platform/table-definitions.js';
import { synthesizeStorefront, type TemplateJson } from './support/synthesize-storefront.js';
import { resourcesOfType } from './support/template-queries.js';

let json: TemplateJson;

let cleanup = () => {};
afterAll(() => cleanup());

beforeAll(() => {
  ({ templateJson: json, cleanup } = synthesizeStorefront());
});

/** Pinned: a changed logical id makes CloudFormation create a new, empty table. Never edit these. */
const PINNED_LOGICAL_IDS: Record<TableKey, string> = {
  tools: 'ToolsTable',
  orders: 'OrdersTable',
  reviews: 'ReviewsTable',
  users: 'UsersTable',
  audit: 'AuditTable',
  sales: 'SalesTable',
  emails: 'EmailsTable',
  sequences: 'SequencesTable',
  trade: 'TradeTable',
  lists: 'ListsTable',
  quotes: 'QuotesTable',
};

const table = (key: TableKey) => json.Resources[PINNED_LOGICAL_IDS[key]]!;

describe('the data tables', () => {
  it('are exactly the four tables, as TableV2 (global tables), under their pinned logical ids', () => {
    const tables = resourcesOfType(json, 'AWS::DynamoDB::GlobalTable').map(([logicalId]) => logicalId);
    expect(tables.sort()).toEqual(Object.values(PINNED_LOGICAL_IDS).sort());
    expect(resourcesOfType(json, 'AWS::DynamoDB::Table')).toEqual([]);
  });

  it.each(tableKeys)('%s has the keys and indexes of the shared table definition', (key) => {
    const definition = tableDefinitions[key];
    const properties = table(key).Properties!;

    expect(properties.KeySchema).toEqual([{ AttributeName: definition.partitionKey.name, KeyType: 'HASH' }]);
    const indexes = ((properties.GlobalSecondaryIndexes ?? []) as Array<Record<string, any>>).map((index) => ({
      name: index.IndexName,
      keys: index.KeySchema,
      projection: index.Projection.ProjectionType,
    }));
    expect(indexes).toEqual(
      definition.indexes.map((index) => ({
        name: index.indexName,
        keys: [
          { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
          ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' }] : []),
        ],
        projection: 'ALL',
      })),
    );
    const keyAttributes = [definition.partitionKey, ...definition.indexes.flatMap((index) => [index.partitionKey, index.sortKey ?? []].flat())];
    expect(properties.AttributeDefinitions).toEqual(
      expect.arrayContaining(keyAttributes.map(({ name, type }) => ({ AttributeName: name, AttributeType: type }))),
    );
  });

  it.each(tableKeys)('%s is on-demand, with point-in-time recovery and deletion protection, and is retained', (key) => {
    const resource = table(key);
    expect(resource.Properties?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(resource.Properties?.Replicas).toEqual([
      expect.objectContaining({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
    ]);
    expect(resource.DeletionPolicy).toBe('Retain');
    expect(resource.UpdateReplacePolicy).toBe('Retain');
  });

  it('has no physical table names (CloudFormation names them per stack)', () => {
    for (const key of tableKeys) expect(table(key).Properties?.TableName).toBeUndefined();
  });

  it("outputs the emails table's name: the smoke test reads the receipt's sent-email record there (SMOKE_EMAILS_TABLE)", () => {
    expect(json.Outputs?.EmailsTableName?.Value).toEqual({ Ref: PINNED_LOGICAL_IDS.emails });
  });
});
