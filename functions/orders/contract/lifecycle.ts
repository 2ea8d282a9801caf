/** Every change an order can take: the store builds each write's condition from this table and the domain asks it, so a rule has one source. */
import type { OrderStatus } from './order.js';
import { absent, all, any, attributesReadBy, below, exists, holds, is, lacks, oneOf, param, type Condition, type Params } from './order-condition.js';

export interface Effects {
  /** 'take': the lines' units leave the tools' stock; 'give back': they return. */
  stock?: 'take' | 'give back';
  unpaidCount?: 'up' | 'down';
  /**
   * The company's balance on account (trade/store/credit-ledger-repository.ts), in the same
   * transaction: 'charge' adds the order's total within the credit limit, 'pay' takes a payment off
   * (the last one closes the invoice), 'release' takes off what is still due.
   */
  credit?: 'charge' | 'pay' | 'release';
}

/** Where a change may start: 'new' is an order not written yet. */
export type FromStatus = OrderStatus | 'new';

export interface Transition {
  from: Readonly<Partial<Record<FromStatus, Effects>>>;
  /** The status it ends in; none when the status stays. */
  to?: OrderStatus;
  guard?: Condition;
  clears?: readonly string[];
  /** Attributes the change sets besides the status: the store refuses to write any other (store/order-writes.ts). */
  sets?: readonly string[];
}

/** The attributes only an unpaid order carries (its entries in the sparse byHoldExpiry and byUnpaidOwner indexes): a change out of 'Not paid' removes them. */
export const UNPAID_ONLY = ['holdKey', 'unpaidOwner'] as const;

/** Every status, with nothing besides: a change any order may take (a provider's fact about its payment). */
const ANY_STATUS: Transition['from'] = {
  'Not paid': {},
  paid: {},
  delivered: {},
  cancelled: {},
  refunded: {},
  'Awaiting approval': {},
  Declined: {},
  'On account': {},
};

const LEAVES_UNPAID: Effects = { stock: 'give back', unpaidCount: 'down' };
const samePayment = /* @__PURE__ */ (() => is('transactionId', param('transactionId')))();

const CANCELLATION = ['cancelledAt', 'cancelReason'] as const;
const FULL_REFUND = ['refundedAt', 'refundId', 'refundSource', 'refundedCents'] as const;

/** An open or lost dispute holds the order: the shop neither ships nor refunds it. */
export const NOT_HELD_BY_DISPUTE = /* @__PURE__ */ (() => any(absent('disputed'), is('disputed', false), is('disputeOutcome', 'won')))();

