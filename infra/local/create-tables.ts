/**
 * Creates every table and index of functions/platform/table-definitions.ts in DynamoDB Local
 * (on-demand, as in the cloud, with the streams they list). A table kept from an earlier run
 * (.data/) gets the indexes and the stream added since.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  ListTablesCommand,
  UpdateTableCommand,
  type AttributeDefinition,
  type DynamoDBClient,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import { tableDefinitions, tableKeys, type KeyAttribute, type TableDefinition, type TableKey } from '../../functions/platform/table-definitions.js';

function keySchema(partitionKey: KeyAttribute, sortKey?: KeyAttribute): KeySchemaElement[] {
  return [{ AttributeName: partitionKey.name, KeyType: 'HASH' }, ...(sortKey ? [{ AttributeName: sortKey.name, KeyType: 'RANGE' as const }] : [])];
}

function attributeDefinitions(definition: TableDefinition): AttributeDefinition[] {
  const attributes = new Map<string, KeyAttribute>([[definition.partitionKey.name, definition.partitionKey]]);
  for (const index of definition.indexes) {
    for (const key of [index.partitionKey, index.sortKey]) if (key) attributes.set(key.name, key);
  }
  return [...attributes.values()].map((key) => ({ AttributeName: key.name, AttributeType: key.type }));
}

const globalIndex = (index: TableDefinition['indexes'][number]) => ({
  IndexName: index.indexName,
  KeySchema: keySchema(index.partitionKey, index.sortKey),
  Projection: { ProjectionType: 'ALL' as const },
});

/** Adds what a table made by an earlier version lacks: new indexes (one per update, as DynamoDB requires) and its stream. */
async function upgradeTable(client: DynamoDBClient, name: string, definition: TableDefinition): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of definition.indexes.filter((candidate) => !present.has(candidate.indexName))) {
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: attributeDefinitions(definition),
        GlobalSecondaryIndexUpdates: [{ Create: globalIndex(index) }],
      }),
    );
  }
  if (definition.stream && !Table?.StreamSpecification?.StreamEnabled) {
    await client.send(new UpdateTableCommand({ TableName: name, StreamSpecification: { StreamEnabled: true, StreamViewType: definition.stream } }));
  }
}

async function existingTables(client: DynamoDBClient): Promise<Set<string>> {
  const names = new Set<string>();
  let start: string | undefined;
  do {
    const page = await client.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    page.TableNames?.forEach((name) => names.add(name));
    start = page.LastEvaluatedTableName;
  } while (start);
  return names;
}

/** The key and index names of a table, as one comparable string. */
function shapeOf(keySchema: KeySchemaElement[] | undefined, indexes: { IndexName?: string; KeySchema?: KeySchemaElement[] }[] | undefined): string {
  const keys = (schema: KeySchemaElement[] | undefined) => (schema ?? []).map((key) => `${key.AttributeName}:${key.KeyType}`).join(',');
  const indexShapes = (indexes ?? []).map((index) => `${index.IndexName}(${keys(index.KeySchema)})`).sort();
  return [keys(keySchema), ...indexShapes].join(' ');
}

/**
 * Data kept from an older version of the tables would be read wrongly: refuse it with a way out.
 * Only an index added since (upgradeTable adds it) is not a different shape.
 */
async function assertSameShape(client: DynamoDBClient, name: string, definition: TableDefinition): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const actual = shapeOf(Table?.KeySchema, Table?.GlobalSecondaryIndexes);
  const expected = shapeOf(
    keySchema(definition.partitionKey),
    definition.indexes
      .filter((index) => present.has(index.indexName))
      .map((index) => ({ IndexName: index.indexName, KeySchema: keySchema(index.partitionKey, index.sortKey) })),
  );
  if (actual !== expected) {
    throw new Error(`Table ${name} has the keys of an older version (${actual}; now ${expected}). Delete .data/ to start from a fresh seed.`);
  }
}

/** Returns the names of the tables it created. */
export async function createTables(client: DynamoDBClient, tableNames: Record<TableKey, string>): Promise<string[]> {
  const existing = await existingTables(client);
  const created: string[] = [];
  for (const key of tableKeys) {
    const name = tableNames[key];
    const definition = tableDefinitions[key];
    if (existing.has(name)) {
      await assertSameShape(client, name, definition);
      await upgradeTable(client, name, definition);
      continue;
    }
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: keySchema(definition.partitionKey),
        AttributeDefinitions: attributeDefinitions(definition),
        // DynamoDB refuses an empty list: a table without indexes leaves it out.
        ...(definition.indexes.length > 0 && { GlobalSecondaryIndexes: definition.indexes.map(globalIndex) }),
        ...(definition.stream && { StreamSpecification: { StreamEnabled: true, StreamViewType: definition.stream } }),
      }),
    );
    created.push(name);
  }
  return created;
}
