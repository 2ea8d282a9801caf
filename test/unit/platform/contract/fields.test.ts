import { describe, expect, it } from 'vitest';
import { emailField } from '../../../../functions/platform/contract/fields.js';
import { profileSchema } from '../../../../functions/accounts/contract/user.js';
import { offerQuoteSchema } from '../../../../functions/quotes/contract/quote.js';
import { contractPricesSchema } from '../../../../functions/trade/contract/trade-account.js';

describe('shared field schemas', () => {
  it('reports only "Phone is required" for an empty phone', () => {
    const result = profileSchema.safeParse({ education: 'BSc', location: 'Lyon', phone: '', linkedin: 'in/me' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Phone is required']);
  });

  it('reports the minimum length for a short phone', () => {
    const result = profileSchema.safeParse({ education: 'BSc', location: 'Lyon', phone: '0123', linkedin: 'in/me' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Minimum Length must be 11']);
  });

  it('reads a percent-encoded email from a path and lower-cases it', () => {
    expect(emailField.parse('Customer%40Tools.test')).toBe('customer@tools.test');
  });

  it('refuses a value that is not an email', () => {
    expect(emailField.safeParse('not-an-email').success).toBe(false);
  });

  // One dollar price field (dollarPriceField) serves the quote offers and the contract prices, each with its own name in the messages.
  it.each([
    {
      schema: 'a quote offer',
      name: 'unitPrice',
      parse: (unitPrice: unknown) => offerQuoteSchema.safeParse({ lines: [{ toolId: 't1', unitPrice }], validUntil: '2027-01-31' }),
    },
    {
      schema: 'contract prices',
      name: 'Contract price',
      parse: (unitPrice: unknown) => contractPricesSchema.safeParse({ prices: [{ toolId: 't1', unitPrice }] }),
    },
  ])("takes whole cents from 0.01 to 1,000,000 dollars in $schema, naming '$name' otherwise", ({ name, parse }) => {
    const messages = (unitPrice: unknown) => parse(unitPrice).error?.issues.map((issue) => issue.message);
    for (const good of [0.01, 12.5, 19.99, 1_000_000]) expect(parse(good).success, String(good)).toBe(true);
    for (const bad of [0, -1, 1.005, 'ten']) expect(messages(bad), String(bad)).toEqual([`${name} must be more than 0, with at most 2 decimals`]);
    expect(messages(1_000_000.01)).toEqual([`${name} must be at most 1000000`]);
  });
});
