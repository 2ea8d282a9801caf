/**
 * The local DynamoDB endpoint cancels what meets a transaction in flight on the same item, as
 * DynamoDB does (DynamoDB Local lets both through). Behind the proxy, a stand-in for DynamoDB Local
 * holds each transaction's answer until the test releases it, so "in flight" is exact.
 */
import { createServer } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamoDbIamProxy, type DynamoDbIamProxy } from '../../infra/local/iam/dynamodb-iam-proxy.js';
import type { LocalRole } from '../../infra/local/iam/role-authorizer.js';
import { listenOnLoopback, type LoopbackServer } from '../../infra/local/loopback-server.js';
import { LOCAL_REGION } from '../../infra/local/template-model.js';

const WRITER: LocalRole = {
  roleName: 'Writer',
  policies: [{ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: ['dynamodb:UpdateItem', 'dynamodb:PutItem'], Resource: '*' }] }],
};

let upstream: LoopbackServer;
let proxy: DynamoDbIamProxy;
/** Answers held back, released by the test. */
const held: (() => void)[] = [];

beforeAll(async () => {
  upstream = await listenOnLoopback(
    createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const answer = () => response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
        if (String(request.headers['x-amz-target']).endsWith('TransactWriteItems')) held.push(answer);
        else answer();
      });
    }),
  );
  proxy = await startDynamoDbIamProxy({ target: upstream.url, roles: new Map([['WRITER', WRITER]]), partitionKeyOf: () => '_id' });
});
afterAll(async () => {
  await Promise.all([proxy?.stop(), upstream?.stop()]);
});

const client = () =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: proxy.url, region: LOCAL_REGION, credentials: { accessKeyId: 'WRITER', secretAccessKey: 'local' }, maxAttempts: 1 }),
  );
const add = (table: string, id: string) => ({
  Update: { TableName: table, Key: { _id: id }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } },
});
const releaseAll = () => held.splice(0).forEach((answer) => answer());
const untilHeld = async (count: number) => {
  while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('transaction conflicts at the local DynamoDB endpoint', () => {
  it('cancels a transaction that meets one in flight on the same item, naming the item, and lets it through once that one ended', async () => {
    const first = client().send(new TransactWriteCommand({ TransactItems: [add('sales', 'totals'), add('orders', 'a')] }));
    await untilHeld(1);

    const second = client().send(new TransactWriteCommand({ TransactItems: [add('orders', 'b'), add('sales', 'totals')] }));
    await expect(second).rejects.toMatchObject({
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
      $metadata: { httpStatusCode: 400 },
    });

    releaseAll();
    await first;
    const again = client().send(new TransactWriteCommand({ TransactItems: [add('orders', 'b'), add('sales', 'totals')] }));
    await untilHeld(1);
    releaseAll();
    await expect(again).resolves.toBeDefined();
  });

  it('lets transactions on different items run at the same time', async () => {
    const one = client().send(new TransactWriteCommand({ TransactItems: [add('orders', 'c')] }));
    const other = client().send(new TransactWriteCommand({ TransactItems: [add('orders', 'd'), add('tools', 'x')] }));
    await untilHeld(2);
    releaseAll();
    await expect(Promise.all([one, other])).resolves.toHaveLength(2);
  });

  it('refuses a single write of an item a transaction in flight includes (TransactionConflictException), and not of another item', async () => {
    const transaction = client().send(new TransactWriteCommand({ TransactItems: [add('tools', 'y')] }));
    await untilHeld(1);

    await expect(client().send(new UpdateCommand(add('tools', 'y').Update))).rejects.toMatchObject({ name: 'TransactionConflictException' });
    await expect(client().send(new UpdateCommand(add('tools', 'z').Update))).resolves.toBeDefined();

    releaseAll();
    await transaction;
  });
});
