import '../../support/env.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/catalog/handlers/get-tool.js';
import { call } from '../../support/api.js';
import { ddb, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aTool } from '../../support/fixtures.js';

describe('GET /purchase/{id}', () => {
  useMockedDynamoDb();

  it('answers { tool }', async () => {
    ddb.on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'tool-1' } }).resolves({ Item: aTool() });
    const response = await call(handler, { params: { id: 'tool-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.body.tool).toMatchObject({ _id: 'tool-1', name: 'Cordless Drill', available: 500, minimum: 50, price: 12.5 });
  });

  it('answers 404 for an unknown tool', async () => {
    const response = await call(handler, { params: { id: 'nope' } });
    expect(response.statusCode).toBe(404);
    expect(response.body.message).toBe('No tool with id nope');
  });

  it('answers 404 for an archived tool: it left the shop', async () => {
    ddb
      .on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'tool-1' } })
      .resolves({ Item: aTool({ archived: true, archivedAt: '2024-04-01T00:00:00.000Z' }) });
    const response = await call(handler, { params: { id: 'tool-1' } });
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 naming id for an id that is too long', async () => {
    const response = await call(handler, { params: { id: 'x'.repeat(101) } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'id', message: 'Must be at most 100 characters' }]);
  });
});