export const ORDER_LIFECYCLE = /* @__PURE__ */ (() =>
  ({
    /** A customer orders: the stock is held until the order is paid, cancelled or its hold expires. */
    place: { from: { new: { stock: 'take', unpaidCount: 'up' } }, to: 'Not paid' },
    /** A trade member pays on account: the stock is taken and the invoice issued at once, with no hold; the company's balance grows within its limit. */
    placeOnAccount: { from: { new: { stock: 'take', credit: 'charge' } }, to: 'On account' },
    /** A trade buyer orders above their approval limit: the order waits for a company admin, holding nothing. */
    placeForApproval: { from: { new: {} }, to: 'Awaiting approval' },
    /** A company admin approves: the stock is taken then, and the order is unpaid like any other. */
    approve: {
      from: { 'Awaiting approval': { stock: 'take', unpaidCount: 'up' } },
      to: 'Not paid',
      sets: ['approvedAt', 'approvedBy', 'holdExpiresAt', ...UNPAID_ONLY],
    },
    /** A company admin declines, with an optional reason. */
    declineApproval: { from: { 'Awaiting approval': {} }, to: 'Declined', sets: ['declinedAt', 'declinedBy', 'declineReason'] },
    /** The PaymentIntent started for the order replaces only the one the caller read, so none is forgotten uncancelled. */
    attachPaymentIntent: { from: { 'Not paid': {} }, guard: is('paymentIntentId', param('previousIntent')), sets: ['paymentIntentId'] },
    /** The provider's message for a declined card. */
    recordPaymentError: { from: { 'Not paid': {} }, sets: ['lastPaymentError'] },
    /** The provider charged the order's total. */
    pay: {
      from: { 'Not paid': { unpaidCount: 'down' } },
      to: 'paid',
      guard: is('amountCents', param('amountCents')),
      clears: ['lastPaymentError'],
      sets: ['transactionId', 'paidAt'],
    },
    /** Its owner or an admin cancels; an intent started in between must be cancelled too, so the intent read must still be the order's. */
    cancel: {
      from: { 'Not paid': LEAVES_UNPAID, 'Awaiting approval': {}, 'On account': { stock: 'give back', credit: 'release' } },
      to: 'cancelled',
      // On account, the balance gets back what is still due: the paid cents read must still be the order's.
      guard: all(is('paymentIntentId', param('intentRead')), is('paidCents', param('paidRead'))),
      sets: CANCELLATION,
    },
    /** The hold ran out: as a cancel. */
    expire: { from: { 'Not paid': LEAVES_UNPAID }, to: 'cancelled', guard: is('paymentIntentId', param('intentRead')), sets: CANCELLATION },
    /** An admin refunds in full; a paid order's units come back, a delivered one's left with the parcel. */
    refund: { from: { paid: { stock: 'give back' }, delivered: {} }, to: 'refunded', guard: all(samePayment, NOT_HELD_BY_DISPUTE), sets: FULL_REFUND },
    /** A full refund made at the provider is a fact: recorded whatever the dispute. */
    providerRefund: { from: { paid: { stock: 'give back' }, delivered: {} }, to: 'refunded', guard: samePayment, sets: FULL_REFUND },
    /** A payment refunded before the order recorded it (it came after a cancel, or its refund event came first). */
    refundUnrecordedPayment: { from: { 'Not paid': LEAVES_UNPAID, cancelled: {} }, to: 'refunded', sets: ['transactionId', ...FULL_REFUND] },
    /** An admin's refund whose provider event was recorded first becomes the admin's. */
    claimProviderRefund: { from: { refunded: {} }, guard: all(samePayment, is('refundSource', 'provider')), sets: ['refundId', 'refundSource'] },
    /** Part of the payment came back at the provider: the cents refunded so far only grow. */
    partialRefund: {
      from: { paid: {}, delivered: {} },
      guard: all(samePayment, any(absent('refundedCents'), below('refundedCents', param('refundedCents')))),
      sets: ['refundedCents'],
    },
    /** The customer disputed the payment at their bank. */
    openDispute: { from: ANY_STATUS, guard: samePayment, sets: ['disputed'] },
    /** The bank settled it, once (a closing that arrives before the opening flags the dispute too). */
    closeDispute: { from: ANY_STATUS, guard: all(samePayment, absent('disputeOutcome')), sets: ['disputed', 'disputeOutcome'] },
    /**
     * A payment of an on-account invoice (a shop admin's, or a card payment's provider event), on the
     * paid cents read and once per payment id: the same event twice counts once. Never more than is due.
     */
    recordAccountPayment: {
      from: { 'On account': { credit: 'pay' }, delivered: { credit: 'pay' } },
      guard: all(is('payment', 'account'), is('paidCents', param('paidRead')), lacks('paymentIds', param('paymentId'))),
      sets: ['paidCents', 'accountPayments', 'paymentIds', 'paidAt'],
    },
    /** The shop ships a paid order, or one on account, never while a dispute holds it. */
    deliver: { from: { paid: {}, 'On account': {} }, to: 'delivered', guard: NOT_HELD_BY_DISPUTE, sets: ['deliveredAt', 'carrier', 'trackingNumber'] },
    /** Another payment of the order, refunded at once, listed once. */
    recordExtraPaymentRefund: { from: ANY_STATUS, guard: lacks('extraPaymentsRefunded', param('transactionId')), sets: ['extraPaymentsRefunded'] },
    /** An address the mail service refused for good, kept once. */
    recordRefusedEmailAddress: { from: ANY_STATUS, guard: lacks('refusedEmailAddresses', param('address')), sets: ['refusedEmailAddresses'] },
  }) as const satisfies Record<string, Transition>)();

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

/**
 * The changes a payment provider's event makes to an order (POST /stripe-webhook,
 * domain/payment-webhook.ts): the webhook's role may update an order's attributes of these changes
 * only (attributesOfChanges, IAM's dynamodb:Attributes).
 */
export const PROVIDER_EVENT_CHANGES = [
  'pay',
  'recordPaymentError',
  'providerRefund',
  'refundUnrecordedPayment',
  'claimProviderRefund',
  'partialRefund',
  'openDispute',
  'closeDispute',
  'recordExtraPaymentRefund',
  'recordAccountPayment',
] as const satisfies readonly TransitionName[];

/**
 * Every top-level attribute a write of these changes names: the key, the status it sets, what it
 * sets and clears, the unpaid-only attributes a change out of 'Not paid' removes, and what its
 * condition reads (IAM counts every attribute a request names). Sorted.
 */
export function attributesOfChanges(names: readonly TransitionName[]): string[] {
  const attributes = new Set<string>(['_id']);
  for (const name of names) {
    const { to, sets = [], clears = [] } = transition(name);
    if (to !== undefined) attributes.add('status');
    for (const attribute of [...sets, ...clears]) attributes.add(attribute);
    if (to !== undefined && to !== 'Not paid' && mayStartFrom(name, 'Not paid')) for (const attribute of UNPAID_ONLY) attributes.add(attribute);
    for (const attribute of attributesReadBy(conditionOf(name))) attributes.add(attribute);
  }
  return [...attributes].sort();
}
