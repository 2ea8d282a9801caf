import { describe, expect, it } from 'vitest';
import { addReview, NOT_BOUGHT_MESSAGE, type AddReviewDeps } from '../../../../functions/reviews/domain/add-review.js';
import { hideReview } from '../../../../functions/reviews/domain/hide-review.js';
import { ratingChange, ratingOf } from '../../../../functions/catalog/contract/rating.js';
import type { Review } from '../../../../functions/reviews/contract/review.js';
import type { ReviewWriteOutcome } from '../../../../functions/reviews/store/reviews-repository.js';
import type { AuditNote } from '../../../../functions/platform/audit-trail.js';
import { admin, customer, otherCustomer } from '../../support/api.js';
import { aTool } from '../../support/fixtures.js';
import { readTracer } from '../../support/read-tracer.js';

const clock = () => new Date('2024-05-01T12:00:00.000Z');

/** Reviews and one tool's rating totals, written together as the repository's transaction does. */
function fakeShop(options: { bought?: Record<string, string[]>; toolExists?: boolean } = {}) {
  const tool = aTool({ _id: 'tool-1', name: 'Cordless Drill' });
  const reviews = new Map<string, Review>();
  const totals = { sum: 0, count: 0 };
  const bought = options.bought ?? { [customer.uid]: ['tool-1'] };
  const apply = (review: Review, previous: Review | undefined): ReviewWriteOutcome => {
    if (options.toolExists === false) return 'no-tool';
    const current = reviews.get(review._id);
    if (JSON.stringify(current) !== JSON.stringify(previous)) return 'changed';
    const change = ratingChange(previous, review);
    totals.sum += change.sum;
    totals.count += change.count;
    reviews.set(review._id, review);
    return 'saved';
  };
  const deps: AddReviewDeps = {
    findBoughtTool: async (userId, wanted) =>
      (bought[userId] ?? []).includes(tool._id) && (wanted.toolId === tool._id || wanted.name === tool.name)
        ? { toolId: tool._id, productName: tool.name }
        : undefined,
    getTool: async (id) => (id === tool._id ? { ...tool, rating: ratingOf(totals.sum, totals.count) } : undefined),
    getReview: async (id) => reviews.get(id),
    saveReview: async (review, previous) => apply(review, previous),
    now: clock,
  };
  const audits: AuditNote[] = [];
  const hideDeps = {
    getReview: deps.getReview,
    now: clock,
    hideReview: async (review: Review, audit: AuditNote) => {
      const outcome = await apply({ ...review, hidden: true }, review);
      if (outcome !== 'changed') audits.push(audit);
      return outcome;
    },
  };
  return { deps, hideDeps, reviews, audits, rating: () => ratingOf(totals.sum, totals.count) };
}

const input = { name: 'Cordless Drill', comment: 'Great', star: 4 };

