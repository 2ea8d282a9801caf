import { ConflictError, NotFoundError } from '../shared/errors.js';
import type { DeliveryInput } from '../schemas/order.js';
import type { ChangeOutcome, Delivery } from '../repositories/order-lifecycle-repository.js';

export interface MarkDeliveredDeps {
  markOrderShipped(id: string, delivery: Delivery): Promise<ChangeOutcome>;
  now(): Date;
}

/** Only a paid order can be shipped; the carrier and tracking number stay with it. */
export async function markDelivered(deps: MarkDeliveredDeps, orderId: string, details: DeliveryInput = {}): Promise<void> {
  const outcome = await deps.markOrderShipped(orderId, { deliveredAt: deps.now().toISOString(), ...details });
  if (outcome.changed) return;
  if (!outcome.current) throw new NotFoundError(`No order with id ${orderId}`);
  throw new ConflictError('Only a paid order can be marked delivered');
}
