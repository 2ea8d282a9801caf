/**
 * The in-memory PaymentIntent store and the state machine Stripe documents for it:
 * requires_payment_method -> (confirm) -> succeeded, or back to requires_payment_method with
 * last_payment_error after a decline.
 */
import { field, type FormObject, type FormValue } from './form-body.js';
import { stripeId } from './ids.js';
import { cardError, invalidParam, invalidRequest, missingParam, noSuchPaymentIntent } from './stripe-errors.js';
import { cardInputProblem, cardNumberOfPaymentMethod, cardOutcome, type CardInput } from './test-cards.js';
import type { ChargeStore } from './charges.js';

export type PaymentIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'succeeded' | 'canceled';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: PaymentIntentStatus;
}

export type PaymentIntentEventType = 'payment_intent.created' | 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.canceled';

/** Who is calling: the secret key (the backend) or only the client secret (the browser). */
export type Caller = { kind: 'secret-key' } | { kind: 'client'; clientSecret: string | undefined };

const CREATE_PARAMS = new Set([
  'amount',
  'currency',
  'metadata',
  'description',
  'automatic_payment_methods',
  'payment_method_types',
  'allowed_payment_method_types',
  'receipt_email',
  'expand',
]);
/** Stripe's minimum charge amounts in the currency's smallest unit (USD 0.50). */
const MINIMUM_AMOUNT: Record<string, number> = { usd: 50, eur: 50, gbp: 30 };

export class PaymentIntentStore {
  private readonly intents = new Map<string, PaymentIntent>();

  constructor(
    private readonly emit: (type: PaymentIntentEventType, intent: PaymentIntent) => void,
    private readonly charges: ChargeStore,
  ) {}

