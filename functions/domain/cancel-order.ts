import type { Caller } from '../shared/app-token.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors.js';
import type { Order } from '../schemas/order.js';
import type { CancelOrderOutcome } from '../repositories/orders-repository.js';
import { assertOwnEmail } from './access.js';

export interface CancelOrderDeps {
  getOrder(id: string): Promise<Order | undefined>;
  cancelUnpaidOrder(order: Order, ownerId: string): Promise<CancelOrderOutcome>;
}

const notYours = () => new ForbiddenError('You can only cancel your own orders');
const notFound = (orderId: string) => new NotFoundError(`No order with id ${orderId}`);
const notCancellable = (status: string) => new ConflictError(`This order is ${status}: only an unpaid order can be cancelled`);

/**
 * Cancels the caller's own unpaid order and gives its units back to the tool. The checks made here
 * are repeated as conditions of the write, so a payment or a cancel in between is still caught.
 */
export async function cancelOrder(deps: CancelOrderDeps, caller: Caller, orderId: string, email: string): Promise<void> {
  assertOwnEmail(caller, email, 'email: you can only cancel your own orders');
  const order = await deps.getOrder(orderId);
  if (!order) throw notFound(orderId);
  if (order.userId !== caller.uid) throw notYours();
  if (order.status !== 'Not paid') throw notCancellable(order.status);
  const outcome = await deps.cancelUnpaidOrder(order, caller.uid);
  switch (outcome) {
    case 'cancelled':
      return;
    case 'missing':
      throw notFound(orderId);
    case 'not-owner':
      throw notYours();
    case 'not-cancellable':
      throw notCancellable('no longer unpaid');
  }
}
