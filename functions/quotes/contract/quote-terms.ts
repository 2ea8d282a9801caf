/** A quote's statuses, limits and messages, and a quote as answered. No zod here: functions read it at init (the schemas: quote.ts). */
import { centsToDollars } from '../../platform/contract/money.js';
import type { Quote } from './quote.js';

export const QUOTE_STATUSES = ['requested', 'offered', 'ordered', 'declined', 'withdrawn', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const MAX_QUOTE_LINES = 25;
export const MAX_QUOTE_NOTE = 1000;
/** How far ahead an offer may run: `validUntil` is a date from today to this many days ahead. */
export const MAX_OFFER_DAYS = 90;
export const QUOTE_EXPIRED_MESSAGE = 'This quote has expired';
export const quoteStateMessage = (status: QuoteStatus) => `This quote is ${status}`;
export const VALID_UNTIL_MESSAGE = `validUntil must be a date (YYYY-MM-DD) from today to ${MAX_OFFER_DAYS} days ahead`;
export const PRICE_EVERY_LINE_MESSAGE = 'Give one price for every line of the quote';
export const PAYMENT_TERMS_MESSAGE = 'Your trade account has no payment terms';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A quote as answered: each offered line's `unitPrice` and the offer's `subtotal` in dollars beside the cents. */
export function quoteAnswer(quote: Quote) {
  const offered = quote.lines.every((line) => line.unitPriceCents !== undefined);
  const subtotalCents = offered ? quote.lines.reduce((sum, line) => sum + line.unitPriceCents! * line.quantity, 0) : undefined;
  return {
    ...quote,
    lines: quote.lines.map((line) => ({ ...line, ...(line.unitPriceCents !== undefined && { unitPrice: centsToDollars(line.unitPriceCents) }) })),
    ...(subtotalCents !== undefined && { subtotalCents, subtotal: centsToDollars(subtotalCents) }),
  };
}
export type QuoteAnswer = ReturnType<typeof quoteAnswer>;
