/**
 * The order state machine, checked against a model of the money: fast-check generates interleavings
 * of the customer's, the admins', the scheduler's and the payment provider's actions, the provider's
 * events delivered late, out of order and twice, and runs them against the real domain code (with
 * the in-memory repositories of order-store-fake.ts, which write on the lifecycle table's conditions,
 * and a payment provider kept here). After every step: every change made is a move of the lifecycle
 * table (contract/lifecycle.ts), stock is conserved, no order goes from refunded or cancelled back to
 * paid, and repeating an event or a shop action changes nothing. Once every pending event is delivered: the money the shop
 * keeps is the order's (less partial refunds) if it is paid or delivered and 0 otherwise, and every
 * payment that is not the order's own went back.
 * CI runs a fixed seed (CI=true); a failure prints its seed and path, which `fc.assert` replays.
 */
import '../../support/env.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelOrder } from '../../../../functions/orders/domain/cancel-order.js';
import { confirmPayment } from '../../../../functions/orders/domain/confirm-payment.js';
import { createPaymentIntentForOrder } from '../../../../functions/orders/domain/create-payment-intent.js';
import { expireHolds } from '../../../../functions/orders/domain/expire-holds.js';
import { markDelivered } from '../../../../functions/orders/domain/mark-delivered.js';
import { handlePaymentEvent, type PaymentEvent } from '../../../../functions/orders/domain/payment-webhook.js';
import { refundOrder } from '../../../../functions/orders/domain/refund-order.js';
import type { PaymentIntentFacts } from '../../../../functions/orders/gateways/payments-provider.js';
import { BadGatewayError, HttpError } from '../../../../functions/platform/errors.js';
import { admin, customer } from '../../support/api.js';
import { OrderStoreFake } from '../../support/order-store-fake.js';
import { ORDER_LIFECYCLE, type FromStatus, type Transition } from '../../../../functions/orders/contract/lifecycle.js';
import type { OrderStatus } from '../../../../functions/orders/contract/order.js';

/** The status moves the lifecycle table allows, derived from it: 'from -> to' (a change that keeps the status is 'from -> from'). */
const ALLOWED_MOVES = new Set(
  Object.values(ORDER_LIFECYCLE as Record<string, Transition>).flatMap(({ from, to }) =>
    (Object.keys(from) as FromStatus[]).map((start) => `${start} -> ${to ?? start}`),
  ),
);

/** The statuses an order in `status` can still reach through the table's moves. */
const reachable = (status: OrderStatus): Set<string> => REACHABLE.get(status) ?? reachableFrom(status);
const REACHABLE = new Map<string, Set<string>>();
function reachableFrom(status: OrderStatus): Set<string> {
  const seen = new Set<string>([status]);
  for (let grew = true; grew;) {
    grew = false;
    for (const move of ALLOWED_MOVES) {
      const [start, end] = move.split(' -> ') as [string, string];
      if (seen.has(start) && !seen.has(end)) grew = seen.add(end).size > 0;
    }
  }
  REACHABLE.set(status, seen);
  return seen;
}

const UNITS = 60;
/** The stock the tool had before the order took its units. */
const STOCK_BEFORE_ORDER = 160;

/** An event as the provider makes it, before it gets its id. */
type EventBody = PaymentEvent extends infer E ? (E extends { id: string } ? Omit<E, 'id'> : never) : never;

interface Intent {
  id: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  amount: number;
  refunded: number;
  refundIds: string[];
  dispute?: 'open' | 'won' | 'lost';
}

/** The payment provider: its intents, the refunds by idempotency key, and the events it has yet to deliver. */
class Provider {
  readonly intents = new Map<string, Intent>();
  readonly refundsByKey = new Map<string, string>();
  pending: PaymentEvent[] = [];
  private events = 0;
  private intentsMade = 0;
  private refundsMade = 0;
  /** The idempotency window: while open, the same key answers the same intent. */
  readonly byKey = new Map<string, string>();

  private emit(event: EventBody) {
    this.pending.push({ ...event, id: `evt_${++this.events}` } as PaymentEvent);
  }

  facts(intent: Intent): PaymentIntentFacts {
    return { id: intent.id, status: intent.status, amount: intent.amount, currency: 'usd', metadata: { orderId: 'order-1' } };
  }

