import type { Caller } from '../../platform/app-token.js';
import { NotFoundError } from '../../platform/errors.js';
import type { Order } from '../contract/order.js';
import { assertOwnerOrAdmin, type RoleLookup } from '../../accounts/domain/access.js';

export interface GetOrderForPaymentDeps {
  getOrder(id: string): Promise<Order | undefined>;
  getUserRole: RoleLookup;
}

export async function getOrderForPayment(deps: GetOrderForPaymentDeps, caller: Caller, orderId: string): Promise<Order> {
  const order = await deps.getOrder(orderId);
  if (!order) throw new NotFoundError(`No order with id ${orderId}`);
  await assertOwnerOrAdmin(caller, order.userId, deps.getUserRole, 'You can only see your own orders');
  return order;
}
