/** The mocked DynamoDB document client, and the failures DynamoDB answers with. */
import { ConditionalCheckFailedException, TransactionCanceledException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach } from 'vitest';
import { TABLES } from './env.js';

export const ddb = mockClient(DynamoDBDocumentClient);

/** Every test starts with an empty mock that answers any command with an empty result. */
export function useMockedDynamoDb(): void {
  beforeEach(() => {
    ddb.reset();
    ddb.onAnyCommand().resolves({});
  });
}

/** A users row, found by its key: the user id. */
export function givenUserRow(item: Record<string, unknown>): void {
  ddb.on(GetCommand, { TableName: TABLES.users, Key: { _id: item._id } }).resolves({ Item: item });
}

/** What the adapter's admin check reads (by the caller's user id). */
export function givenAdmin(caller: { uid: string; email: string }): void {
  givenUserRow({ _id: caller.uid, email: caller.email, name: caller.email, role: 'admin', listKey: 'user', createdAt: '2024-01-01T00:00:00.000Z' });
}

/** The raw attribute values DynamoDB returns in a failure's `Item` (flat items of strings and numbers). */
function rawItem(item: Record<string, unknown> | undefined): Record<string, AttributeValue> | undefined {
  if (!item) return undefined;
  return Object.fromEntries(
    Object.entries(item).map(([key, value]): [string, AttributeValue] => [key, typeof value === 'number' ? { N: String(value) } : { S: String(value) }]),
  );
}

export function conditionalCheckFailed(oldItem?: Record<string, unknown>): ConditionalCheckFailedException {
  return new ConditionalCheckFailedException({
    message: 'The conditional request failed',
    $metadata: {},
    Item: rawItem(oldItem),
  });
}

export interface CancellationReasonInput {
  code: 'None' | 'ConditionalCheckFailed' | 'TransactionConflict';
  oldItem?: Record<string, unknown>;
}

export function transactionCanceled(...reasons: CancellationReasonInput[]): TransactionCanceledException {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: reasons.map(({ code, oldItem }) => ({
      Code: code,
      Item: rawItem(oldItem),
    })),
  });
}

/** The inputs of every command of this kind that was sent, in order. */
export function sent<C extends abstract new (...args: never[]) => { input: unknown }>(command: C): InstanceType<C>['input'][] {
  return ddb.commandCalls(command as any).map((call) => call.args[0].input as InstanceType<C>['input']);
}

/** The items of every transaction that was sent, one array per transaction, in order. */
export function sentTransactions(): Record<string, any>[][] {
  return sent(TransactWriteCommand).map((input) => (input.TransactItems ?? []) as Record<string, any>[]);
}

/** The audit entries (the Items of the Puts on the audit table) of every transaction that was sent. */
export function sentAuditEntries(): Record<string, any>[] {
  return sentTransactions()
    .flat()
    .filter((item) => item.Put?.TableName === TABLES.audit)
    .map((item) => item.Put.Item as Record<string, any>);
}
