import type { Caller } from '../../platform/app-token.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { Order } from '../contract/order.js';
import { assertOwnEmail, type RoleLookup } from '../../accounts/domain/access.js';
import { adminActor } from '../../platform/audit.js';
import { cancelUnpaid, type CancelUnpaidDeps } from './cancel-unpaid.js';
import { mayStartFrom } from '../contract/lifecycle.js';

export interface CancelOrderDeps extends CancelUnpaidDeps {
  getUserRole: RoleLookup;
}

const notYours = () => new ForbiddenError('You can only cancel your own orders');
const notFound = (orderId: string) => new NotFoundError(`No order with id ${orderId}`);
const notCancellable = (status: string) => new ConflictError(`This order is ${status}: only an unpaid order can be cancelled`);

/** The order stays (status 'cancelled', with who cancelled it). */
export async function cancelOrder(deps: CancelOrderDeps, caller: Caller, orderId: string, email: string): Promise<Order> {
  assertOwnEmail(caller, email, 'email: you can only cancel your own orders');
  const order = await deps.getOrder(orderId);
  if (!order) throw notFound(orderId);
  const isOwner = order.userId === caller.uid;
  if (!isOwner && (await deps.getUserRole(caller.uid)) !== 'admin') throw notYours();
  if (!mayStartFrom('cancel', order.status)) throw notCancellable(order.status);
  const result = await cancelUnpaid(deps, order, isOwner ? 'owner' : 'admin', adminActor(caller));
  if (result.outcome === 'missing') throw notFound(orderId);
  if (result.outcome === 'not-unpaid') throw notCancellable(result.status);
  return result.order;
}
