// The SDK is imported by name so the bundle keeps only the commands used here.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
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
import { dynamoDbCallSent } from './beside-first-read.js';
import { isTransactionConflict } from './db-errors.js';

// Read from here by most stores; db-errors.ts holds them so that a module can tell errors apart without loading the SDK.
export { cancellationReasons, isConditionalCheckFailed, isTransactionConflict } from './db-errors.js';

let client: DynamoDBDocumentClient | undefined;

/** Made on first use; the benchmark and the perf tests attach middleware to it. Every call's send goes through here. */
export function documentClient(): DynamoDBDocumentClient {
  dynamoDbCallSent();
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
/** A jittered pause before retry number `attempt`, growing with it (to about 330 ms): many writers or a throttled table spread out. */
export const pauseBeforeRetry = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20 * 2 ** Math.min(attempt, 4)));

// Stock and sales figures have many writers, so meeting a transaction in flight is retried; a failed condition is not.
async function retriedOnConflict<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= CONFLICT_ATTEMPTS) throw error;
      await pauseBeforeRetry(attempt);
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
