import { describe, expect, it } from 'vitest';
import { ConflictError, GoneError } from '../../../../functions/platform/errors.js';
import type { Quote, QuoteStatus } from '../../../../functions/quotes/contract/quote.js';
import { offerHasExpired, QUOTE_STEPS, statusSeen, stepRefusal, validUntilInRange, type QuoteStep } from '../../../../functions/quotes/domain/quote-rules.js';

const NOW = new Date('2026-11-28T13:00:00.000Z');

const aQuote = (overrides: Partial<Quote> = {}): Quote => ({
  quoteId: 'quote-1',
  userId: 'uid-ada',
  user_name: 'Ada',
  email: 'ada@tools.test',
  emailVerified: true,
  lines: [{ toolId: 'vise', product_name: 'Vise', quantity: 10 }],
  status: 'requested',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const STEPS = Object.keys(QUOTE_STEPS) as QuoteStep[];
const STATUSES: QuoteStatus[] = ['requested', 'offered', 'ordered', 'declined', 'withdrawn', 'expired'];

describe('the quote state rules', () => {
  it('start each step from exactly one status: offer and withdraw from requested, accept and decline from offered', () => {
    expect(QUOTE_STEPS).toEqual({
      offer: { from: 'requested', to: 'offered' },
      accept: { from: 'offered', to: 'ordered' },
      decline: { from: 'offered', to: 'declined' },
      withdraw: { from: 'requested', to: 'withdrawn' },
    });
  });

  it.each(STEPS.flatMap((step) => STATUSES.map((status) => [step, status] as const)))(
    "%s from %s is allowed only from its status, else 409 'This quote is {status}'",
    (step, status) => {
      const quote = aQuote({ status, ...(status === 'offered' && { validUntil: '2026-12-01' }) });
      const refusal = stepRefusal(quote, step, NOW);
      if (QUOTE_STEPS[step].from === status) {
        expect(refusal).toBeUndefined();
      } else if (step === 'accept' && status === 'expired') {
        expect(refusal).toBeInstanceOf(GoneError);
        expect(refusal?.message).toBe('This quote has expired');
      } else {
        expect(refusal).toBeInstanceOf(ConflictError);
        expect(refusal?.message).toBe(`This quote is ${status}`);
      }
    },
  );

  it("holds an offer through its validUntil day (UTC), then accepting it is 410 and the quote reads 'expired'", () => {
    const lastDay = aQuote({ status: 'offered', validUntil: '2026-11-28' });
    expect(offerHasExpired(lastDay, NOW)).toBe(false);
    expect(stepRefusal(lastDay, 'accept', new Date('2026-11-28T23:59:59.999Z'))).toBeUndefined();

    const past = aQuote({ status: 'offered', validUntil: '2026-11-27' });
    expect(offerHasExpired(past, NOW)).toBe(true);
    expect(statusSeen(past, NOW)).toBe('expired');
    const refusal = stepRefusal(past, 'accept', NOW);
    expect(refusal).toBeInstanceOf(GoneError);
    expect(refusal?.message).toBe('This quote has expired');
    // Declining a lapsed offer is the wrong state, not a gone link.
    expect(stepRefusal(past, 'decline', NOW)?.message).toBe('This quote is expired');
  });

  it('takes validUntil from today to 90 days ahead, as a real date', () => {
    expect(validUntilInRange('2026-11-28', NOW)).toBe(true);
    expect(validUntilInRange('2027-02-26', NOW)).toBe(true); // 90 days ahead
    expect(validUntilInRange('2027-02-27', NOW)).toBe(false);
    expect(validUntilInRange('2026-11-27', NOW)).toBe(false);
    expect(validUntilInRange('2026-11-31', NOW)).toBe(false);
    expect(validUntilInRange('28/11/2026', NOW)).toBe(false);
  });
});