  create(form: FormObject, now = new Date()): PaymentIntent {
    for (const key of Object.keys(form)) {
      if (!CREATE_PARAMS.has(key)) throw invalidRequest(400, `Received unknown parameter: ${key}`, 'parameter_unknown', key);
    }
    const amount = parseAmount(form.amount);
    const currency = parseCurrency(form.currency);
    const minimum = MINIMUM_AMOUNT[currency] ?? 1;
    if (amount < minimum) {
      throw invalidRequest(400, `Amount must be at least ${formatMinimum(minimum, currency)}`, 'amount_too_small', 'amount');
    }
    const id = stripeId('pi');
    const automatic = field(form, 'automatic_payment_methods', 'enabled');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: automatic === undefined ? null : { enabled: automatic === 'true' },
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${stripeId('x', 25).slice(2)}`,
      confirmation_method: 'automatic',
      created: Math.floor(now.getTime() / 1000),
      currency,
      customer: null,
      description: field(form, 'description') ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: parseMetadata(form.metadata),
      next_action: null,
      payment_method: null,
      payment_method_types: parsePaymentMethodTypes(form.payment_method_types),
      receipt_email: field(form, 'receipt_email') ?? null,
      status: 'requires_payment_method',
    };
    this.intents.set(id, intent);
    this.emit('payment_intent.created', intent);
    return snapshot(intent);
  }

  retrieve(id: string, caller: Caller): PaymentIntent {
    return snapshot(this.authorized(id, caller));
  }

  confirm(id: string, form: FormObject, caller: Caller): PaymentIntent {
    const intent = this.authorized(id, caller);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalidRequest(
        400,
        intent.status === 'succeeded'
          ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
          : 'You cannot confirm this PaymentIntent because it has a status of canceled. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_action, requires_payment_method.',
        'payment_intent_unexpected_state',
      );
    }
    const card = cardFromForm(form);
    const problem = cardInputProblem(card);
    const paymentMethodId = stripeId('pm');
    if (problem) throw this.decline(intent, paymentMethodId, { code: problem.code, message: problem.message, param: problem.param });

    const outcome = cardOutcome(card.number);
    if (outcome.kind === 'decline') {
      throw this.decline(intent, paymentMethodId, { code: outcome.code, declineCode: outcome.declineCode, message: outcome.message }, stripeId('ch'));
    }
    const charge = this.charges.create(intent, paymentMethodId);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      payment_method: paymentMethodId,
      last_payment_error: null,
    } satisfies Partial<PaymentIntent>);
    this.emit('payment_intent.succeeded', intent);
    if (outcome.disputed) this.charges.dispute(charge.id);
    return snapshot(intent);
  }

  /** Only an intent that has not succeeded can be cancelled; a cancelled intent refuses every later confirm. */
  cancel(id: string, form: FormObject): PaymentIntent {
    const intent = this.authorized(id, { kind: 'secret-key' });
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalidRequest(
        400,
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        'payment_intent_unexpected_state',
      );
    }
    const reason = field(form, 'cancellation_reason');
    const reasons = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
    if (reason !== undefined && !reasons.includes(reason))
      throw invalidParam('cancellation_reason', `Invalid cancellation_reason: must be one of ${reasons.join(', ')}`);
    Object.assign(intent, {
      status: 'canceled',
      canceled_at: Math.floor(Date.now() / 1000),
      cancellation_reason: reason ?? null,
    } satisfies Partial<PaymentIntent>);
    this.emit('payment_intent.canceled', intent);
    return snapshot(intent);
  }

  private decline(
    intent: PaymentIntent,
    paymentMethodId: string,
    reason: { code: string; message: string; declineCode?: string; param?: string },
    chargeId?: string,
  ) {
    const details = {
      code: reason.code,
      ...(reason.declineCode ? { decline_code: reason.declineCode } : {}),
      ...(reason.param ? { param: reason.param } : {}),
      ...(chargeId ? { charge: chargeId } : {}),
    };
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.latest_charge = chargeId ?? intent.latest_charge;
    intent.last_payment_error = {
      type: 'card_error',
      message: reason.message,
      ...details,
      payment_method: { id: paymentMethodId, object: 'payment_method', type: 'card' },
    };
    this.emit('payment_intent.payment_failed', intent);
    return cardError(reason.code, reason.message, { ...details, payment_intent: snapshot(intent) });
  }

  private authorized(id: string, caller: Caller): PaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw noSuchPaymentIntent(id);
    if (caller.kind === 'client') {
      if (caller.clientSecret === undefined) throw missingParam('client_secret');
      if (caller.clientSecret !== intent.client_secret) {
        throw invalidRequest(400, 'The client_secret provided does not match any associated PaymentIntent on this account.', undefined, 'client_secret');
      }
    }
    return intent;
  }
}

function snapshot(intent: PaymentIntent): PaymentIntent {
  return structuredClone(intent);
}

function parseAmount(value: FormValue | undefined): number {
  if (value === undefined) throw missingParam('amount');
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw invalidRequest(400, 'Invalid integer: ' + String(value), 'parameter_invalid_integer', 'amount');
  return Number(value);
}

function parseCurrency(value: FormValue | undefined): string {
  if (value === undefined) throw missingParam('currency');
  if (typeof value !== 'string' || !/^[a-zA-Z]{3}$/.test(value)) throw invalidParam('currency', `Invalid currency: ${String(value)}.`);
  return value.toLowerCase();
}

function parseMetadata(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (typeof value === 'string' || Array.isArray(value)) throw invalidParam('metadata', 'Invalid object');
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw invalidParam(`metadata[${key}]`, 'Invalid metadata value');
    metadata[key] = entry;
  }
  return metadata;
}

function parsePaymentMethodTypes(value: FormValue | undefined): string[] {
  if (value === undefined) return ['card'];
  const types = Array.isArray(value) ? value : [value];
  return types.filter((type): type is string => typeof type === 'string');
}

function formatMinimum(minimum: number, currency: string): string {
  const symbol = currency === 'usd' ? '$' : currency === 'gbp' ? '£' : currency === 'eur' ? '€' : '';
  return `${symbol}${(minimum / 100).toFixed(2)} ${currency}`;
}

/** The card comes either inline (`payment_method_data[card][...]`, the local card form) or as a test PaymentMethod id. */
function cardFromForm(form: FormObject): CardInput {
  const paymentMethod = field(form, 'payment_method');
  if (paymentMethod !== undefined) {
    const number = cardNumberOfPaymentMethod(paymentMethod);
    if (!number) throw invalidRequest(400, `No such PaymentMethod: '${paymentMethod}'`, 'resource_missing', 'payment_method');
    return { number };
  }
  const number = field(form, 'payment_method_data', 'card', 'number');
  if (number === undefined) {
    throw invalidRequest(
      400,
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm it, provide payment_method or payment_method_data.",
      'payment_intent_unexpected_state',
    );
  }
  return {
    number,
    expMonth: field(form, 'payment_method_data', 'card', 'exp_month'),
    expYear: field(form, 'payment_method_data', 'card', 'exp_year'),
    cvc: field(form, 'payment_method_data', 'card', 'cvc'),
  };
}
