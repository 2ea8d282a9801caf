/**
 * The shop's DynamoDB tables, built from the one table definition the functions and the local
 * bootstrap also use. Each table's logical id is pinned (e.g. `ToolsTable`) so that moving or
 * renaming constructs can never make CloudFormation replace a table and lose its data.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableV2, type Attribute, type CfnGlobalTable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinitions, tableKeys, type KeyAttribute, type TableKey } from '../../functions/platform/table-definitions.js';

export type StorefrontTables = Readonly<Record<TableKey, TableV2>>;

/** `tools` -> `ToolsTable`. Changing this replaces every table: never do it on a deployed stack. */
export function tableLogicalId(table: TableKey): string {
  return `${table.charAt(0).toUpperCase()}${table.slice(1)}Table`;
}

const toAttribute = ({ name, type }: KeyAttribute): Attribute => ({
  name,
  type: type === 'N' ? AttributeType.NUMBER : AttributeType.STRING,
});

export class DataTables extends Construct {
  readonly tables: StorefrontTables;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.tables = Object.fromEntries(tableKeys.map((key) => [key, this.createTable(key)])) as Record<TableKey, TableV2>;
  }

  private createTable(key: TableKey): TableV2 {
    const definition = tableDefinitions[key];
    const table = new TableV2(this, tableLogicalId(key), {
      partitionKey: toAttribute(definition.partitionKey),
      globalSecondaryIndexes: definition.indexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: toAttribute(index.partitionKey),
        ...(index.sortKey ? { sortKey: toAttribute(index.sortKey) } : {}),
      })),
      ...(definition.stream && { dynamoStream: StreamViewType[definition.stream] }),
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    (table.node.defaultChild as CfnGlobalTable).overrideLogicalId(tableLogicalId(key));
    return table;
  }
}