  createPaymentIntent = async (input: { amountCents: number; idempotencyKey: string }) => {
    let id = this.byKey.get(input.idempotencyKey);
    if (!id) {
      id = `pi_${++this.intentsMade}`;
      this.intents.set(id, { id, status: 'requires_payment_method', amount: input.amountCents, refunded: 0, refundIds: [] });
      this.byKey.set(input.idempotencyKey, id);
    }
    return { id, clientSecret: `${id}_secret` };
  };

  /** Stripe's 24-hour idempotency window ends: the next call makes a new intent. */
  forgetKeys() {
    this.byKey.clear();
  }

  retrievePaymentIntent = async (id: string) => {
    const intent = this.intents.get(id);
    return intent && this.facts(intent);
  };

  cancelPaymentIntent = async (id: string) => {
    const intent = this.intents.get(id);
    if (!intent || intent.status === 'succeeded') return 'not-cancelable' as const;
    intent.status = 'canceled';
    return 'canceled' as const;
  };

  refundPayment = async (paymentIntentId: string, idempotencyKey: string) => {
    const earlier = this.refundsByKey.get(idempotencyKey);
    if (earlier) return { refundId: earlier };
    const intent = this.intents.get(paymentIntentId);
    if (!intent || intent.status !== 'succeeded') throw new BadGatewayError('The payment provider refused the request');
    // Refunded in full already (the dashboard): the provider answers the refund that emptied it (payments-provider.ts).
    if (intent.refunded >= intent.amount) return { refundId: intent.refundIds.at(-1)! };
    const refundId = this.refund(intent, intent.amount - intent.refunded);
    this.refundsByKey.set(idempotencyKey, refundId);
    return { refundId };
  };

  private refund(intent: Intent, cents: number): string {
    const refundId = `re_${++this.refundsMade}`;
    intent.refundIds.push(refundId);
    intent.refunded += cents;
    this.emit({ type: 'charge.refunded', paymentIntentId: intent.id, amountRefunded: intent.refunded });
    return refundId;
  }

  /** The customer's card is confirmed in the browser: the intent succeeds (unless cancelled). */
  confirm(id: string | undefined, declined: boolean) {
    const intent = id === undefined ? undefined : this.intents.get(id);
    if (!intent || intent.status !== 'requires_payment_method') return;
    if (declined) {
      this.emit({ type: 'payment_intent.payment_failed', paymentIntent: this.facts(intent), errorMessage: 'Your card was declined.' });
      return;
    }
    intent.status = 'succeeded';
    this.emit({ type: 'payment_intent.succeeded', paymentIntent: this.facts(intent) });
  }

  /** A refund made in the provider's dashboard: part of what is left, or all of it. */
  dashboardRefund(id: string | undefined, partial: boolean) {
    const intent = id === undefined ? undefined : this.intents.get(id);
    if (!intent || intent.status !== 'succeeded' || intent.refunded >= intent.amount || intent.dispute) return;
    this.refund(intent, partial ? Math.min(2_500, intent.amount - intent.refunded) : intent.amount - intent.refunded);
  }

  disputeOpened(id: string | undefined) {
    const intent = id === undefined ? undefined : this.intents.get(id);
    if (!intent || intent.status !== 'succeeded' || intent.dispute || intent.refunded > 0) return;
    intent.dispute = 'open';
    this.emit({ type: 'charge.dispute.created', paymentIntentId: intent.id });
  }

  disputeClosed(id: string | undefined, outcome: 'won' | 'lost') {
    const intent = id === undefined ? undefined : this.intents.get(id);
    if (intent?.dispute !== 'open') return;
    intent.dispute = outcome;
    this.emit({ type: 'charge.dispute.closed', paymentIntentId: intent.id, outcome });
  }

  /** What the shop holds of a payment: nothing once refunded or lost in a dispute. */
  kept(intent: Intent): number {
    if (intent.status !== 'succeeded' || intent.dispute === 'lost') return 0;
    return intent.amount - intent.refunded;
  }
}

