/** Shared by the web forms and the API, so the messages are the product's own wording. */
import * as z from './zod.js';

export const PHONE_MIN_LENGTH = 11;
export const PASSWORD_MIN_LENGTH = 6;
export const MAX_TEXT = 500;
export const MAX_LONG_TEXT = 2000;

/** A required, trimmed string; `requiredMessage` for a missing or empty value. */
export function requiredText(requiredMessage: string, max = MAX_TEXT) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : 'Must be text') })
    .check(
      z.trim(),
      z.minLength(1, { message: requiredMessage, abort: true }),
      z.maxLength(max, { message: `Must be at most ${max} characters`, abort: true }),
    );
}

/** A required number; `requiredMessage` for a missing or empty value. */
export function requiredNumber(requiredMessage: string) {
  return z.number({
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? requiredMessage : 'Must be a number'),
  });
}

/** Whether a dollar amount is whole cents (at most 2 decimals), allowing for binary floating point. */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The highest unit price in dollars the API takes (a product's, a quote offer's, a contract price's). */
export const MAX_UNIT_PRICE = 1_000_000;

/** A unit price in dollars, as the API takes prices: more than 0, whole cents, at most MAX_UNIT_PRICE; `name` opens its messages. */
export function dollarPriceField(name: string) {
  const message = `${name} must be more than 0, with at most 2 decimals`;
  return z
    .number({ error: message })
    .check(z.positive(message), z.maximum(MAX_UNIT_PRICE, `${name} must be at most ${MAX_UNIT_PRICE}`), z.refine(hasAtMostTwoDecimals, message));
}

export const phoneField = (requiredMessage: string) =>
  requiredText(requiredMessage, 30).check(z.refine((value) => value.length >= PHONE_MIN_LENGTH, 'Minimum Length must be 11'));

/** Path parameters may arrive percent-encoded (`a%40b.test`); an email never holds a literal '%'. */
function decodePercentEncoding(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const percentDecodedText = /* @__PURE__ */ (() => z.pipe(z.string({ error: 'Email is required' }), z.transform(decodePercentEncoding)))();
const validEmail = /* @__PURE__ */ (() =>
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { message: 'Email is required', abort: true }),
        z.maxLength(254, { message: 'Must be at most 254 characters', abort: true }),
      ),
    z.email('Enter a valid email'),
  ))();
export const emailField = /* @__PURE__ */ (() =>
  z.pipe(
    z.pipe(percentDecodedText, validEmail),
    z.transform((value: string) => value.toLowerCase()),
  ))();

export const idField = /* @__PURE__ */ (() =>
  z.string().check(z.trim(), z.minLength(1, 'Must not be empty'), z.maxLength(100, 'Must be at most 100 characters')))();

/** A fresh random value per attempt, reused on retry. */
export const idempotencyKeyField = /* @__PURE__ */ (() =>
  z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotency-key must be 8 to 100 letters, digits, - or _'))))();

export function wholeNumberQuery(max: number, message: string) {
  return z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,3}$/, message)), z.transform(Number)),
    z.number().check(z.int(), z.minimum(1, message), z.maximum(max, message)),
  );
}

export const pageQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    limit: z.optional(wholeNumberQuery(100, 'limit must be a whole number from 1 to 100')),
    cursor: z.optional(z.string().check(z.maxLength(2048, 'cursor is too long'))),
  }))();
export type PageQuery = z.output<typeof pageQuerySchema>;
