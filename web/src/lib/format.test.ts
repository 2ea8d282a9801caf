import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPrice } from './format';

const intlDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatPrice', () => {
  it('writes integer cents as US dollars, exactly as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (cents) => {
        expect(formatPrice(cents)).toBe(intlDollars.format(cents / 100));
      }),
    );
  });

  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123450, '$1,234.50'],
    [-199, '-$1.99'],
    [123456789012, '$1,234,567,890.12'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });
});

describe('formatDateTime', () => {
  it("writes a moment with Intl's medium date and short time", () => {
    const iso = '2024-05-02T12:30:00.000Z';
    expect(formatDateTime(iso)).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)));
  });
});
