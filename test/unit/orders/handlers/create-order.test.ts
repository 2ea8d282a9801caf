import '../../support/env.js';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/orders/handlers/create-order.js';
import { itRequiresSignIn } from '../../support/access-contract.js';
import { call, customer, otherCustomer, type RequestOptions } from '../../support/api.js';
import { ddb, sent, transactionCanceled, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { aTool } from '../../support/fixtures.js';

const purchase = { address: '1 Main Street', number: '01234567890', quantity: 60, status: 'Not paid', price: 1 };
const send = (options: RequestOptions = {}) => call(handler, { params: { id: 'tool-1' }, body: purchase, ...options });

describe('PUT /purchase/{id}', () => {
  useMockedDynamoDb();
  itRequiresSignIn(send);

  const givenTool = () => ddb.on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'tool-1' } }).resolves({ Item: aTool() });

  it('creates the order at the stored price and takes the stock in one transaction', async () => {
    givenTool();
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(200);
    expect(response.body.quantityUpdateResult).toEqual({ modifiedCount: 1 });
    expect(response.body.order).toMatchObject({ email: customer.email, quantity: 60, price: 750, status: 'Not paid' });
    const [transaction] = sent(TransactWriteCommand);
    expect(transaction?.TransactItems?.[1]?.Put?.Item).toMatchObject({ listKey: 'order', createdAt: expect.any(String) });
  });

  it("writes only the stock, the order and the account's own count of unpaid orders in its transaction: no item every order shares (the sales figures follow the stream)", async () => {
    givenTool();
    await send({ as: customer });
    const [transaction] = sent(TransactWriteCommand);
    expect(transaction?.TransactItems?.map((item) => (item.Update ?? item.Put)?.TableName)).toEqual([TABLES.tools, TABLES.orders, TABLES.users]);
    expect(transaction?.TransactItems?.[2]?.Update?.Key).toEqual({ _id: `unpaid#${customer.uid}` });
  });

  it('answers 404 for an archived tool and takes no stock', async () => {
    ddb
      .on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'tool-1' } })
      .resolves({ Item: aTool({ archived: true, archivedAt: '2024-04-01T00:00:00.000Z' }) });
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(404);
    expect(sent(TransactWriteCommand)).toEqual([]);
  });

  it('answers 400 naming address when it is missing', async () => {
    const response = await send({ as: customer, body: { ...purchase, address: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'address', message: 'Address is required' }]);
  });

  it("answers 400 with the tool's own minimum for a quantity of 0 or less, and takes no stock", async () => {
    givenTool();
    for (const quantity of [0, -5]) {
      const response = await send({ as: customer, body: { ...purchase, quantity } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'quantity', message: 'Minimum quantity must be 50' }]);
    }
    expect(sent(TransactWriteCommand)).toEqual([]);
  });

  it('answers 403 for an order in the name of another email', async () => {
    givenTool();
    const response = await send({ as: customer, body: { ...purchase, email: otherCustomer.email } });
    expect(response.statusCode).toBe(403);
    expect(sent(TransactWriteCommand)).toEqual([]);
  });

  it('answers 404 for an unknown tool', async () => {
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(404);
  });

  it('answers 409 when the last units were taken', async () => {
    givenTool();
    ddb.on(TransactWriteCommand).rejects(transactionCanceled({ code: 'ConditionalCheckFailed' }, { code: 'None' }));
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(409);
  });
});
