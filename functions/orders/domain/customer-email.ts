import type { Order } from '../contract/order.js';

/**
 * The shop emails a customer only at an address the identity provider verified when the order was
 * placed: an account signed up in someone else's name gets that person no mail.
 */
export function mayEmailCustomer(order: Pick<Order, 'emailVerified'>): boolean {
  return order.emailVerified;
}
