// The SDK is imported by name so the bundle keeps only the commands used here.
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

/** Made on first use; the benchmark and the perf tests attach middleware to it. */
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

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const CONFLICT_ATTEMPTS = 8;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20 * 2 ** Math.min(attempt, 4)));

/** Refused only because a transaction held the item (no failed condition): the SDK retries neither case. */
export function isTransactionConflict(error: unknown): boolean {
  if ((error as { name?: unknown } | null)?.name === 'TransactionConflictException') return true;
  const reasons = cancellationReasons(error);
  return (
    reasons !== undefined &&
    reasons.some((reason) => reason.Code === 'TransactionConflict') &&
    !reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')
  );
}

// Stock and sales figures have many writers, so meeting a transaction in flight is retried; a failed condition is not.
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
