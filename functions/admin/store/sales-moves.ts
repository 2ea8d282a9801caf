/**
 * What an order adds to the sales figures, as moves of the sales items. The orders stream's
 * projection (functions/admin/domain/project-sales.ts) makes them a few seconds after each order change,
 * and the backfill (scripts/backfill-owner-tools.ts) replays them for every order. The items:
 * - 'day#YYYY-MM-DD': the orders placed that day (UTC), how many of them were paid, and their revenue
 *   in cents less refunds (whole or partial);
 * - 'day#YYYY-MM-DD#tool#<toolId>': one per tool sold that day, its units and cents paid (`quantity`,
 *   `cents`, with `toolId`, its `name` and the `date`; a whole refund takes them off). Kept apart from
 *   the day's item so that no item grows with the number of tools sold: a day item holds the same few
 *   attributes whether one tool or 10,000 were sold (DynamoDB refuses an item over 400 KB). They sort
 *   right after their day's item, so the summary's one Query reads them with it. (Day items written
 *   before kept these figures in `qty_<toolId>`, `cents_<toolId>` and `name_<toolId>` attributes; the
 *   summary still adds those in.)
 * - 'totals': the paid orders still to ship;
 * - 'counted#<orderId>': which steps of the order are already counted (1 each) and the refunded cents
 *   already taken off its revenue (`refundedCents`), so each is counted once however often the stream
 *   hands its change over. It is outside the summary's index.
 * A summary is one Query on byKey from the first day on (sales-repository.ts), whatever the number of orders.
 */
import type { Order } from '../../orders/contract/order.js';

export const SALES_LIST_KEY = 'sales';
export const TOTALS_KEY = 'totals';
export const dayKey = (date: string) => `day#${date}`;
export const countedKey = (orderId: string) => `counted#${orderId}`;
/** The item of one tool's figures on one day: after its day's item and before the next day's in the summary's Query. */
export const dayToolKey = (date: string, toolId: string) => `${dayKey(date)}#tool#${toolId}`;

/**
 * Counts every change of a sales item (`ADD rev 1`), so that a writer that read the item can tell
 * whether anything changed it since, even a change and its reverse (the projection's and the backfill's conditional writes).
 */
export const SALES_REVISION = 'rev';

/** The day an order counts for: the UTC day it was placed. */
export const orderDay = (order: Pick<Order, 'createdAt'>) => order.createdAt.slice(0, 10);

/** The steps of an order the figures count, each once, in the order they happen. */
export const SALES_STEPS = ['placed', 'paid', 'shipped', 'refunded'] as const;
export type SalesStep = (typeof SALES_STEPS)[number];

/** An order as stored: what it adds to the figures, and what its status and fields tell of the steps it went through. */
export type OrderHistory = Pick<Order, '_id' | 'lines' | 'amountCents' | 'createdAt' | 'status' | 'paidAt' | 'deliveredAt' | 'refundSource' | 'refundedCents'>;

/** The attribute of the 'counted#' item that holds the refunded cents already taken off the order's revenue. */
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

/**
 * The steps the order has gone through: placed; paid ('paid', 'delivered', and a refund of a paid
 * order); shipped (it has `deliveredAt`); refunded (after being paid). A refunded order that was
 * never marked paid (no `paidAt`: a late payment refunded at once, or a refund that arrived before
 * its payment) was never counted as paid. Steps only ever add up as an order changes.
 */
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

/**
 * The cents the order's refunds take off its revenue: what was refunded of it, whole or in part,
 * once it was counted as paid (an order never counted as paid had no revenue to take back). A
 * refunded order stored before refunds kept `refundedCents` was refunded whole.
 */
export function refundedCentsOf(order: OrderHistory): number {
  if (!stepsOf(order).has('paid')) return 0;
  const refunded = order.refundedCents ?? (order.status === 'refunded' ? order.amountCents : 0);
  return Math.min(refunded, order.amountCents);
}

/** What is still to count of an order: steps not counted yet, whether it is shipped, and the refunded cents not taken off yet. */
export interface NewCounts {
  steps: readonly SalesStep[];
  shipped: boolean;
  refundedCents: number;
}

/**
 * The moves of what is still to count of an order, each also marked counted on its 'counted#' item:
 * - placed: one more order that day;
 * - paid: one more paid order and its revenue on its day, each line's units and cents on its tool's
 *   item of that day, and one more to ship;
 * - shipped: one less to ship;
 * - refunded (whole): its units and cents come off its tools' items of its day; a paid order not shipped is no longer to ship;
 * - refunded cents (whole or partial refunds): they come off its day's revenue.
 */
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

/** Every move the order has made so far: the moves of all its steps. */
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

/** The items the moves make, starting from none. Sorted by key. */
export function salesItemsOf(moves: readonly SalesMove[]): Record<string, unknown>[] {
  return mergedMoves(moves)
    .map(({ key, set, add }) => ({ _id: key, ...set, ...add }))
    .sort((a, b) => a._id.localeCompare(b._id));
}
