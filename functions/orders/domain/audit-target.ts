import type { AuditTarget } from '../../platform/audit.js';
import type { Order } from '../contract/order.js';

/** Lines an order's label names; the rest are counted. */
const LABELLED_LINES = 3;

export function orderTarget(order: Pick<Order, '_id' | 'lines' | 'email'>): AuditTarget {
  const named = order.lines.slice(0, LABELLED_LINES).map((line) => `${line.quantity} × ${line.product_name}`);
  const more = order.lines.length - named.length;
  return { kind: 'order', id: order._id, label: `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}, ordered by ${order.email}` };
}
