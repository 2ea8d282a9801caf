import type { Caller } from '../shared/app-token.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import type { AuditNote } from '../repositories/audit-repository.js';
import { adminActor } from './audit.js';
import type { DeliveryInput } from '../schemas/order.js';
import type { ChangeOutcome, Delivery } from '../repositories/order-lifecycle-repository.js';

export interface MarkDeliveredDeps {
  markOrderShipped(id: string, delivery: Delivery, audit: AuditNote): Promise<ChangeOutcome>;
  now(): Date;
}

/** Only a paid order can be shipped; the carrier and tracking number stay with it. */
export async function markDelivered(deps: MarkDeliveredDeps, caller: Caller, orderId: string, details: DeliveryInput = {}): Promise<void> {
  const deliveredAt = deps.now().toISOString();
  const audit: AuditNote = {
    at: deliveredAt,
    actor: adminActor(caller),
    action: 'deliver-order',
    target: { kind: 'order', id: orderId },
    before: { status: 'paid' },
    after: { status: 'delivered', ...details },
  };
  const outcome = await deps.markOrderShipped(orderId, { deliveredAt, ...details }, audit);
  if (outcome.changed) return;
  if (!outcome.current) throw new NotFoundError(`No order with id ${orderId}`);
  throw new ConflictError('Only a paid order can be marked delivered');
}
