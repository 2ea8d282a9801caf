import '../../support/env.js';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/orders/handlers/mark-delivered.js';
import { itRequiresAdmin } from '../../support/access-contract.js';
import { admin, call, type RequestOptions } from '../../support/api.js';
import { ddb, givenAdmin, sent, sentAuditEntries, sentTransactions, transactionCanceled, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { anOrder } from '../../support/fixtures.js';
import { outcomeOf } from '../../support/dynamo-expressions.js';
import type { Order } from '../../../../functions/orders/contract/order.js';

const send = (options: RequestOptions = {}) => call(handler, { params: { orderId: 'order-1' }, ...options });
const givenOrder = (overrides: Partial<Order> = {}) =>
  ddb
    .on(GetCommand, { TableName: TABLES.orders, Key: { _id: 'order-1' } })
    .resolves({ Item: anOrder({ status: 'paid', transactionId: 'pi_1', ...overrides }) });

describe('POST /delivered/{orderId}', () => {
  useMockedDynamoDb();
  itRequiresAdmin(send);

  describe('as an admin', () => {
    beforeEach(() => givenAdmin(admin));

    it("moves a paid order to 'delivered' with its audit entry in one transaction, and answers { modifiedCount: 1 }", async () => {
      givenOrder();
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatchObject({ modifiedCount: 1 });
      expect(sent(UpdateCommand)).toEqual([]);
      const [transaction] = sentTransactions();
      expect(transaction).toHaveLength(2);
      const orderWrite = transaction![0]!.Update!;
      expect([orderWrite.TableName, orderWrite.Key]).toEqual([TABLES.orders, { _id: 'order-1' }]);
      const paid = anOrder({ status: 'paid', transactionId: 'pi_1' });
      expect(outcomeOf(orderWrite, paid)).toEqual({ ...paid, status: 'delivered', deliveredAt: expect.any(String) });
      expect(outcomeOf(orderWrite, { ...paid, disputed: true }), 'an open dispute').toBe('refused');
      expect(outcomeOf(orderWrite, { ...paid, disputed: true, disputeOutcome: 'won' }), 'a dispute won').not.toBe('refused');
      expect(outcomeOf(orderWrite, { ...paid, status: 'refunded' }), 'refunded meanwhile').toBe('refused');
      expect(outcomeOf(orderWrite, undefined), 'deleted meanwhile').toBe('refused');
      expect(transaction![1]!.Put).toMatchObject({ TableName: TABLES.audit });
      expect(sentAuditEntries()).toEqual([
        expect.objectContaining({
          actor: { uid: admin.uid, email: admin.email },
          action: 'deliver-order',
          target: { kind: 'order', id: 'order-1', label: '60 × Cordless Drill, ordered by customer@tools.test' },
          before: { status: 'paid' },
          after: { status: 'delivered' },
        }),
      ]);
    });

    it('answers 400 naming orderId for an id that is too long', async () => {
      const response = await send({ as: admin, params: { orderId: 'o'.repeat(101) } });
      expect(response.statusCode).toBe(400);
      expect(response.body.details).toEqual([{ field: 'orderId', message: 'Must be at most 100 characters' }]);
    });

    it('answers 404 for an unknown order, and writes nothing', async () => {
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(404);
      expect(sentTransactions()).toEqual([]);
    });

    it.each(['Not paid', 'delivered', 'cancelled', 'refunded'] as const)("answers 409 for an order that is '%s', and writes nothing", async (status) => {
      givenOrder({ status });
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(409);
      expect(sentTransactions()).toEqual([]);
    });

    it('answers 409 for an order shipped or refunded between the read and the write', async () => {
      givenOrder();
      ddb
        .on(TransactWriteCommand)
        .rejects(transactionCanceled({ code: 'ConditionalCheckFailed', oldItem: anOrder({ status: 'delivered' }) }, { code: 'None' }, { code: 'None' }));
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(409);
    });

    it('answers 404 for an order deleted between the read and the write', async () => {
      givenOrder();
      ddb.on(TransactWriteCommand).rejects(transactionCanceled({ code: 'ConditionalCheckFailed' }, { code: 'None' }, { code: 'None' }));
      const response = await send({ as: admin });
      expect(response.statusCode).toBe(404);
    });
  });
});
