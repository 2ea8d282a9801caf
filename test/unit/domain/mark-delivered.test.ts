import { describe, expect, it } from 'vitest';
import { markDelivered } from '../../../functions/domain/mark-delivered.js';
import type { MarkDeliveredOutcome } from '../../../functions/repositories/orders-repository.js';

function deps(outcome: MarkDeliveredOutcome) {
  const calls: Array<{ id: string; at: string }> = [];
  return {
    calls,
    deps: {
      markOrderDelivered: async (id: string, at: string) => {
        calls.push({ id, at });
        return outcome;
      },
      now: () => new Date('2024-05-01T12:00:00.000Z'),
    },
  };
}

describe('markDelivered', () => {
  it('stamps the delivery time', async () => {
    const fake = deps('delivered');
    await markDelivered(fake.deps, 'order-1');
    expect(fake.calls).toEqual([{ id: 'order-1', at: '2024-05-01T12:00:00.000Z' }]);
  });

  it('answers 404 for an unknown order', async () => {
    await expect(markDelivered(deps('missing').deps, 'order-1')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers 409 for an order that is not paid', async () => {
    await expect(markDelivered(deps('not-paid').deps, 'order-1')).rejects.toMatchObject({ statusCode: 409 });
  });
});
