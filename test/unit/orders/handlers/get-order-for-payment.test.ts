import '../../support/env.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/orders/handlers/get-order-for-payment.js';
import { itRequiresSignIn } from '../../support/access-contract.js';
import { admin, call, customer, otherCustomer, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, givenUserRow, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { anOrder, aUser } from '../../support/fixtures.js';

const send = (options: RequestOptions = {}) => call(handler, { params: { orderId: 'order-1' }, ...options });
const givenOrder = () => ddb.on(GetCommand, { TableName: TABLES.orders, Key: { _id: 'order-1' } }).resolves({ Item: anOrder() });

describe('GET /pay/{orderId}', () => {
  useMockedDynamoDb();
  itRequiresSignIn(send);

  it('answers the order to its owner', async () => {
    givenOrder();
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ _id: 'order-1', user_name: customer.name, product_name: 'Cordless Drill', quantity: 60, price: 750 });
  });

  it('answers the order to an admin', async () => {
    givenOrder();
    givenAdmin(admin);
    const response = await send({ as: admin });
    expect(response.statusCode).toBe(200);
    expect(response.body._id).toBe('order-1');
  });

  it('answers 400 naming orderId for an empty id', async () => {
    const response = await send({ as: customer, params: { orderId: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'orderId', message: 'Must not be empty' }]);
  });

  it('answers 403 to another customer who is not an admin', async () => {
    givenOrder();
    givenUserRow(aUser({ _id: otherCustomer.uid, email: otherCustomer.email }));
    const response = await send({ as: otherCustomer });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for an unknown order', async () => {
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(404);
  });
});