describe('addReview', () => {
  it("records a buyer's review under their user id and display name, and counts it in the rating", async () => {
    const shop = fakeShop();

    const review = await addReview(shop.deps, customer, input);

    expect(review).toMatchObject({ toolId: 'tool-1', name: 'Cordless Drill', userId: customer.uid, customer: customer.name, comment: 'Great', star: 4 });
    expect([...shop.reviews.values()]).toEqual([review]);
    expect(shop.rating()).toEqual({ average: 4, count: 1 });
  });

  it('reads the tool and the earlier review side by side, not one after the other', async () => {
    const shop = fakeShop();
    const { steps, traced } = readTracer();

    await addReview({ ...shop.deps, getTool: traced('tool', shop.deps.getTool), getReview: traced('review', shop.deps.getReview) }, customer, input);

    expect(steps).toEqual(['tool asked', 'review asked', 'tool answered', 'review answered']);
  });

  it('reads the tool and the earlier review beside the purchase lookup when the tool is named by its id', async () => {
    const shop = fakeShop();
    const { steps, traced } = readTracer();
    const deps = {
      ...shop.deps,
      findBoughtTool: traced('purchase', shop.deps.findBoughtTool),
      getTool: traced('tool', shop.deps.getTool),
      getReview: traced('review', shop.deps.getReview),
    };

    await addReview(deps, customer, { toolId: 'tool-1', comment: 'Ok', star: 3 });

    expect(steps.slice(0, 3).sort()).toEqual(['purchase asked', 'review asked', 'tool asked']);
    expect(steps.filter((step) => step.endsWith('asked'))).toHaveLength(3);
  });

  it('reads the tool that was bought when the order matched by name is of another tool than the id sent', async () => {
    const shop = fakeShop();
    const review = await addReview({ ...shop.deps, getTool: async (id) => (id === 'tool-1' ? shop.deps.getTool(id) : undefined) }, customer, {
      toolId: 'tool-gone',
      name: 'Cordless Drill',
      comment: 'Ok',
      star: 3,
    });
    expect(review).toMatchObject({ toolId: 'tool-1', name: 'Cordless Drill' });
  });

  it('refuses a customer who did not buy the tool named by its id, though it was read ahead', async () => {
    const shop = fakeShop();
    await expect(addReview(shop.deps, otherCustomer, { toolId: 'tool-1', comment: 'Ok', star: 3 })).rejects.toMatchObject({ statusCode: 403 });
    expect(shop.reviews.size).toBe(0);
  });

  it('accepts the tool named by its id', async () => {
    const shop = fakeShop();
    await expect(addReview(shop.deps, customer, { toolId: 'tool-1', comment: 'Ok', star: 3 })).resolves.toMatchObject({ toolId: 'tool-1' });
  });

  it(`refuses a customer without a paid or delivered order of the tool: 403 '${NOT_BOUGHT_MESSAGE}'`, async () => {
    const shop = fakeShop();

    await expect(addReview(shop.deps, otherCustomer, input)).rejects.toMatchObject({ statusCode: 403, message: NOT_BOUGHT_MESSAGE });

    expect(shop.reviews.size).toBe(0);
    expect(shop.rating()).toEqual({ average: 0, count: 0 });
  });

  it('replaces the first review of the same customer and tool, and the rating counts it once', async () => {
    const shop = fakeShop();
    const first = await addReview(shop.deps, customer, input);

    const second = await addReview(shop.deps, customer, { ...input, comment: 'Even better', star: 2 });

    expect(second._id).toBe(first._id);
    expect([...shop.reviews.values()]).toEqual([second]);
    expect(shop.rating()).toEqual({ average: 2, count: 1 });
  });

  it('gives two customers two reviews and averages them', async () => {
    const shop = fakeShop({ bought: { [customer.uid]: ['tool-1'], [otherCustomer.uid]: ['tool-1'] } });
    await addReview(shop.deps, customer, input);
    await addReview(shop.deps, otherCustomer, { ...input, star: 5 });
    expect(shop.rating()).toEqual({ average: 4.5, count: 2 });
  });

  it('keeps a hidden review hidden when its author replaces it', async () => {
    const shop = fakeShop();
    const first = await addReview(shop.deps, customer, input);
    await hideReview(shop.hideDeps, admin, first._id);

    const second = await addReview(shop.deps, customer, { ...input, comment: 'Pay at evil.example' });

    expect(second.hidden).toBe(true);
    expect(shop.rating()).toEqual({ average: 0, count: 0 });
  });

  it('reads the review again when it changed between the read and the write', async () => {
    const shop = fakeShop();
    let interfere = true;
    const saveReview = shop.deps.saveReview;
    shop.deps.saveReview = async (review, previous) => {
      if (interfere) {
        interfere = false;
        await saveReview({ ...review, comment: 'From another tab', star: 1 }, previous);
        return 'changed';
      }
      return saveReview(review, previous);
    };

    const review = await addReview(shop.deps, customer, input);

    expect(shop.reviews.get(review._id)).toMatchObject({ comment: 'Great', star: 4 });
    expect(shop.rating()).toEqual({ average: 4, count: 1 });
  });

  it('answers 404 when the tool was deleted', async () => {
    const shop = fakeShop({ toolExists: false });
    await expect(addReview(shop.deps, customer, input)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses a body email that is not the caller', async () => {
    const shop = fakeShop();
    await expect(addReview(shop.deps, customer, { ...input, email: otherCustomer.email })).rejects.toMatchObject({ statusCode: 403 });
    expect(shop.reviews.size).toBe(0);
  });

  it.each(['', '   ', customer.email])('never shows an email as the reviewer: display name %j becomes a neutral name', async (name) => {
    const review = await addReview(fakeShop().deps, { ...customer, name }, input);
    expect(review.customer).toBe('A customer');
    expect(JSON.stringify(review)).not.toContain('@');
  });
});

describe('hideReview', () => {
  it('marks the review hidden and takes it out of the rating', async () => {
    const shop = fakeShop({ bought: { [customer.uid]: ['tool-1'], [otherCustomer.uid]: ['tool-1'] } });
    const spam = await addReview(shop.deps, customer, { ...input, star: 1 });
    await addReview(shop.deps, otherCustomer, { ...input, star: 5 });

    await expect(hideReview(shop.hideDeps, admin, spam._id)).resolves.toMatchObject({ _id: spam._id, hidden: true });

    expect(shop.reviews.get(spam._id)?.hidden).toBe(true);
    expect(shop.rating()).toEqual({ average: 5, count: 1 });
    expect(shop.audits).toMatchObject([
      { actor: { uid: admin.uid }, action: 'hide-review', target: { kind: 'review', id: spam._id }, after: { hidden: true } },
    ]);
  });

  it('changes nothing when the review is hidden already', async () => {
    const shop = fakeShop();
    const review = await addReview(shop.deps, customer, input);
    await hideReview(shop.hideDeps, admin, review._id);

    await expect(hideReview(shop.hideDeps, admin, review._id)).resolves.toMatchObject({ hidden: true });

    expect(shop.rating()).toEqual({ average: 0, count: 0 });
  });

  it('answers 404 for an unknown review', async () => {
    await expect(hideReview(fakeShop().hideDeps, admin, 'nope')).rejects.toMatchObject({ statusCode: 404 });
  });
});
