/** Every change an order can take: the store builds each write's condition from this table and the domain asks it, so a rule has one source. */
import type { OrderStatus } from './order.js';
import { absent, all, any, below, exists, holds, is, lacks, oneOf, param, type Condition, type Params } from './order-condition.js';

export interface Effects {
  /** 'take': the lines' units leave the tools' stock; 'give back': they return. */
  stock?: 'take' | 'give back';
  unpaidCount?: 'up' | 'down';
}

/** Where a change may start: 'new' is an order not written yet. */
export type FromStatus = OrderStatus | 'new';

export interface Transition {
  from: Readonly<Partial<Record<FromStatus, Effects>>>;
  /** The status it ends in; none when the status stays. */
  to?: OrderStatus;
  guard?: Condition;
  clears?: readonly string[];
}

/** Every status, with nothing besides: a change any order may take (a provider's fact about its payment). */
const ANY_STATUS: Transition['from'] = { 'Not paid': {}, paid: {}, delivered: {}, cancelled: {}, refunded: {} };

const LEAVES_UNPAID: Effects = { stock: 'give back', unpaidCount: 'down' };
const samePayment = is('transactionId', param('transactionId'));

/** An open or lost dispute holds the order: the shop neither ships nor refunds it. */
export const NOT_HELD_BY_DISPUTE = any(absent('disputed'), is('disputed', false), is('disputeOutcome', 'won'));

export const ORDER_LIFECYCLE = {
  /** A customer orders: the stock is held until the order is paid, cancelled or its hold expires. */
  place: { from: { new: { stock: 'take', unpaidCount: 'up' } }, to: 'Not paid' },
  /** The PaymentIntent started for the order replaces only the one the caller read, so none is forgotten uncancelled. */
  attachPaymentIntent: { from: { 'Not paid': {} }, guard: is('paymentIntentId', param('previousIntent')) },
  /** The provider's message for a declined card. */
  recordPaymentError: { from: { 'Not paid': {} } },
  /** The provider charged the order's total. */
  pay: { from: { 'Not paid': { unpaidCount: 'down' } }, to: 'paid', guard: is('amountCents', param('amountCents')), clears: ['lastPaymentError'] },
  /** Its owner or an admin cancels; an intent started in between must be cancelled too, so the intent read must still be the order's. */
  cancel: { from: { 'Not paid': LEAVES_UNPAID }, to: 'cancelled', guard: is('paymentIntentId', param('intentRead')) },
  /** The hold ran out: as a cancel. */
  expire: { from: { 'Not paid': LEAVES_UNPAID }, to: 'cancelled', guard: is('paymentIntentId', param('intentRead')) },
  /** An admin refunds in full; a paid order's units come back, a delivered one's left with the parcel. */
  refund: { from: { paid: { stock: 'give back' }, delivered: {} }, to: 'refunded', guard: all(samePayment, NOT_HELD_BY_DISPUTE) },
  /** A full refund made at the provider is a fact: recorded whatever the dispute. */
  providerRefund: { from: { paid: { stock: 'give back' }, delivered: {} }, to: 'refunded', guard: samePayment },
  /** A payment refunded before the order recorded it (it came after a cancel, or its refund event came first). */
  refundUnrecordedPayment: { from: { 'Not paid': LEAVES_UNPAID, cancelled: {} }, to: 'refunded' },
  /** An admin's refund whose provider event was recorded first becomes the admin's. */
  claimProviderRefund: { from: { refunded: {} }, guard: all(samePayment, is('refundSource', 'provider')) },
  /** Part of the payment came back at the provider: the cents refunded so far only grow. */
  partialRefund: {
    from: { paid: {}, delivered: {} },
    guard: all(samePayment, any(absent('refundedCents'), below('refundedCents', param('refundedCents')))),
  },
  /** The customer disputed the payment at their bank. */
  openDispute: { from: ANY_STATUS, guard: samePayment },
  /** The bank settled it, once (a closing that arrives before the opening flags the dispute too). */
  closeDispute: { from: ANY_STATUS, guard: all(samePayment, absent('disputeOutcome')) },
  /** The shop ships a paid order, never while a dispute holds it. */
  deliver: { from: { paid: {} }, to: 'delivered', guard: NOT_HELD_BY_DISPUTE },
  /** Another payment of the order, refunded at once, listed once. */
  recordExtraPaymentRefund: { from: ANY_STATUS, guard: lacks('extraPaymentsRefunded', param('transactionId')) },
  /** An address the mail service refused for good, kept once. */
  recordRefusedEmailAddress: { from: ANY_STATUS, guard: lacks('refusedEmailAddresses', param('address')) },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof ORDER_LIFECYCLE;

const transition = (name: TransitionName): Transition => ORDER_LIFECYCLE[name];
const starts = (name: TransitionName) => Object.keys(transition(name).from) as FromStatus[];

export const mayStartFrom = (name: TransitionName, status: FromStatus): boolean => starts(name).includes(status);

export function effectsOf(name: TransitionName, status: FromStatus): Effects {
  const effects = transition(name).from[status];
  if (!effects) throw new Error(`An order cannot ${name} from ${status}`);
  return effects;
}

/** `statusRead` pins the write to the status read, when what the change does depends on it. */
export function conditionOf(name: TransitionName, statusRead?: OrderStatus): Condition {
  const { guard } = transition(name);
  const from = starts(name);
  const rest = guard ? [guard] : [];
  if (from.includes('new')) return all(absent('_id'), ...rest);
  if (statusRead !== undefined) effectsOf(name, statusRead);
  const status = statusRead !== undefined ? [is('status', statusRead)] : from.length === Object.keys(ANY_STATUS).length ? [] : [oneOf('status', from)];
  return all(exists('_id'), ...status, ...rest);
}

export const mayTake = (name: TransitionName, order: Readonly<Record<string, unknown>>, params: Params = {}, statusRead?: OrderStatus): boolean =>
  holds(conditionOf(name, statusRead), order, params);
