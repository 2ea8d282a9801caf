/** How the domain names the actor and the target of an audited change. */
import type { Caller } from '../shared/app-token.js';
import type { AuditActor, AuditEntry } from '../schemas/audit.js';
import type { Order } from '../schemas/order.js';
import type { Review } from '../schemas/review.js';
import type { Tool } from '../schemas/tool.js';
import type { User } from '../schemas/user.js';

/** An admin, by user id, with the email they had when they acted. */
export const adminActor = (caller: Pick<Caller, 'uid' | 'email'>): AuditActor => ({ uid: caller.uid, email: caller.email });

/** The values the patch changes, as they were before it. */
export function fieldsBefore<T extends object>(before: T, patch: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.keys(patch).map((key) => [key, before[key as keyof T]])) as Partial<T>;
}

type AuditTarget = AuditEntry['target'];

/**
 * What an entry names, with a label a person recognises in the log (as it was at the change):
 * a product by its name, an order by what and for whom, a review by tool and customer, a user by email.
 */
export const productTarget = (tool: Pick<Tool, '_id' | 'name'>): AuditTarget => ({ kind: 'product', id: tool._id, label: tool.name });

/** Lines an order's label names; the rest are counted. */
const LABELLED_LINES = 3;

export function orderTarget(order: Pick<Order, '_id' | 'lines' | 'email'>): AuditTarget {
  const named = order.lines.slice(0, LABELLED_LINES).map((line) => `${line.quantity} × ${line.product_name}`);
  const more = order.lines.length - named.length;
  return { kind: 'order', id: order._id, label: `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}, ordered by ${order.email}` };
}

export const reviewTarget = (review: Pick<Review, '_id' | 'name' | 'customer'>): AuditTarget => ({
  kind: 'review',
  id: review._id,
  label: `${review.name}, reviewed by ${review.customer}`,
});

export const userTarget = (user: Pick<User, '_id' | 'email'>): AuditTarget => ({ kind: 'user', id: user._id, label: user.email });
