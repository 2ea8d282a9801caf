import { ConflictError, NotFoundError } from '../shared/errors.js';
import type { MarkDeliveredOutcome } from '../repositories/orders-repository.js';

export interface MarkDeliveredDeps {
  markOrderDelivered(id: string, deliveredAt: string): Promise<MarkDeliveredOutcome>;
  now(): Date;
}

/** Only a paid order can be shipped. */
export async function markDelivered(deps: MarkDeliveredDeps, orderId: string): Promise<void> {
  const outcome = await deps.markOrderDelivered(orderId, deps.now().toISOString());
  if (outcome === 'missing') throw new NotFoundError(`No order with id ${orderId}`);
  if (outcome === 'not-paid') throw new ConflictError('Only a paid order can be marked delivered');
}
