import type { Caller } from '../../platform/app-token.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import type { Order } from '../contract/order.js';

export async function ownOrderForPayment(getOrder: (orderId: string) => Promise<Order | undefined>, caller: Caller, orderId: string): Promise<Order> {
  const order = await getOrder(orderId);
  if (!order) throw new NotFoundError(`No order with id ${orderId}`);
  if (order.userId !== caller.uid) throw new ForbiddenError('You can only pay for your own orders');
  return order;
}
