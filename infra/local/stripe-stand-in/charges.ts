/**
 * Charges, refunds and disputes, as Stripe keeps them for a PaymentIntent: a succeeded intent has
 * one charge; a refund takes some or all of it back (`charge.refunded`); a dispute is the
 * cardholder contesting it (`charge.dispute.created`), closed when the shop accepts it (lost) or
 * its evidence wins it (`charge.dispute.closed`).
 */
import { field, type FormObject } from './form-body.js';
import { stripeId } from './ids.js';
import { invalidRequest, missingParam } from './stripe-errors.js';

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  disputed: boolean;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  payment_method: string;
  refunded: boolean;
  status: 'succeeded';
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export interface Dispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  livemode: false;
  payment_intent: string;
  reason: 'fraudulent';
  status: 'needs_response' | 'won' | 'lost';
}

export type ChargeEventType = 'charge.succeeded' | 'charge.refunded' | 'refund.created' | 'charge.dispute.created' | 'charge.dispute.closed';

/** Stripe's test evidence: a dispute updated with it is won, with 'losing_evidence' lost. */
const EVIDENCE_OUTCOMES: Record<string, 'won' | 'lost'> = { winning_evidence: 'won', losing_evidence: 'lost' };

const REFUND_PARAMS = new Set(['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
const now = () => Math.floor(Date.now() / 1000);

export class ChargeStore {
  private readonly charges = new Map<string, Charge>();
  private readonly chargeOfIntent = new Map<string, string>();
  private readonly refunds: Refund[] = [];
  private readonly disputes = new Map<string, Dispute>();

  constructor(private readonly emit: (type: ChargeEventType, object: Charge | Refund | Dispute) => void) {}

  /** The charge of a PaymentIntent that just succeeded. */
  create(intent: { id: string; amount: number; currency: string }, paymentMethod: string): Charge {
    const charge: Charge = {
      id: stripeId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      captured: true,
      created: now(),
      currency: intent.currency,
      disputed: false,
      livemode: false,
      // Stripe does not copy the PaymentIntent's metadata to its charge.
      metadata: {},
      paid: true,
      payment_intent: intent.id,
      payment_method: paymentMethod,
      refunded: false,
      status: 'succeeded',
    };
    this.charges.set(charge.id, charge);
    this.chargeOfIntent.set(intent.id, charge.id);
    this.emit('charge.succeeded', structuredClone(charge));
    return structuredClone(charge);
  }

  /** POST /v1/refunds: `payment_intent` or `charge`, and an optional partial `amount`. */
  refund(form: FormObject): Refund {
    for (const key of Object.keys(form)) {
      if (!REFUND_PARAMS.has(key)) throw invalidRequest(400, `Received unknown parameter: ${key}`, 'parameter_unknown', key);
    }
    const charge = this.chargeFor(form);
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining === 0) throw invalidRequest(400, `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    const requested = field(form, 'amount');
    const amount = requested === undefined ? remaining : Number(requested);
    if (!Number.isInteger(amount) || amount <= 0) throw invalidRequest(400, `Invalid integer: ${requested}`, 'parameter_invalid_integer', 'amount');
    if (amount > remaining) {
      throw invalidRequest(
        400,
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
        'amount_too_large',
        'amount',
      );
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: Refund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason: field(form, 'reason') ?? null,
      status: 'succeeded',
    };
    this.refunds.unshift(refund);
    this.emit('refund.created', structuredClone(refund));
    this.emit('charge.refunded', structuredClone(charge));
    return refund;
  }

  /** GET /v1/refunds: newest first, those of one `payment_intent` or `charge` when named, at most `limit` (default 10). */
  listRefunds(form: FormObject) {
    const intentId = field(form, 'payment_intent');
    const chargeId = field(form, 'charge');
    const limit = Number(field(form, 'limit') ?? 10);
    const matching = this.refunds.filter(
      (refund) => (intentId === undefined || refund.payment_intent === intentId) && (chargeId === undefined || refund.charge === chargeId),
    );
    return { object: 'list', url: '/v1/refunds', has_more: matching.length > limit, data: structuredClone(matching.slice(0, limit)) };
  }

  /** The cardholder disputes the charge (the dispute test card does this right after paying). */
  dispute(chargeId: string): void {
    const charge = this.charges.get(chargeId);
    if (!charge) return;
    charge.disputed = true;
    const dispute: Dispute = {
      id: stripeId('dp'),
      object: 'dispute',
      amount: charge.amount,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      livemode: false,
      payment_intent: charge.payment_intent,
      reason: 'fraudulent',
      status: 'needs_response',
    };
    this.disputes.set(dispute.id, dispute);
    this.emit('charge.dispute.created', structuredClone(dispute));
  }

  /** GET /v1/disputes?payment_intent=: the disputes of one PaymentIntent. */
  listDisputes(form: FormObject) {
    const intentId = field(form, 'payment_intent');
    const matching = [...this.disputes.values()].filter((dispute) => intentId === undefined || dispute.payment_intent === intentId);
    return { object: 'list', url: '/v1/disputes', has_more: false, data: structuredClone(matching) };
  }

  /** POST /v1/disputes/:id/close (the shop accepts it: lost), or POST /v1/disputes/:id with Stripe's test evidence. */
  closeDispute(disputeId: string, form: FormObject, how: 'accept' | 'evidence'): Dispute {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw invalidRequest(404, `No such dispute: '${disputeId}'`, 'resource_missing', 'id');
    const outcome = how === 'accept' ? 'lost' : EVIDENCE_OUTCOMES[field(form, 'evidence', 'uncategorized_text') ?? ''];
    if (!outcome) return structuredClone(dispute);
    if (dispute.status !== 'needs_response') throw invalidRequest(400, `This dispute is already closed.`, 'dispute_already_closed');
    dispute.status = outcome;
    this.emit('charge.dispute.closed', structuredClone(dispute));
    return structuredClone(dispute);
  }

  private chargeFor(form: FormObject): Charge {
    const chargeId = field(form, 'charge');
    const intentId = field(form, 'payment_intent');
    if (chargeId === undefined && intentId === undefined) throw missingParam('payment_intent');
    const id = chargeId ?? this.chargeOfIntent.get(intentId ?? '');
    const charge = id === undefined ? undefined : this.charges.get(id);
    if (charge) return charge;
    if (chargeId !== undefined) throw invalidRequest(404, `No such charge: '${chargeId}'`, 'resource_missing', 'charge');
    throw invalidRequest(400, `This PaymentIntent (${intentId}) does not have a successful charge to refund.`, 'charge_not_refundable', 'payment_intent');
  }
}
