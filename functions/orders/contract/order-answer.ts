/** An order as answered, and its amounts. No zod here: functions read it at init (the schemas: order.ts). */
import { centsToDollars } from '../../platform/contract/money.js';
import { summaryOf, totalsOf, type OrderLine } from './order-pricing.js';
import type { Order } from './order.js';

/** An order as answered: SPEC's dollar fields (`price`, the total; a one-line order's `unitPrice`) beside the cents. */
export function orderAnswer(order: Order) {
  const [only, ...more] = order.lines;
  return {
    ...order,
    price: centsToDollars(order.amountCents),
    ...(only && more.length === 0 && { unitPrice: centsToDollars(only.unitPriceCents) }),
    lines: order.lines.map((line) => ({
      ...line,
      unitPrice: centsToDollars(line.unitPriceCents),
      ...(line.listUnitPriceCents !== undefined && { listUnitPrice: centsToDollars(line.listUnitPriceCents) }),
    })),
  };
}
export type OrderAnswer = ReturnType<typeof orderAnswer>;

export function orderAmounts(lines: OrderLine[], taxRatePercent = 0) {
  const pricing = totalsOf(lines, taxRatePercent);
  return { ...pricing, ...summaryOf(pricing) };
}
