import { quoteSchema, type Quote } from '../quote.js';

/** A stored quote, checked against its schema: loaded beside the first read (quotes-repository.ts), so zod is not part of init. */
export const readQuote = (item: unknown): Quote => quoteSchema.parse(item);
