import '../../support/env.js';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/orders/handlers/cancel-order.js';
import { itRequiresSignIn } from '../../support/access-contract.js';
import { admin, call, customer, otherCustomer, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, sentAuditEntries, sentTransactions, transactionCanceled, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { anOrder } from '../../support/fixtures.js';
import { outcomeOf } from '../../support/dynamo-expressions.js';
import type { Order } from '../../../../functions/orders/contract/order.js';

const send = (options: RequestOptions = {}) => call(handler, { params: { orderId: 'order-1', email: customer.email }, ...options });
const givenOrder = (overrides: Partial<Order> = {}) =>
  ddb.on(GetCommand, { TableName: TABLES.orders, Key: { _id: 'order-1' } }).resolves({ Item: anOrder(overrides) });

describe('DELETE /myordercancel/{orderId}/{email}', () => {
  useMockedDynamoDb();
  itRequiresSignIn(send);

  it("marks the unpaid order 'cancelled' by its owner, gives its quantity back and takes it off the owner's unpaid orders in one transaction", async () => {
    givenOrder();
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ result: { deletedCount: 1 }, order: { status: 'cancelled', cancelReason: 'owner' } });
    const [transaction] = sent(TransactWriteCommand);
    const [orderWrite, stockWrite, counterWrite] = (transaction?.TransactItems ?? []).map((item) => item.Update!);
    expect([orderWrite, stockWrite, counterWrite].map((write) => [write?.TableName, write?.Key])).toEqual([
      [TABLES.orders, { _id: 'order-1' }],
      [TABLES.tools, { _id: 'tool-1' }],
      [TABLES.users, { _id: `unpaid#${customer.uid}` }],
    ]);
    const unpaid = { ...anOrder(), holdKey: 'hold', unpaidOwner: customer.uid };
    const cancelled = outcomeOf(orderWrite!, unpaid);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'owner', cancelledAt: expect.any(String) });
    expect(cancelled).not.toHaveProperty('holdKey');
    expect(cancelled).not.toHaveProperty('unpaidOwner');
    expect(outcomeOf(orderWrite!, { ...unpaid, status: 'paid' }), 'paid meanwhile').toBe('refused');
    expect(outcomeOf(orderWrite!, { ...unpaid, paymentIntentId: 'pi_new' }), 'an intent started meanwhile').toBe('refused');
    expect(outcomeOf(stockWrite!, { _id: 'tool-1', available: 40 })).toEqual({ _id: 'tool-1', available: 100 });
    expect(outcomeOf(counterWrite!, { _id: `unpaid#${customer.uid}`, unpaidOrders: 2 })).toEqual({ _id: `unpaid#${customer.uid}`, unpaidOrders: 1 });
    expect(outcomeOf(counterWrite!, { _id: `unpaid#${customer.uid}`, unpaidOrders: 0 }), 'never below 0').toBe('refused');
  });

  it('writes no audit entry for an owner cancelling their own order', async () => {
    givenOrder();
    await send({ as: customer });
    expect(sentAuditEntries()).toEqual([]);
  });

  it("lets an admin cancel a customer's order, with an audit entry naming the admin in the same transaction", async () => {
    givenOrder();
    givenAdmin(admin);
    const response = await send({ as: admin, params: { orderId: 'order-1', email: admin.email } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ order: { status: 'cancelled', cancelReason: 'admin' } });
    const [transaction] = sentTransactions();
    expect(transaction?.map((item) => Object.values(item)[0].TableName)).toEqual([TABLES.orders, TABLES.tools, TABLES.audit, TABLES.users]);
    expect(sentAuditEntries()).toEqual([
      expect.objectContaining({
        actor: { uid: admin.uid, email: admin.email },
        action: 'cancel-order',
        target: { kind: 'order', id: 'order-1', label: '60 × Cordless Drill, ordered by customer@tools.test' },
      }),
    ]);
  });

  it('still cancels the order when its tool was deleted meanwhile', async () => {
    givenOrder();
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(transactionCanceled({ code: 'None' }, { code: 'ConditionalCheckFailed' }, { code: 'None' }))
      .resolves({});
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatchObject({ result: { deletedCount: 1 } });
    const [, again] = sentTransactions();
    expect(again?.map((item) => Object.values(item)[0].TableName)).toEqual([TABLES.orders, TABLES.users]);
  });

  it('answers 400 naming email for an email that is not one', async () => {
    const response = await send({ as: customer, params: { orderId: 'order-1', email: 'nope' } });
    expect(response.statusCode).toBe(400);
    expect(response.body.details).toEqual([{ field: 'email', message: 'Enter a valid email' }]);
  });

  it('answers 403 when the email in the path is not the caller', async () => {
    givenOrder({ userId: otherCustomer.uid, email: otherCustomer.email });
    const response = await send({ as: customer, params: { orderId: 'order-1', email: otherCustomer.email } });
    expect(response.statusCode).toBe(403);
    expect(sent(TransactWriteCommand)).toEqual([]);
  });

  it("answers 403 for another customer's order", async () => {
    givenOrder({ userId: otherCustomer.uid, email: otherCustomer.email });
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(403);
    expect(sent(TransactWriteCommand)).toEqual([]);
  });

  it('answers 404 for an unknown order', async () => {
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(404);
  });

  it.each(['paid', 'delivered', 'cancelled', 'refunded'] as const)('answers 409 for a %s order and changes nothing', async (status) => {
    givenOrder({ status });
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(409);
    expect(sent(TransactWriteCommand)).toEqual([]);
  });

  it('answers 409 when the order was paid between the read and the write', async () => {
    givenOrder();
    ddb.on(TransactWriteCommand).rejects(transactionCanceled({ code: 'ConditionalCheckFailed', oldItem: anOrder({ status: 'paid' }) }, { code: 'None' }));
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(409);
  });

  it('answers 404 when the order was cancelled between the read and the write', async () => {
    givenOrder();
    ddb.on(TransactWriteCommand).rejects(transactionCanceled({ code: 'ConditionalCheckFailed' }, { code: 'None' }));
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 when the tool and then the order disappeared meanwhile', async () => {
    givenOrder();
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(transactionCanceled({ code: 'None' }, { code: 'ConditionalCheckFailed' }, { code: 'None' }))
      .rejects(transactionCanceled({ code: 'ConditionalCheckFailed' }, { code: 'None' }));
    const response = await send({ as: customer });
    expect(response.statusCode).toBe(404);
  });
});
