/**
 * The DynamoDB calls of a function container, through its one document client. The AWS SDK is
 * imported on the first call, not at module init: loading it costs several times the rest of a
 * handler's cold start, and the handlers that fail validation or authentication never need it.
 */
import type { AttributeValue, CancellationReason } from '@aws-sdk/client-dynamodb';
import type * as LibDynamoDb from '@aws-sdk/lib-dynamodb';
import { dynamoDbEndpoint } from './config.js';

type DocumentClient = LibDynamoDb.DynamoDBDocumentClient;

/** The commands the repositories send: each one's input and output. */
interface Commands {
  GetCommand: [LibDynamoDb.GetCommandInput, LibDynamoDb.GetCommandOutput];
  QueryCommand: [LibDynamoDb.QueryCommandInput, LibDynamoDb.QueryCommandOutput];
  PutCommand: [LibDynamoDb.PutCommandInput, LibDynamoDb.PutCommandOutput];
  UpdateCommand: [LibDynamoDb.UpdateCommandInput, LibDynamoDb.UpdateCommandOutput];
  DeleteCommand: [LibDynamoDb.DeleteCommandInput, LibDynamoDb.DeleteCommandOutput];
  TransactWriteCommand: [LibDynamoDb.TransactWriteCommandInput, LibDynamoDb.TransactWriteCommandOutput];
}

let sdk: Promise<{ lib: typeof LibDynamoDb; client: DocumentClient }> | undefined;

function loadSdk() {
  sdk ??= (async () => {
    const [{ DynamoDBClient }, lib] = await Promise.all([import('@aws-sdk/client-dynamodb'), import('@aws-sdk/lib-dynamodb')]);
    const endpoint = dynamoDbEndpoint();
    const base = new DynamoDBClient(
      endpoint
        ? { endpoint, region: process.env.AWS_REGION ?? 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 3 }
        : { maxAttempts: 3 },
    );
    return { lib, client: lib.DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } }) };
  })();
  return sdk;
}

/** The document client itself, for the benchmark and the perf tests (which attach a middleware to it). */
export async function documentClient(): Promise<DocumentClient> {
  return (await loadSdk()).client;
}

function command<N extends keyof Commands>(name: N) {
  return async (input: Commands[N][0]): Promise<Commands[N][1]> => {
    const { lib, client } = await loadSdk();
    return client.send(new lib[name](input as never) as never) as Promise<Commands[N][1]>;
  };
}

/** One item of a DynamoDB transaction (a Put, Update, Delete or ConditionCheck). */
export type TransactItem = NonNullable<LibDynamoDb.TransactWriteCommandInput['TransactItems']>[number];

const TRANSACTION_ATTEMPTS = 8;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20 * 2 ** Math.min(attempt, 4)));
const sendTransaction = command('TransactWriteCommand');

/**
 * A transaction, run again (with a jittered pause) while DynamoDB cancels it because another
 * transaction was changing one of its items at the same moment: the sales figures and a tool's
 * stock are shared by every order, so two orders often meet there. A failed condition is not retried.
 */
async function transactWrite(input: LibDynamoDb.TransactWriteCommandInput): Promise<LibDynamoDb.TransactWriteCommandOutput> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendTransaction(input);
    } catch (error) {
      const reasons = cancellationReasons(error);
      const conflict = reasons?.some((reason) => reason.Code === 'TransactionConflict') && !reasons.some((reason) => reason.Code === 'ConditionalCheckFailed');
      if (!conflict || attempt >= TRANSACTION_ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}

export const db = {
  get: command('GetCommand'),
  query: command('QueryCommand'),
  put: command('PutCommand'),
  update: command('UpdateCommand'),
  delete: command('DeleteCommand'),
  transactWrite,
};

/**
 * DynamoDB's failures are told apart by name, not with `instanceof`: that would need the SDK's
 * exception classes, and so the SDK, loaded at module init.
 */
export function isConditionalCheckFailed(error: unknown): error is Error & { Item?: Record<string, AttributeValue> } {
  return (error as { name?: unknown } | null)?.name === 'ConditionalCheckFailedException';
}

/** The per-item reasons of a cancelled transaction; undefined when the error is anything else. */
export function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  const failure = error as { name?: unknown; CancellationReasons?: CancellationReason[] } | null;
  return failure?.name === 'TransactionCanceledException' ? (failure.CancellationReasons ?? []) : undefined;
}
