import '../../support/env.js';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { markOrderPaid } from '../../../../functions/orders/store/order-payments-repository.js';
import { cancelUnpaidOrder, markUnpaidOrderRefunded } from '../../../../functions/orders/store/order-lifecycle-repository.js';
import { createOrderTakingStock } from '../../../../functions/orders/store/orders-repository.js';
import { readUnpaidOrders } from '../../../../functions/accounts/store/unpaid-orders-repository.js';
import { anOrder } from '../../support/fixtures.js';
import { ddb, sentTransactions, transactionCanceled, useMockedDynamoDb } from '../../support/dynamo.js';
import { TABLES } from '../../support/env.js';
import { conditionHolds, outcomeOf } from '../../support/dynamo-expressions.js';

const paid = { orderId: 'order-1', userId: 'uid-1', transactionId: 'pi_1', amountCents: 75_000, paidAt: '2024-05-01T12:00:00.000Z' };
const counterKey = { _id: 'unpaid#uid-1' };

describe("the account's count of unpaid orders", () => {
  useMockedDynamoDb();

  it('reads the counter when the account has one, and its unpaid orders on the index when it has none yet', async () => {
    ddb.on(GetCommand, { TableName: TABLES.users, Key: counterKey }).resolves({ Item: { ...counterKey, unpaidOrders: 2 } });
    expect(await readUnpaidOrders('uid-1', 3)).toEqual({ userId: 'uid-1', count: 2, counter: 'kept' });

    ddb.on(GetCommand, { TableName: TABLES.users, Key: counterKey }).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [{ _id: 'old-1' }] });
    expect(await readUnpaidOrders('uid-1', 3)).toEqual({ userId: 'uid-1', count: 1, counter: 'none', orderIds: ['old-1'] });
  });

  it('counts a new order in the same transaction, only below the limit; a refusal of the count is the limit, unless the count was deleted meanwhile', async () => {
    const order = anOrder({ _id: 'order-new', userId: 'uid-1' });
    const kept = { userId: 'uid-1', count: 2, counter: 'kept' } as const;
    expect(await createOrderTakingStock(order, [{ priceCents: 1250 }], kept, 3)).toBe('created');
    const [items] = sentTransactions();
    const counting = items!.at(-1)!.Update!;
    expect([counting.TableName, counting.Key, counting.ReturnValuesOnConditionCheckFailure]).toEqual([TABLES.users, counterKey, 'ALL_OLD']);
    expect(outcomeOf(counting, { ...counterKey, unpaidOrders: 2 })).toEqual({ ...counterKey, unpaidOrders: 3 });
    expect(outcomeOf(counting, { ...counterKey, unpaidOrders: 3 }), 'at the limit').toBe('refused');

    ddb
      .on(TransactWriteCommand)
      .rejects(transactionCanceled({ code: 'None' }, { code: 'None' }, { code: 'ConditionalCheckFailed', oldItem: { ...counterKey, unpaidOrders: 3 } }));
    expect(await createOrderTakingStock(order, [{ priceCents: 1250 }], kept, 3)).toBe('unpaid-limit');

    ddb.on(TransactWriteCommand).rejects(transactionCanceled({ code: 'None' }, { code: 'None' }, { code: 'ConditionalCheckFailed' }));
    expect(await createOrderTakingStock(order, [{ priceCents: 1250 }], kept, 3)).toBe('unpaid-changed');
  });

  it("starts an account's counter at its unpaid orders plus the new one, each checked still unpaid; a refusal means they changed", async () => {
    const order = anOrder({ _id: 'order-new', userId: 'uid-1' });
    const none = { userId: 'uid-1', count: 1, counter: 'none', orderIds: ['old-1'] } as const;
    expect(await createOrderTakingStock(order, [{ priceCents: 1250 }], none, 3)).toBe('created');
    const [items] = sentTransactions();
    const [check, starting] = items!.slice(-2);
    expect([check?.ConditionCheck?.TableName, check?.ConditionCheck?.Key]).toEqual([TABLES.orders, { _id: 'old-1' }]);
    expect(conditionHolds(check!.ConditionCheck!, { _id: 'old-1', unpaidOwner: 'uid-1' }), 'still unpaid').toBe(true);
    expect(conditionHolds(check!.ConditionCheck!, { _id: 'old-1', status: 'paid' }), 'paid meanwhile').toBe(false);
    expect([starting?.Update?.TableName, starting?.Update?.Key]).toEqual([TABLES.users, counterKey]);
    expect(outcomeOf(starting!.Update!, undefined)).toEqual({ unpaidOrders: 2 });
    expect(outcomeOf(starting!.Update!, { ...counterKey, unpaidOrders: 1 }), 'made meanwhile').toBe('refused');

    ddb.on(TransactWriteCommand).rejects(transactionCanceled({ code: 'None' }, { code: 'None' }, { code: 'ConditionalCheckFailed' }, { code: 'None' }));
    expect(await createOrderTakingStock(order, [{ priceCents: 1250 }], none, 3)).toBe('unpaid-changed');
  });

  it('takes a paid order off the count in the payment transaction, never below 0', async () => {
    expect(await markOrderPaid(paid)).toBe('paid');
    const [items] = sentTransactions();
    expect(items).toHaveLength(2);
    const countingDown = items![1]!.Update!;
    expect([countingDown.TableName, countingDown.Key]).toEqual([TABLES.users, counterKey]);
    expect(outcomeOf(countingDown, { ...counterKey, unpaidOrders: 2 })).toEqual({ ...counterKey, unpaidOrders: 1 });
    expect(outcomeOf(countingDown, { ...counterKey, unpaidOrders: 0 }), 'never below 0').toBe('refused');
  });

  it('records the payment without moving the count when it has nothing to take off (an order placed before the counter)', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(transactionCanceled({ code: 'None' }, { code: 'ConditionalCheckFailed' }))
      .resolves({});
    expect(await markOrderPaid(paid)).toBe('paid');
    const [, second] = sentTransactions();
    const nothingToTakeOff = second![1]!.ConditionCheck!;
    expect([nothingToTakeOff.TableName, nothingToTakeOff.Key]).toEqual([TABLES.users, counterKey]);
    expect(conditionHolds(nothingToTakeOff, undefined), 'no counter').toBe(true);
    expect(conditionHolds(nothingToTakeOff, { ...counterKey, unpaidOrders: 0 })).toBe(true);
    expect(conditionHolds(nothingToTakeOff, { ...counterKey, unpaidOrders: 1 }), 'a counter made meanwhile').toBe(false);
  });

  it('answers an order no longer unpaid as such, whatever the count says', async () => {
    ddb.on(TransactWriteCommand).rejects(transactionCanceled({ code: 'ConditionalCheckFailed' }, { code: 'ConditionalCheckFailed' }));
    expect(await markOrderPaid(paid)).toBe('not-unpaid');
    expect(sentTransactions()).toHaveLength(1);
  });

  it('takes a cancelled order off the count in the transaction that gives its stock back, as its last item', async () => {
    const order = anOrder({ _id: 'order-1', userId: 'uid-1' });
    expect(await cancelUnpaidOrder(order, { reason: 'owner', at: '2024-05-01T12:00:00.000Z' })).toEqual({ changed: true });
    const [items] = sentTransactions();
    expect(items!.map((item) => Object.keys(item)[0])).toEqual(['Update', 'Update', 'Update']);
    expect(items!.at(-1)).toEqual({ Update: expect.objectContaining({ TableName: TABLES.users, Key: counterKey }) });
  });

  it('takes an unpaid order refunded before its payment was recorded off the count; a cancelled one left it already', async () => {
    const change = { at: '2024-05-01T12:00:00.000Z', source: 'provider' } as const;
    expect(await markUnpaidOrderRefunded(anOrder({ _id: 'order-1', userId: 'uid-1' }), 'pi_1', change)).toEqual({ changed: true });
    expect(await markUnpaidOrderRefunded(anOrder({ _id: 'order-2', userId: 'uid-1', status: 'cancelled' }), 'pi_2', change)).toEqual({ changed: true });
    const [unpaid] = sentTransactions();
    expect(unpaid!.at(-1)).toEqual({ Update: expect.objectContaining({ TableName: TABLES.users, Key: counterKey }) });
    expect(sentTransactions()).toHaveLength(1);
  });
});
