import type { Order } from '../contract/order.js';

/**
 * The shop emails a customer only at an address the identity provider verified when the order was
 * placed: an account signed up in someone else's name gets that person no mail. Orders placed
 * before the flag was kept (no `emailVerified`) are emailed as they always were.
 */
export function mayEmailCustomer(order: Pick<Order, 'emailVerified'>): boolean {
  return order.emailVerified !== false;
}
