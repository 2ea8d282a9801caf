// 'day#YYYY-MM-DD': that UTC day's orders, paid orders and revenue less refunds; 'day#YYYY-MM-DD#tool#<toolId>':
// one tool's units and cents that day, apart so no item grows with the tools sold (DynamoDB's 400 KB item limit);
// 'totals': paid orders to ship; 'counted#<orderId>': what of the order is counted, so each step counts once.
import type { Order } from '../../orders/contract/order.js';

export const SALES_LIST_KEY = 'sales';
export const TOTALS_KEY = 'totals';
export const dayKey = (date: string) => `day#${date}`;
export const countedKey = (orderId: string) => `counted#${orderId}`;
/** The item of one tool's figures on one day: after its day's item and before the next day's in the summary's Query. */
export const dayToolKey = (date: string, toolId: string) => `${dayKey(date)}#tool#${toolId}`;

/** Bumped on every change, so a writer can tell whether anything (even a change and its reverse) touched the item since it read it. */
export const SALES_REVISION = 'rev';

/** The day an order counts for: the UTC day it was placed. */
export const orderDay = (order: Pick<Order, 'createdAt'>) => order.createdAt.slice(0, 10);

/** The steps of an order the figures count, each once, in the order they happen. */
export const SALES_STEPS = ['placed', 'paid', 'shipped', 'refunded'] as const;
export type SalesStep = (typeof SALES_STEPS)[number];

export type OrderHistory = Pick<Order, '_id' | 'lines' | 'amountCents' | 'createdAt' | 'status' | 'paidAt' | 'deliveredAt' | 'refundSource' | 'refundedCents'>;

export const COUNTED_REFUND = 'refundedCents';

/** One change of one sales item: attributes set and counters added to (made on first use). */
export interface SalesMove {
  key: string;
  set: Record<string, unknown>;
  add: Record<string, number>;
}

interface Moves {
  set?: Record<string, unknown>;
  add: Record<string, number>;
}

const listed = (key: string, { set = {}, add }: Moves): SalesMove => ({ key, set: { listKey: SALES_LIST_KEY, ...set }, add });
const dayMove = (order: OrderHistory, moves: Moves) => listed(dayKey(orderDay(order)), { ...moves, set: { date: orderDay(order), ...moves.set } });
const toShip = (change: 1 | -1) => listed(TOTALS_KEY, { add: { toShip: change } });

/** Every line's units and cents, each on the item of its tool and day (each tool is on one line of an order at most). */
function toolMoves(order: OrderHistory, sign: 1 | -1): SalesMove[] {
  const date = orderDay(order);
  return order.lines.map((line) =>
    listed(dayToolKey(date, line.toolId), {
      set: { date, toolId: line.toolId, name: line.product_name },
      add: { quantity: sign * line.quantity, cents: sign * line.amountCents },
    }),
  );
}

/** A refunded order never marked paid (a late payment refunded at once) was never counted as paid. */
export function stepsOf(order: OrderHistory): Set<SalesStep> {
  const steps = new Set<SalesStep>(['placed']);
  const refunded = order.status === 'refunded';
  const wasPaid = order.status === 'paid' || order.status === 'delivered' || (refunded && order.refundSource !== 'late-payment' && order.paidAt !== undefined);
  if (!wasPaid) return steps;
  steps.add('paid');
  if (order.status === 'delivered' || (refunded && order.deliveredAt !== undefined)) steps.add('shipped');
  if (refunded) steps.add('refunded');
  return steps;
}

/** An order never counted as paid has no revenue to take back; one stored before `refundedCents` was refunded whole. */
export function refundedCentsOf(order: OrderHistory): number {
  if (!stepsOf(order).has('paid')) return 0;
  const refunded = order.refundedCents ?? (order.status === 'refunded' ? order.amountCents : 0);
  return Math.min(refunded, order.amountCents);
}

export interface NewCounts {
  steps: readonly SalesStep[];
  shipped: boolean;
  refundedCents: number;
}

/** Each move is also marked counted on the order's 'counted#' item. */
export function movesOfCounts(order: OrderHistory, { steps, shipped, refundedCents }: NewCounts): SalesMove[] {
  const counted: Record<string, number> = Object.fromEntries(steps.map((step) => [step, 1]));
  if (refundedCents !== 0) counted[COUNTED_REFUND] = refundedCents;
  const moves: SalesMove[] = [{ key: countedKey(order._id), set: {}, add: counted }];
  for (const step of steps) {
    if (step === 'placed') moves.push(dayMove(order, { add: { orders: 1 } }));
    if (step === 'paid') moves.push(dayMove(order, { add: { paidOrders: 1, revenueCents: order.amountCents } }), ...toolMoves(order, 1), toShip(1));
    if (step === 'shipped') moves.push(toShip(-1));
    if (step === 'refunded') {
      moves.push(...toolMoves(order, -1));
      if (!shipped) moves.push(toShip(-1));
    }
  }
  if (refundedCents !== 0) moves.push(dayMove(order, { add: { revenueCents: -refundedCents } }));
  return moves;
}

export function movesOfOrderSoFar(order: OrderHistory): SalesMove[] {
  const steps = stepsOf(order);
  return movesOfCounts(order, { steps: [...steps], shipped: steps.has('shipped'), refundedCents: refundedCentsOf(order) });
}

/** The moves with one per item: sets merged in order, adds summed (a transaction names each item once). */
export function mergedMoves(moves: readonly SalesMove[]): SalesMove[] {
  const merged = new Map<string, SalesMove>();
  for (const { key, set, add } of moves) {
    const into = merged.get(key) ?? { key, set: {}, add: {} };
    Object.assign(into.set, set);
    for (const [attribute, value] of Object.entries(add)) into.add[attribute] = (into.add[attribute] ?? 0) + value;
    merged.set(key, into);
  }
  return [...merged.values()];
}

export function salesItemsOf(moves: readonly SalesMove[]): Record<string, unknown>[] {
  return mergedMoves(moves)
    .map(({ key, set, add }) => ({ _id: key, ...set, ...add }))
    .sort((a, b) => a._id.localeCompare(b._id));
}
