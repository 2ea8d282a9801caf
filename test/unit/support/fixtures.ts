/** Stored items as the tables hold them (with listKey), for the mocked DynamoDB to answer with. */
import { readOrder, type Order } from '../../../functions/orders/contract/order.js';
import type { Review } from '../../../functions/reviews/contract/review.js';
import type { StoredTool } from '../../../functions/catalog/contract/tool.js';
import type { User } from '../../../functions/accounts/contract/user.js';
import { customer } from './api.js';

export function aTool(overrides: Partial<StoredTool> = {}): StoredTool & { listKey: string; sku: string; orderMultiple: number } {
  return {
    _id: 'tool-1',
    name: 'Cordless Drill',
    desc: 'An 18 V drill',
    available: 500,
    minimum: 50,
    priceCents: 1250,
    img: '/images/drill.png',
    createdAt: '2024-03-01T10:00:00.000Z',
    sku: 'CD-18V',
    orderMultiple: 1,
    listKey: 'tool',
    ...overrides,
  };
}

/** The order of one line: `quantity` units of `toolId` at `unitPriceCents`, untaxed; `overrides` may set anything else. */
export function oneLineOrder(line: { toolId: string; product_name: string; quantity: number; unitPriceCents: number }, overrides: Partial<Order> = {}): Order {
  const amountCents = line.quantity * line.unitPriceCents;
  return readOrder({
    _id: 'order-1',
    toolId: line.toolId,
    userId: customer.uid,
    user_name: customer.name,
    email: customer.email,
    emailVerified: true,
    product_name: line.product_name,
    quantity: line.quantity,
    address: '1 Main Street',
    number: '01234567890',
    lines: [{ ...line, amountCents }],
    subtotalCents: amountCents,
    taxCents: 0,
    amountCents,
    status: 'Not paid',
    createdAt: '2024-03-02T10:00:00.000Z',
    ...overrides,
  });
}

/** A one-line order of 60 Cordless Drills at $12.50, as stored (with listKey). */
export function anOrder(overrides: Partial<Order> = {}): Order & { listKey: string } {
  const line = {
    toolId: overrides.toolId ?? 'tool-1',
    product_name: overrides.product_name ?? 'Cordless Drill',
    sku: 'CD-18V',
    quantity: overrides.quantity ?? 60,
    unitPriceCents: 1250,
  };
  return { ...oneLineOrder(line, overrides), listKey: 'order' };
}

export function aReview(overrides: Partial<Review> = {}): Review & { listKey: string } {
  return {
    _id: 'review-1',
    toolId: 'tool-1',
    name: 'Cordless Drill',
    userId: customer.uid,
    customer: customer.name,
    comment: 'Works well',
    star: 5,
    createdAt: '2024-03-03T10:00:00.000Z',
    listKey: 'review',
    ...overrides,
  };
}

export function aUser(overrides: Partial<User> = {}): User & { listKey: string } {
  return {
    _id: customer.uid,
    email: customer.email,
    name: customer.name,
    createdAt: '2024-03-01T09:00:00.000Z',
    listKey: 'user',
    ...overrides,
  };
}
