import type { Caller } from '../../platform/app-token.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { AuditNote } from '../../platform/audit-trail.js';
import { adminActor } from '../../platform/audit.js';
import { orderTarget } from './audit-target.js';
import type { DeliveryInput, Order } from '../contract/order.js';
import type { ChangeOutcome, Delivery } from '../store/order-lifecycle-repository.js';
import { isHeldByDispute } from './dispute.js';
import { mayStartFrom } from '../contract/lifecycle.js';

export interface MarkDeliveredDeps {
  getOrder(id: string): Promise<Order | undefined>;
  markOrderShipped(id: string, delivery: Delivery, audit: AuditNote): Promise<ChangeOutcome>;
  now(): Date;
}

const notFound = (orderId: string) => new NotFoundError(`No order with id ${orderId}`);
const notPaid = () => new ConflictError('Only a paid order, or one on account, can be marked delivered');
/** The lifecycle table says which orders may ship: a paid one, or one on account. */
const deliverable = (order: Order) => mayStartFrom('deliver', order.status);
const disputed = () => new ConflictError('This order is disputed');

/** Read first for the audit label; the write is conditioned on the order being paid still. */
export async function markDelivered(deps: MarkDeliveredDeps, caller: Caller, orderId: string, details: DeliveryInput = {}): Promise<void> {
  const order = await deps.getOrder(orderId);
  if (!order) throw notFound(orderId);
  if (!deliverable(order)) throw notPaid();
  if (isHeldByDispute(order)) throw disputed();
  const deliveredAt = deps.now().toISOString();
  const audit: AuditNote = {
    at: deliveredAt,
    actor: adminActor(caller),
    action: 'deliver-order',
    target: orderTarget(order),
    before: { status: order.status },
    after: { status: 'delivered', ...details },
  };
  const outcome = await deps.markOrderShipped(orderId, { deliveredAt, ...details }, audit);
  if (outcome.changed) return;
  if (!outcome.current) throw notFound(orderId);
  const current = await deps.getOrder(orderId);
  throw current && deliverable(current) && isHeldByDispute(current) ? disputed() : notPaid();
}