type Action =
  | { kind: 'create-intent'; newWindow: boolean }
  | { kind: 'confirm-card'; intent: number; declined: boolean }
  | { kind: 'patch-pay'; intent: number }
  | { kind: 'deliver-event'; pick: number }
  | { kind: 'redeliver-event'; pick: number }
  | { kind: 'dashboard-refund'; intent: number; partial: boolean }
  | { kind: 'dispute-opened'; intent: number }
  | { kind: 'dispute-closed'; intent: number; outcome: 'won' | 'lost' }
  | { kind: 'owner-cancel' }
  | { kind: 'admin-cancel' }
  | { kind: 'expire' }
  | { kind: 'admin-refund' }
  | { kind: 'deliver-order' };

const intentIndex = fc.nat({ max: 5 });
/** Weighted so that payments, refunds and deliveries happen often and cancellations, which end most stories, seldom. */
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create-intent' as const), newWindow: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('confirm-card' as const), intent: intentIndex, declined: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('patch-pay' as const), intent: intentIndex }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('deliver-event' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('redeliver-event' as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('dashboard-refund' as const), intent: intentIndex, partial: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('dispute-opened' as const), intent: intentIndex }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('dispute-closed' as const), intent: intentIndex, outcome: fc.constantFrom('won' as const, 'lost' as const) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'owner-cancel' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'admin-cancel' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'admin-refund' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'deliver-order' as const }) },
);

/** The shop and the provider, wired as the handlers wire them. */
class World {
  readonly store = OrderStoreFake.with({ holdExpiresAt: '2024-05-02T12:00:00.000Z' });
  readonly provider = new Provider();
  readonly delivered: PaymentEvent[] = [];
  readonly deps = Object.assign(this.store, {
    createPaymentIntent: this.provider.createPaymentIntent,
    retrievePaymentIntent: this.provider.retrievePaymentIntent,
    cancelPaymentIntent: this.provider.cancelPaymentIntent,
    refundPayment: this.provider.refundPayment,
  });

  constructor() {
    this.store.stock.set('tool-1', STOCK_BEFORE_ORDER - UNITS);
  }

  /** One of the intents made so far (the arbitrary picks among however many there are). */
  intentId(index: number): string | undefined {
    const ids = [...this.provider.intents.keys()];
    return ids[index % Math.max(1, ids.length)];
  }

  /** The shop's side of an action; answers `false` when the action is the provider's own (not repeatable). */
  async shop(step: Action): Promise<boolean> {
    const orderId = 'order-1';
    switch (step.kind) {
      case 'create-intent':
        await createPaymentIntentForOrder(this.deps, customer, orderId);
        return true;
      case 'patch-pay': {
        const id = this.intentId(step.intent);
        if (id) await confirmPayment(this.deps, customer, orderId, id);
        return true;
      }
      case 'owner-cancel':
        await cancelOrder(this.deps, customer, orderId, customer.email);
        return true;
      case 'admin-cancel':
        await cancelOrder(this.deps, admin, orderId, admin.email);
        return true;
      case 'expire':
        // The hold time passes.
        this.store.now = () => new Date('2024-05-02T12:00:00.000Z');
        await expireHolds(this.deps);
        return true;
      case 'admin-refund':
        await refundOrder(this.deps, admin, orderId);
        return true;
      case 'deliver-order':
        await markDelivered(this.deps, admin, orderId);
        return true;
      default:
        return false;
    }
  }

  /** Delivers one event: a 503 leaves it pending (the provider delivers it again later). */
  async deliver(event: PaymentEvent): Promise<void> {
    try {
      await handlePaymentEvent(this.deps, event);
      this.provider.pending = this.provider.pending.filter((pending) => pending !== event);
      if (!this.delivered.includes(event)) this.delivered.push(event);
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 503)) throw error;
    }
  }

  async drain(): Promise<void> {
    for (let round = 0; round < 20 && this.provider.pending.length > 0; round++) {
      for (const event of [...this.provider.pending]) await this.deliver(event);
    }
    expect(this.provider.pending, 'events the shop keeps answering 503').toEqual([]);
  }

  snapshot(): string {
    return JSON.stringify({
      order: this.store.order(),
      stock: this.store.stock.get('tool-1'),
      refunds: [...this.provider.refundsByKey.entries()],
      intents: [...this.provider.intents.values()],
      pending: this.provider.pending.length,
    });
  }
}

