/**
 * The lifecycle table's one declaration per change gives the same answer both ways: evaluated on an
 * order by the domain, and as the DynamoDB condition the store writes with.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conditionOf, mayStartFrom, mayTake, ORDER_LIFECYCLE, type TransitionName } from '../../../../functions/orders/contract/lifecycle.js';
import { toDynamoCondition } from '../../../../functions/orders/contract/order-condition.js';
import { isHeldByDispute } from '../../../../functions/orders/domain/dispute.js';
import { ORDER_STATUSES } from '../../../../functions/orders/contract/order.js';
import { conditionHolds } from '../../support/dynamo-expressions.js';

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const order = fc.record({
  _id: maybe(fc.constant('order-1')),
  status: fc.constantFrom(...ORDER_STATUSES),
  paymentIntentId: maybe(fc.constantFrom('pi_1', 'pi_2')),
  transactionId: maybe(fc.constantFrom('pi_1', 'pi_2')),
  amountCents: fc.constantFrom(1_000, 2_000),
  refundedCents: maybe(fc.constantFrom(500, 1_000)),
  refundSource: maybe(fc.constantFrom('admin', 'provider', 'late-payment')),
  disputed: maybe(fc.boolean()),
  disputeOutcome: maybe(fc.constantFrom('won', 'lost')),
  extraPaymentsRefunded: maybe(fc.subarray(['pi_1', 'pi_2'])),
  refusedEmailAddresses: maybe(fc.subarray(['a@tools.test'])),
  payment: maybe(fc.constantFrom('card', 'account')),
  paidCents: maybe(fc.constantFrom(0, 500)),
  paymentIds: maybe(fc.subarray(['pay_1', 'pi_1'])),
});
const params = fc.record({
  previousIntent: maybe(fc.constantFrom('pi_1', 'pi_2')),
  intentRead: maybe(fc.constantFrom('pi_1', 'pi_2')),
  amountCents: fc.constantFrom(1_000, 2_000),
  transactionId: fc.constantFrom('pi_1', 'pi_2'),
  refundedCents: fc.constantFrom(500, 1_000),
  address: fc.constant('a@tools.test'),
  paidRead: maybe(fc.constantFrom(0, 500)),
  paymentId: fc.constantFrom('pay_1', 'pi_1'),
});
const names = Object.keys(ORDER_LIFECYCLE) as TransitionName[];
/** The item as stored: DynamoDB holds no attribute for an undefined value. */
const stored = (item: Record<string, unknown>) => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined));

describe('the order lifecycle table', () => {
  it('decides every change the same in the domain and in the DynamoDB condition', () => {
    fc.assert(
      fc.property(fc.constantFrom(...names), order, params, fc.boolean(), (name, item, given, pin) => {
        const statusRead = pin && mayStartFrom(name, item.status) ? item.status : undefined;
        const dynamo = toDynamoCondition(conditionOf(name, statusRead), given);
        const write = { ConditionExpression: dynamo.expression, ExpressionAttributeNames: dynamo.names, ExpressionAttributeValues: dynamo.values };
        expect(conditionHolds(write, stored(item))).toBe(mayTake(name, item, given, statusRead));
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses a change from a status it does not start from, and a status read it cannot start from', () => {
    expect(mayTake('deliver', { _id: 'order-1', status: 'Not paid' })).toBe(false);
    expect(mayTake('deliver', { _id: 'order-1', status: 'paid' })).toBe(true);
    expect(() => conditionOf('refund', 'Not paid')).toThrow('An order cannot refund from Not paid');
  });

  it('holds an order while a dispute is open or lost, not once it is won', () => {
    expect(isHeldByDispute({})).toBe(false);
    expect(isHeldByDispute({ disputed: true })).toBe(true);
    expect(isHeldByDispute({ disputed: true, disputeOutcome: 'lost' })).toBe(true);
    expect(isHeldByDispute({ disputed: true, disputeOutcome: 'won' })).toBe(false);
  });

  it('writes a new order only where none is', () => {
    const placing = toDynamoCondition(conditionOf('place'));
    const write = { ConditionExpression: placing.expression, ExpressionAttributeNames: placing.names };
    expect(conditionHolds(write, undefined)).toBe(true);
    expect(conditionHolds(write, { _id: 'order-1', status: 'Not paid' })).toBe(false);
  });
});
