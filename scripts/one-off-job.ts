/**
 * What the one-off data jobs (migrate-to-user-ids.ts, backfill-owner-tools.ts) share: their
 * DynamoDB client, a full read of a table, conditional writes, their `--name <table>` arguments and
 * how they run.
 * They scan (a one-off job, never a request path); the region and credentials come from the usual
 * AWS environment, `DYNAMODB_ENDPOINT` points them at DynamoDB Local.
 */
import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import { localDynamoDbClient } from '../infra/local/dynamodb-local.js';

export type Row = Record<string, unknown>;

/** Every item of the table, read consistently, a page at a time. */
export async function* rows(db: DynamoDBDocumentClient, tableName: string): AsyncGenerator<Row> {
  for await (const page of paginateScan({ client: db }, { TableName: tableName, ConsistentRead: true })) yield* page.Items ?? [];
}

/** Runs a conditional write; false when DynamoDB refused it for its condition. */
export async function conditionalWrite(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The value of `--<name> <table>` on the command line. */
export function argument(name: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : undefined;
  if (!value) throw new Error(`Missing --${name} <table>`);
  return value;
}

/** Runs the job when its module is the one started by `tsx`, printing its report as JSON. */
export function runAsScript(moduleUrl: string, job: (db: DynamoDBDocumentClient) => Promise<unknown>): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const client = endpoint ? localDynamoDbClient(endpoint) : new DynamoDBClient({});
  const db = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  job(db)
    .then((report) => console.log(JSON.stringify(report, null, 2)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => db.destroy());
}
