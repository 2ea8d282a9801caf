/** The rules of paying on account, at their edges: due dates, whole days overdue, aging buckets, the hold and the reminder days. */
import { describe, expect, it } from 'vitest';
import { daysOverdue, dueAtOf, isOnHold, overCreditLimitMessage, utcDate } from '../../../../functions/trade/contract/credit-terms.js';
import { agingBucket, agingOf, invoiceState, isReminderDay } from '../../../../functions/receivables/contract/invoice-aging.js';

const DAY_MS = 86_400_000;
const DUE = '2024-03-01T10:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(DUE) + ms);

describe('due dates', () => {
  it('is the invoice time plus the net days, its date in UTC', () => {
    const due = dueAtOf(new Date('2024-01-31T23:30:00.000Z'), 30);
    expect(due.toISOString()).toBe('2024-03-01T23:30:00.000Z');
    expect(utcDate(due)).toBe('2024-03-01');
  });

  it('counts a shortened day when one is given (the local stack)', () => {
    expect(dueAtOf(new Date('2024-01-01T00:00:00.000Z'), 7, 1).toISOString()).toBe('2024-01-01T00:00:07.000Z');
  });
});

describe('days overdue', () => {
  it('is 0 up to and at the due time, 1 from the first moment after, and whole days after that', () => {
    expect(daysOverdue(DUE, after(-1))).toBe(0);
    expect(daysOverdue(DUE, after(0))).toBe(0);
    expect(daysOverdue(DUE, after(1))).toBe(1);
    expect(daysOverdue(DUE, after(DAY_MS))).toBe(1);
    expect(daysOverdue(DUE, after(DAY_MS + 1))).toBe(2);
  });
});

describe('invoice state', () => {
  const invoice = { amountCents: 10_000, paidCents: 0, dueAt: DUE };
  it('is open, partly paid, overdue or paid', () => {
    expect(invoiceState(invoice, after(-1))).toBe('open');
    expect(invoiceState({ ...invoice, paidCents: 1 }, after(-1))).toBe('partly paid');
    expect(invoiceState({ ...invoice, paidCents: 1 }, after(1))).toBe('overdue');
    expect(invoiceState({ ...invoice, paidCents: 10_000 }, after(100 * DAY_MS))).toBe('paid');
  });
});

describe('aging buckets', () => {
  it('puts each whole day count in its bucket at the edges', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(agingBucket)).toEqual([
      'currentCents',
      'days1to30Cents',
      'days1to30Cents',
      'days31to60Cents',
      'days31to60Cents',
      'days61to90Cents',
      'days61to90Cents',
      'over90Cents',
    ]);
  });

  it('adds up what is still due, not what was invoiced', () => {
    const aging = agingOf(
      [
        { amountCents: 1_000, paidCents: 400, dueAt: DUE },
        { amountCents: 500, paidCents: 0, dueAt: after(-31 * DAY_MS).toISOString() },
        { amountCents: 700, paidCents: 700, dueAt: after(-95 * DAY_MS).toISOString() },
      ],
      after(1),
    );
    expect(aging).toEqual({ currentCents: 0, days1to30Cents: 600, days31to60Cents: 500, days61to90Cents: 0, over90Cents: 0 });
  });
});

describe('the hold', () => {
  it('starts only once an open invoice is more than 30 days overdue', () => {
    expect(isOnHold([DUE], after(30 * DAY_MS))).toBe(false);
    expect(isOnHold([DUE], after(30 * DAY_MS + 1))).toBe(true);
    expect(isOnHold([], after(365 * DAY_MS))).toBe(false);
  });

  it('comes with a shortened day as fast (the local stack)', () => {
    expect(isOnHold([DUE], after(30_000), 1)).toBe(false);
    expect(isOnHold([DUE], after(30_001), 1)).toBe(true);
  });
});

describe('reminder days', () => {
  it('are the first overdue day and every 7 days after', () => {
    expect([0, 1, 2, 7, 8, 9, 15].filter(isReminderDay)).toEqual([1, 8, 15]);
  });
});

it('names what is left of the limit, never below nothing', () => {
  expect(overCreditLimitMessage(12_345)).toBe('Over your credit limit: $123.45 available');
  expect(overCreditLimitMessage(-5)).toBe('Over your credit limit: $0.00 available');
});
