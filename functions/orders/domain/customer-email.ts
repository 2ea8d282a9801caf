import type { Order } from '../contract/order.js';

/** Only a verified address: an account signed up in someone else's name gets that person no mail. */
export function mayEmailCustomer(order: Pick<Order, 'emailVerified'>): boolean {
  return order.emailVerified;
}
