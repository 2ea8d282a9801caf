import '../support/env.js';
import { TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db } from '../../../functions/platform/db.js';
import { conditionalCheckFailed, ddb, sent, transactionCanceled, useMockedDynamoDb } from '../support/dynamo.js';

const itemBusy = () => new TransactionConflictException({ message: 'Transaction is ongoing for the item', $metadata: {} });
const update = { TableName: 't', Key: { _id: 'a' }, UpdateExpression: 'SET x = :x', ExpressionAttributeValues: { ':x': 1 } };
const transaction = { TransactItems: [{ Update: update }] };

describe('the DynamoDB writes meeting a transaction in flight', () => {
  useMockedDynamoDb();

  it('runs a single write again when DynamoDB refuses it because a transaction holds its item', async () => {
    ddb.on(UpdateCommand).rejectsOnce(itemBusy()).rejectsOnce(itemBusy()).resolves({});
    await db.update(update);
    expect(sent(UpdateCommand)).toHaveLength(3);

    ddb.on(PutCommand).rejectsOnce(itemBusy()).resolves({});
    await db.put({ TableName: 't', Item: { _id: 'a' } });
    expect(sent(PutCommand)).toHaveLength(2);
  });

  it('runs a transaction again when it was cancelled for a conflict only', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(transactionCanceled({ code: 'TransactionConflict' }))
      .resolves({});
    await db.transactWrite(transaction);
    expect(sent(TransactWriteCommand)).toHaveLength(2);
  });

  it('does not run again a write whose condition failed, even beside a conflict', async () => {
    ddb.on(UpdateCommand).rejects(conditionalCheckFailed());
    await expect(db.update(update)).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    expect(sent(UpdateCommand)).toHaveLength(1);

    ddb.on(TransactWriteCommand).rejects(transactionCanceled({ code: 'TransactionConflict' }, { code: 'ConditionalCheckFailed' }));
    await expect(db.transactWrite(transaction)).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(sent(TransactWriteCommand)).toHaveLength(1);
  });

  it('gives up after a bounded number of attempts, so the caller answers 503 in time', async () => {
    ddb.on(UpdateCommand).rejects(itemBusy());
    await expect(db.update(update)).rejects.toMatchObject({ name: 'TransactionConflictException' });
    expect(sent(UpdateCommand)).toHaveLength(8);
  });
});
