/** Reviews a buyer can trust, on the local stack: verified purchases, one review per tool, ratings, moderation. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicReview, Review } from '../../functions/reviews/contract/review.js';
import type { Tool } from '../../functions/catalog/contract/tool.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool } from '../support/catalog.js';
import { placeOrder } from '../support/orders.js';
import { paidOrder } from '../security/support/payments.js';

const enc = encodeURIComponent;
const NOT_BOUGHT = 'You can review only tools you have bought';

interface ReviewAnswer {
  insertedId?: string;
  review?: Review;
  message?: string;
}

const review = (user: SignedInUser, body: Record<string, unknown>) =>
  callApi<ReviewAnswer>('POST', '/addareview', { auth: user.token, body: { comment: 'Does the job', star: 4, ...body } });
const ratingOf = async (toolId: string) => (await callApi<{ tool: Tool }>('GET', `/purchase/${enc(toolId)}`)).body.tool.rating;
const publicReviewsOf = async (toolId: string) =>
  (await callApi<PublicReview[]>('GET', '/homereviews?limit=100')).body.filter((item) => item.toolId === toolId);

describe('reviews', () => {
  let admin: SignedInUser;
  let toolId: string;
  let toolName: string;

  beforeAll(async () => {
    admin = await seededAdmin();
    toolName = `Review Test Plane ${Date.now()}`;
    toolId = await addTool(admin.token, { name: toolName, available: 100_000, minimum: 1, price: 2 });
  });

  it('accepts the review of a buyer with a paid order, naming the tool by name, and a delivered order counts too', async () => {
    const [buyer, receiver] = await Promise.all([freshCustomer('buyer'), freshCustomer('receiver')]);
    await paidOrder(buyer, toolId, 1);
    const delivered = await paidOrder(receiver, toolId, 1);
    expect((await callApi('POST', `/delivered/${enc(delivered._id)}`, { auth: admin.token })).status).toBe(200);

    const [byName, byId] = await Promise.all([review(buyer, { name: toolName }), review(receiver, { toolId })]);

    expect([byName.status, byId.status]).toEqual([201, 201]);
    expect(byName.body.review).toMatchObject({ toolId, name: toolName, userId: buyer.uid, customer: buyer.name });
  });

  it('refuses a stranger who never bought the tool, and nothing changes', async () => {
    const stranger = await freshCustomer('stranger');
    const before = await ratingOf(toolId);

    const response = await review(stranger, { name: toolName });

    expect(response.status).toBe(403);
    expect(response.body.message).toBe(NOT_BOUGHT);
    expect(await ratingOf(toolId)).toEqual(before);
  });

  it('does not count an unpaid order as a purchase', async () => {
    const orderedOnly = await freshCustomer('unpaid');
    await placeOrder(orderedOnly, toolId, 1);

    const response = await review(orderedOnly, { toolId });

    expect(response.status).toBe(403);
    expect(response.body.message).toBe(NOT_BOUGHT);
  });

  it('accepts the review of a buyer whose tool was archived after the purchase (the purchase is real); a stranger is still refused', async () => {
    const archivedId = await addTool(admin.token, { available: 100, minimum: 1, price: 3 });
    const [buyer, stranger] = await Promise.all([freshCustomer('archived-buyer'), freshCustomer('archived-stranger')]);
    await paidOrder(buyer, archivedId, 1);
    expect((await callApi('DELETE', `/deleteproduct/${enc(admin.email)}/${enc(archivedId)}`, { auth: admin.token })).status).toBe(200);
    expect((await callApi('GET', `/purchase/${enc(archivedId)}`)).status).toBe(404);

    const [accepted, refused] = await Promise.all([review(buyer, { toolId: archivedId, star: 5 }), review(stranger, { toolId: archivedId })]);

    expect(accepted.status).toBe(201);
    expect(accepted.body.review).toMatchObject({ toolId: archivedId, userId: buyer.uid, star: 5 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NOT_BOUGHT);
  });

  it('replaces the first review of a customer by their second, in the lists and in the rating', async () => {
    const tool = await addTool(admin.token, { available: 1000, minimum: 1, price: 2 });
    const buyer = await freshCustomer('twice');
    await paidOrder(buyer, tool, 1);

    const first = await review(buyer, { toolId: tool, comment: 'First thoughts', star: 2 });
    const second = await review(buyer, { toolId: tool, comment: 'Second thoughts', star: 5 });

    expect(second.body.insertedId).toBe(first.body.insertedId);
    expect((await publicReviewsOf(tool)).map((item) => [item.comment, item.star])).toEqual([['Second thoughts', 5]]);
    expect(await ratingOf(tool)).toEqual({ average: 5, count: 1 });
  });

  it('takes a hidden review out of the public list and the rating; the admin list still shows it as hidden', async () => {
    const tool = await addTool(admin.token, { available: 1000, minimum: 1, price: 2 });
    const [fan, spammer] = await Promise.all([freshCustomer('fan'), freshCustomer('spammer')]);
    await Promise.all([paidOrder(fan, tool, 1), paidOrder(spammer, tool, 1)]);
    await review(fan, { toolId: tool, star: 5 });
    const spam = await review(spammer, { toolId: tool, comment: 'We moved: pay at https://evil.example', star: 1 });
    expect(await ratingOf(tool)).toEqual({ average: 3, count: 2 });

    const hidden = await callApi('POST', `/hidereview/${enc(spam.body.insertedId ?? '')}`, { auth: admin.token });

    expect(hidden.status).toBe(200);
    expect(await ratingOf(tool)).toEqual({ average: 5, count: 1 });
    expect((await publicReviewsOf(tool)).map((item) => item.comment)).toEqual(['Does the job']);
    const all = (await callApi<Review[]>('GET', '/allreviews?limit=100', { auth: admin.token })).body;
    expect(all.find((item) => item._id === spam.body.insertedId)).toMatchObject({ hidden: true, comment: 'We moved: pay at https://evil.example' });
    expect(all.find((item) => item.toolId === tool && item.userId === fan.uid)).not.toHaveProperty('hidden');
    // Hiding again changes nothing.
    expect((await callApi('POST', `/hidereview/${enc(spam.body.insertedId ?? '')}`, { auth: admin.token })).status).toBe(200);
    expect(await ratingOf(tool)).toEqual({ average: 5, count: 1 });
  });

  it('keeps the rating exact when many buyers review one tool at the same moment', async () => {
    const tool = await addTool(admin.token, { available: 1000, minimum: 1, price: 2 });
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => freshCustomer(`crowd${i}`)));
    await Promise.all(buyers.map((buyer) => paidOrder(buyer, tool, 1)));
    const stars = buyers.map((_, i) => (i % 5) + 1);

    const responses = await Promise.all(buyers.map((buyer, i) => review(buyer, { toolId: tool, star: stars[i] })));

    expect(responses.map((response) => response.status)).toEqual(buyers.map(() => 201));
    const sum = stars.reduce((total, star) => total + star, 0);
    expect(await ratingOf(tool)).toEqual({ average: Math.round((sum / stars.length) * 10) / 10, count: stars.length });
    expect(await publicReviewsOf(tool)).toHaveLength(stars.length);
  });
});