/** A shop action may be refused (4xx) as a real request is; a 5xx is a bug, except the provider's 502 the model can cause. */
async function allowingRefusals(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.statusCode >= 500 && !(error instanceof BadGatewayError)) throw error;
  }
}

function unitsHeld(world: World): number {
  const order = world.store.order()!;
  const held = order.status === 'Not paid' || order.status === 'paid' ? UNITS : 0;
  const shipped = order.deliveredAt !== undefined ? UNITS : 0;
  return (world.store.stock.get('tool-1') ?? 0) + held + shipped;
}

/** Every change the step made is one of the table's moves, one after the other, ending in the order's status now. */
function checkAgainstTable(world: World, before: OrderStatus, takenBefore: number): void {
  let status: OrderStatus = before;
  for (const { name, from, to } of world.store.taken.slice(takenBefore)) {
    if (from !== status || !ALLOWED_MOVES.has(`${from} -> ${to}`)) expect.fail(`${name} made ${from} -> ${to} with the order ${status}`);
    status = to;
  }
  if (world.store.order()!.status !== status) expect.fail(`the order became ${world.store.order()!.status} outside the table`);
}

async function step(world: World, next: Action): Promise<void> {
  const before = world.store.order()!.status;
  const takenBefore = world.store.taken.length;
  switch (next.kind) {
    case 'confirm-card':
      world.provider.confirm(world.intentId(next.intent), next.declined);
      break;
    case 'dashboard-refund':
      world.provider.dashboardRefund(world.intentId(next.intent), next.partial);
      break;
    case 'dispute-opened':
      world.provider.disputeOpened(world.intentId(next.intent));
      break;
    case 'dispute-closed':
      world.provider.disputeClosed(world.intentId(next.intent), next.outcome);
      break;
    case 'deliver-event':
    case 'redeliver-event': {
      const from = next.kind === 'deliver-event' ? world.provider.pending : world.delivered;
      const event = from[next.pick % Math.max(1, from.length)];
      if (!event) break;
      await world.deliver(event);
      const once = world.snapshot();
      await world.deliver(event);
      expect(world.snapshot(), `delivering ${event.type} twice`).toBe(once);
      break;
    }
    default: {
      if (next.kind === 'create-intent' && next.newWindow) world.provider.forgetKeys();
      await allowingRefusals(() => world.shop(next));
      const once = world.snapshot();
      if (next.kind !== 'create-intent' || !next.newWindow) {
        await allowingRefusals(() => world.shop(next));
        expect(world.snapshot(), `${next.kind} twice`).toBe(once);
      }
    }
  }
  const after = world.store.order()!.status;
  expect(unitsHeld(world), 'stock conserved').toBe(STOCK_BEFORE_ORDER);
  checkAgainstTable(world, before, takenBefore);
  if (!reachable(before).has(after)) expect.fail(`${before} -> ${after}: the table has no way there`);
  if (before === 'refunded' || before === 'cancelled') expect(['paid', 'delivered', 'Not paid'], `${before} -> ${after}`).not.toContain(after);
}

function checkMoney(world: World): void {
  const order = world.store.order()!;
  const intents = [...world.provider.intents.values()];
  const own = intents.find((intent) => intent.id === order.transactionId);
  const kept = intents.reduce((sum, intent) => sum + world.provider.kept(intent), 0);
  const lost = own?.dispute === 'lost';
  const expected = (order.status === 'paid' || order.status === 'delivered') && !lost ? order.amountCents - (order.refundedCents ?? 0) : 0;
  expect(kept, `money kept for a ${order.status} order`).toBe(expected);
  for (const intent of intents) {
    if (intent.status === 'succeeded' && intent.id !== order.transactionId) expect(world.provider.kept(intent), `${intent.id} is not the order's own`).toBe(0);
  }
}

const seed = process.env.CI === 'true' ? 20_261_126 : undefined;

describe('the order state machine (model-based)', () => {
  it('keeps the money, the stock and the statuses right under every order of events', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 40, size: 'max' }), async (actions) => {
        const world = new World();
        for (const next of actions) await step(world, next);
        await world.drain();
        checkMoney(world);
      }),
      { numRuns: 400, ...(seed !== undefined && { seed }), verbose: true },
    );
  });
});
