import { describe, expect, it } from 'vitest';
import { orderTarget } from '../../../../functions/orders/domain/audit-target.js';
import type { OrderLine } from '../../../../functions/orders/contract/order-pricing.js';

const line = (n: number): OrderLine => ({ toolId: `t${n}`, product_name: `Tool ${n}`, quantity: n, unitPriceCents: 100, amountCents: 100 * n });

describe("an order's audit label", () => {
  it('names the one line of a one-tool order', () => {
    expect(orderTarget({ _id: 'o', email: 'a@tools.test', lines: [line(2)] }).label).toBe('2 × Tool 2, ordered by a@tools.test');
  });

  it('names the first three lines of a larger order and counts the rest', () => {
    expect(orderTarget({ _id: 'o', email: 'a@tools.test', lines: [1, 2, 3, 4, 5].map(line) }).label).toBe(
      '1 × Tool 1, 2 × Tool 2, 3 × Tool 3 and 2 more, ordered by a@tools.test',
    );
  });
});
