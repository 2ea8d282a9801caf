import { describe, expect, it } from 'vitest';
import { updateExpression } from '../../../functions/platform/update-expression.js';

describe('the update-expression builder', () => {
  it('sets, adds and removes through placeholders, leaving undefined values out', () => {
    expect(
      updateExpression({ set: { status: 'paid', carrier: undefined, 'name_tool-1': 'Drill' }, add: { toShip: 1 }, remove: ['holdKey', 'lastPaymentError'] }),
    ).toEqual({
      UpdateExpression: 'SET #s0 = :s0, #s1 = :s1 ADD #a0 :a0 REMOVE #r0, #r1',
      ExpressionAttributeNames: { '#s0': 'status', '#s1': 'name_tool-1', '#a0': 'toShip', '#r0': 'holdKey', '#r1': 'lastPaymentError' },
      ExpressionAttributeValues: { ':s0': 'paid', ':s1': 'Drill', ':a0': 1 },
    });
  });

  it('conditions each attribute set on its value as read, or on its absence', () => {
    const read = { _id: 'tool-1', price: 12.5, available: 3 };
    expect(
      updateExpression({
        set: { price: 14, archived: true },
        asRead: read,
        condition: { expression: 'attribute_exists(#id)', names: { '#id': '_id' } },
      }),
    ).toEqual({
      UpdateExpression: 'SET #s0 = :s0, #s1 = :s1',
      ConditionExpression: 'attribute_exists(#id) AND #s0 = :was0 AND attribute_not_exists(#s1)',
      ExpressionAttributeNames: { '#s0': 'price', '#s1': 'archived', '#id': '_id' },
      ExpressionAttributeValues: { ':s0': 14, ':s1': true, ':was0': 12.5 },
    });
  });

  it("keeps the condition's values and only the names the expressions use (DynamoDB refuses the others)", () => {
    const { ConditionExpression, ExpressionAttributeNames, ExpressionAttributeValues } = updateExpression({
      set: { disputed: true },
      condition: {
        expression: 'attribute_exists(#id) AND transactionId = :transactionId',
        names: { '#id': '_id', '#status': 'status' },
        values: { ':transactionId': 'pi_1' },
      },
    });
    expect(ConditionExpression).toBe('attribute_exists(#id) AND transactionId = :transactionId');
    expect(ExpressionAttributeNames).toEqual({ '#s0': 'disputed', '#id': '_id' });
    expect(ExpressionAttributeValues).toEqual({ ':s0': true, ':transactionId': 'pi_1' });
  });

  it('answers no empty name or value map, which DynamoDB refuses', () => {
    expect(updateExpression({ remove: ['listKey'] })).toEqual({ UpdateExpression: 'REMOVE #r0', ExpressionAttributeNames: { '#r0': 'listKey' } });
  });

  it("refuses a condition placeholder that clashes with the builder's own, and an update that changes nothing", () => {
    expect(() => updateExpression({ set: { status: 'paid' }, condition: { expression: '#s0 = :x', names: { '#s0': 'status' }, values: { ':x': 1 } } })).toThrow(
      /#s0/,
    );
    expect(() => updateExpression({ set: { status: 'paid' }, condition: { expression: 'x = :s0', values: { ':s0': 1 } } })).toThrow(/:s0/);
    expect(() => updateExpression({ set: { carrier: undefined } })).toThrow(/set, add or remove/);
  });
});
