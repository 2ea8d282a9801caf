/** Stored items as the tables hold them (with listKey), for the mocked DynamoDB to answer with. */
import { readOrder, type Order, type StoredOrder } from '../../../functions/orders/contract/order.js';
import type { Review } from '../../../functions/reviews/contract/review.js';
import type { StoredTool } from '../../../functions/catalog/contract/tool.js';
import type { User } from '../../../functions/accounts/contract/user.js';
import { customer } from './api.js';

export function aTool(overrides: Partial<StoredTool> = {}): StoredTool & { listKey: string } {
  return {
    _id: 'tool-1',
    name: 'Cordless Drill',
    desc: 'An 18 V drill',
    available: 500,
    minimum: 50,
    price: 12.5,
    img: '/images/drill.png',
    createdAt: '2024-03-01T10:00:00.000Z',
    listKey: 'tool',
    ...overrides,
  };
}

/** A one-line order (its tool in `toolId`, `unitPrice`, as orders were stored before lines), read as the app reads it. */
export function anOrder(overrides: Partial<StoredOrder> = {}): Order & { listKey: string } {
  const stored = {
    _id: 'order-1',
    toolId: 'tool-1',
    userId: customer.uid,
    user_name: customer.name,
    email: customer.email,
    product_name: 'Cordless Drill',
    quantity: 60,
    address: '1 Main Street',
    number: '01234567890',
    unitPrice: 12.5,
    price: 750,
    amountCents: 75_000,
    status: 'Not paid',
    createdAt: '2024-03-02T10:00:00.000Z',
    ...overrides,
  };
  return { ...readOrder(stored), listKey: 'order' };
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
