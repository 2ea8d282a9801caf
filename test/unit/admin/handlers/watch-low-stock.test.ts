import '../../support/env.js';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/admin/handlers/watch-low-stock.js';
import { ddb, sent, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aTool } from '../../support/fixtures.js';

const ses = mockClient(SESv2Client);

/** A tools stream record: the tool's image before and after the change. */
function record(sequenceNumber: string, before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) {
  return {
    eventName: after ? (before ? 'MODIFY' : 'INSERT') : 'REMOVE',
    dynamodb: {
      SequenceNumber: sequenceNumber,
      OldImage: before && marshall(before, { removeUndefinedValues: true }),
      NewImage: after && marshall(after, { removeUndefinedValues: true }),
    },
  };
}
const streamEvent = (...records: ReturnType<typeof record>[]) => ({ Records: records }) as unknown as DynamoDBStreamEvent;

describe('the low-stock watch on the tools stream', () => {
  useMockedDynamoDb();
  beforeAll(() => {
    process.env.EMAIL_FROM = 'shop@tools.test';
    process.env.ADMIN_EMAILS = 'owner@tools.test';
  });
  afterAll(() => {
    ses.restore();
    delete process.env.EMAIL_FROM;
    delete process.env.ADMIN_EMAILS;
  });
  beforeEach(() => {
    ses.reset();
    ses.onAnyCommand().resolves({});
  });

  it('lists a tool that fell under its threshold, emails the admins once and notes it', async () => {
    const result = await handler(streamEvent(record('100', aTool({ available: 25, lowStockThreshold: 20 }), aTool({ available: 15, lowStockThreshold: 20 }))));
    expect(result).toEqual({ batchItemFailures: [] });
    expect(sent(UpdateCommand)).toEqual([
      expect.objectContaining({
        TableName: TABLES.sales,
        Key: { _id: 'low#tool-1' },
        ExpressionAttributeValues: expect.objectContaining({ ':toolId': 'tool-1', ':available': 15, ':threshold': 20 }),
        ReturnValues: 'ALL_OLD',
      }),
      expect.objectContaining({ TableName: TABLES.sales, Key: { _id: 'low#tool-1' }, UpdateExpression: 'SET alertedAt = :at' }),
    ]);
    const emails = ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
    expect(emails).toEqual([
      expect.objectContaining({
        FromEmailAddress: 'shop@tools.test',
        Destination: { ToAddresses: ['owner@tools.test'] },
        Content: { Simple: expect.objectContaining({ Subject: { Data: 'Low stock: Cordless Drill (15 left)', Charset: 'UTF-8' } }) },
      }),
    ]);
  });

  it('sends nothing when the listing says the admins were already told', async () => {
    ddb.on(UpdateCommand, { ReturnValues: 'ALL_OLD' }).resolves({ Attributes: { alertedAt: '2024-05-01T12:00:00.000Z' } });
    const result = await handler(streamEvent(record('101', aTool({ available: 15, lowStockThreshold: 20 }), aTool({ available: 12, lowStockThreshold: 20 }))));
    expect(result).toEqual({ batchItemFailures: [] });
    expect(ses.commandCalls(SendEmailCommand)).toEqual([]);
  });

  it('takes a restocked tool off the list', async () => {
    await handler(streamEvent(record('102', aTool({ available: 5 }), aTool({ available: 300 }))));
    expect(sent(DeleteCommand)).toEqual([{ TableName: TABLES.sales, Key: { _id: 'low#tool-1' } }]);
    expect(ses.commandCalls(SendEmailCommand)).toEqual([]);
  });

  it('reports the sequence number of the change whose email failed, so the stream hands it over again', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Throttling'), { name: 'ThrottlingException' }));
    const result = await handler(
      streamEvent(
        record('200', aTool({ available: 600 }), aTool({ available: 550 })),
        record('201', aTool({ available: 25, lowStockThreshold: 20 }), aTool({ available: 15, lowStockThreshold: 20 })),
        record('202', aTool({ _id: 'tool-2', available: 50 }), aTool({ _id: 'tool-2', available: 1 })),
      ),
    );
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '201' }] });
    expect(sent(UpdateCommand).filter((update) => update.UpdateExpression === 'SET alertedAt = :at')).toEqual([]);
  });
});
