/**
 * What the shop's records must say after the load run, computed from what the buyers were answered
 * (placed orders, with their lines and totals, and which of them were paid), and the differences
 * between that and what the API and the tables say, and which answers the contract allows under load.
 * Pure: unit-tested in test/perf/load-accounting.test.ts.
 */

import { maximumQuantityMessage } from '../../functions/platform/contract/messages.js';

/** An API answer as the load run records it. */
export interface Answered {
  status: number;
  /** A 400's first field error (`details[0]`), to tell the contract's stock refusals from bad requests. */
  fieldError?: { field: string; message: string };
}

/** Answers the contract allows under load besides 2xx: out of stock, and too many unpaid orders or throttled. */
const ALLOWED_REFUSALS = new Set([409, 429]);

/**
 * The contract's other stock refusal: a line asking more than the stock the server reads is bad
 * input, 400 naming `lines.N.quantity` with the maximum it may ask (another buyer took units since
 * this one read the product page). Any other 400 fails the run.
 */
export function isStockQuantityRefusal(answer: Answered): boolean {
  const detail = answer.fieldError;
  if (answer.status !== 400 || !detail || !/^lines\.\d+\.quantity$/.test(detail.field)) return false;
  const maximum = /\d+$/.exec(detail.message);
  return maximum !== null && detail.message === maximumQuantityMessage(Number(maximum[0]));
}

/** An answer the contract allows under load: a 2xx or one of its refusals. */
export const isContractAnswer = (answer: Answered) =>
  (answer.status >= 200 && answer.status < 300) || ALLOWED_REFUSALS.has(answer.status) || isStockQuantityRefusal(answer);

export interface PlacedOrder {
  orderId: string;
  buyerUid: string;
  amountCents: number;
  lines: { toolId: string; quantity: number; amountCents: number }[];
  /** The payment was reported and the shop answered 2xx. */
  paid: boolean;
}

export interface SalesFigures {
  /** Today's orders, paid orders and revenue (cents). */
  orders: number;
  paidOrders: number;
  revenueCents: number;
  toShip: number;
  /** The best sellers the summary lists: quantity and revenue (cents) per tool. */
  topTools: ReadonlyMap<string, { quantity: number; cents: number }>;
}

export interface ShopRecords {
  /** Each load tool's stock now. */
  stock: ReadonlyMap<string, number>;
  /** The ids of each buyer's orders, and which of them are paid. */
  ordersByBuyer: ReadonlyMap<string, { orderId: string; paid: boolean }[]>;
  /** Each buyer's count of unpaid orders (the counter item; 0 when it has none). */
  unpaidByBuyer: ReadonlyMap<string, number>;
  salesBefore: SalesFigures;
  salesAfter: SalesFigures;
}

/** Stock each tool must have: what it started with, less every unit of every order placed (paid or holding its stock unpaid). */
export function expectedStock(initial: ReadonlyMap<string, number>, orders: readonly PlacedOrder[]): Map<string, number> {
  const stock = new Map(initial);
  for (const line of orders.flatMap((order) => order.lines)) stock.set(line.toolId, (stock.get(line.toolId) ?? 0) - line.quantity);
  return stock;
}

/** Every difference between what the buyers were told and what the shop's records say; none when they agree. */
export function accountingDifferences(
  buyers: readonly string[],
  initialStock: ReadonlyMap<string, number>,
  orders: readonly PlacedOrder[],
  records: ShopRecords,
): string[] {
  const differences: string[] = [];
  const differ = (what: string, expected: number, actual: number | undefined) => {
    if (expected !== actual) differences.push(`${what}: expected ${expected}, found ${actual ?? 'nothing'}`);
  };
  for (const [toolId, stock] of expectedStock(initialStock, orders)) differ(`stock of ${toolId}`, stock, records.stock.get(toolId));

  for (const buyer of buyers) {
    const told = orders.filter((order) => order.buyerUid === buyer);
    const found = records.ordersByBuyer.get(buyer) ?? [];
    const key = (list: readonly { orderId: string; paid: boolean }[]) =>
      list
        .map(({ orderId, paid }) => `${orderId}:${paid ? 'paid' : 'unpaid'}`)
        .sort()
        .join(' ');
    if (key(told) !== key(found)) differences.push(`orders of ${buyer}: expected [${key(told)}], found [${key(found)}]`);
    differ(`unpaid orders of ${buyer}`, told.filter((order) => !order.paid).length, records.unpaidByBuyer.get(buyer) ?? 0);
  }

  const paid = orders.filter((order) => order.paid);
  const { salesBefore: before, salesAfter: after } = records;
  differ("today's orders in the sales figures (added)", orders.length, after.orders - before.orders);
  differ("today's paid orders in the sales figures (added)", paid.length, after.paidOrders - before.paidOrders);
  differ("today's revenue in the sales figures (added, cents)", sum(paid.map((order) => order.amountCents)), after.revenueCents - before.revenueCents);
  differ('paid orders to ship (added)', paid.length, after.toShip - before.toShip);
  // The summary lists only the best sellers: each load tool it lists must show exactly what was sold of it.
  const sold = soldPerTool(paid);
  for (const [toolId, figures] of after.topTools) {
    const expected = sold.get(toolId);
    if (!expected) continue;
    const earlier = before.topTools.get(toolId) ?? { quantity: 0, cents: 0 };
    differ(`units of ${toolId} sold (best sellers)`, expected.quantity, figures.quantity - earlier.quantity);
    differ(`revenue of ${toolId} (best sellers, cents)`, expected.cents, figures.cents - earlier.cents);
  }
  return differences;
}

function soldPerTool(paid: readonly PlacedOrder[]): Map<string, { quantity: number; cents: number }> {
  const sold = new Map<string, { quantity: number; cents: number }>();
  for (const line of paid.flatMap((order) => order.lines)) {
    const tool = sold.get(line.toolId) ?? { quantity: 0, cents: 0 };
    sold.set(line.toolId, { quantity: tool.quantity + line.quantity, cents: tool.cents + line.amountCents });
  }
  return sold;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
