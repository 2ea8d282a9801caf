import { describe, expect, it } from 'vitest';
import { addProduct } from '../../../functions/domain/add-product.js';
import { addReview } from '../../../functions/domain/add-review.js';
import type { Review } from '../../../functions/schemas/review.js';
import type { Tool } from '../../../functions/schemas/tool.js';
import { customer, otherCustomer } from '../support/api.js';

const clock = { newId: () => 'new-id', now: () => new Date('2024-05-01T12:00:00.000Z') };

describe('addReview', () => {
  const input = { name: 'Cordless Drill', comment: 'Great', star: 4 };

  it('records the caller as the reviewer, with their display name as customer', async () => {
    const saved: Review[] = [];
    const review = await addReview({ ...clock, putNewReview: async (r) => void saved.push(r) }, customer, input);
    expect(saved).toEqual([review]);
    expect(review).toEqual({ _id: 'new-id', ...input, userId: customer.uid, customer: customer.name, createdAt: '2024-05-01T12:00:00.000Z' });
  });

  it.each(['', '   ', customer.email])('never shows an email as the reviewer: display name %j becomes a neutral name', async (name) => {
    const review = await addReview({ ...clock, putNewReview: async () => {} }, { ...customer, name }, input);
    expect(review.customer).toBe('A customer');
    expect(JSON.stringify(review)).not.toContain('@');
  });

  it('refuses a body email that is not the caller', async () => {
    const saved: Review[] = [];
    await expect(
      addReview({ ...clock, putNewReview: async (r) => void saved.push(r) }, customer, { ...input, email: otherCustomer.email }),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect(saved).toEqual([]);
  });
});

describe('addProduct', () => {
  it('stores the tool under a new id with its creation time', async () => {
    const saved: Tool[] = [];
    const input = { name: 'Saw', desc: 'Sharp', available: 10, minimum: 1, price: 9.99, img: '/saw.png' };
    const tool = await addProduct({ ...clock, putNewTool: async (t) => void saved.push(t) }, input);
    expect(tool).toEqual({ _id: 'new-id', ...input, createdAt: '2024-05-01T12:00:00.000Z' });
    expect(saved).toEqual([tool]);
  });
});
