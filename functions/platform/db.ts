/**
 * The DynamoDB calls of a function container, through its one document client. The SDK is imported
 * statically, by name, so the bundle keeps only the commands used here (docs/performance.md).
 */
import { DynamoDBClient, type AttributeValue, type CancellationReason } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type GetCommandInput,
  type PutCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type TransactWriteCommandOutput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamoDbEndpoint } from './config.js';
import { LOCAL_CREDENTIALS } from './local-credentials.js';

let client: DynamoDBDocumentClient | undefined;

/** The document client, made on first use (its endpoint comes from configuration); the benchmark and the perf tests attach a middleware to it. */
export function documentClient(): DynamoDBDocumentClient {
  if (!client) {
    const endpoint = dynamoDbEndpoint();
    const base = new DynamoDBClient(
      endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'local', credentials: LOCAL_CREDENTIALS, maxAttempts: 3 } : { maxAttempts: 3 },
    );
    client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return client;
}

/** One item of a DynamoDB transaction (a Put, Update, Delete or ConditionCheck). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const CONFLICT_ATTEMPTS = 8;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20 * 2 ** Math.min(attempt, 4)));

/**
 * Whether DynamoDB refused the write only because a transaction was changing one of its items at
 * that moment: a transaction cancelled for `TransactionConflict` (and for no failed condition), or a
 * single write refused with `TransactionConflictException`. The SDK retries neither.
 */
export function isTransactionConflict(error: unknown): boolean {
  if ((error as { name?: unknown } | null)?.name === 'TransactionConflictException') return true;
  const reasons = cancellationReasons(error);
  return (
    reasons !== undefined &&
    reasons.some((reason) => reason.Code === 'TransactionConflict') &&
    !reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')
  );
}

/**
 * A write, run again (with a jittered pause) while it meets a transaction in flight on the same
 * item: a tool's stock is shared by every order of it, and the sales figures by the stream's
 * projections, so two writers often meet there. A failed condition is not retried.
 */
async function retriedOnConflict<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= CONFLICT_ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}

export const db = {
  get: (input: GetCommandInput) => documentClient().send(new GetCommand(input)),
  query: (input: QueryCommandInput) => documentClient().send(new QueryCommand(input)),
  put: (input: PutCommandInput) => retriedOnConflict(() => documentClient().send(new PutCommand(input))),
  update: (input: UpdateCommandInput) => retriedOnConflict(() => documentClient().send(new UpdateCommand(input))),
  delete: (input: DeleteCommandInput) => retriedOnConflict(() => documentClient().send(new DeleteCommand(input))),
  transactWrite: (input: TransactWriteCommandInput): Promise<TransactWriteCommandOutput> =>
    retriedOnConflict(() => documentClient().send(new TransactWriteCommand(input))),
};

/** DynamoDB's failures are told apart by name: the same check works on errors from any SDK copy (and from the IAM proxy locally). */
export function isConditionalCheckFailed(error: unknown): error is Error & { Item?: Record<string, AttributeValue> } {
  return (error as { name?: unknown } | null)?.name === 'ConditionalCheckFailedException';
}

/** The per-item reasons of a cancelled transaction; undefined when the error is anything else. */
export function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  const failure = error as { name?: unknown; CancellationReasons?: CancellationReason[] } | null;
  return failure?.name === 'TransactionCanceledException' ? (failure.CancellationReasons ?? []) : undefined;
}
