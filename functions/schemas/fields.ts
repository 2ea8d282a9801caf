/**
 * Field builders shared by every request schema. The messages are the product's own wording (the
 * web forms show them as they are),
 * and the same schemas validate the web forms and the API requests.
 */
import * as z from 'zod';

export const PHONE_MIN_LENGTH = 11;
export const PASSWORD_MIN_LENGTH = 6;
export const MAX_TEXT = 500;
export const MAX_LONG_TEXT = 2000;

/** A required, trimmed string; `requiredMessage` for a missing or empty value. */
export function requiredText(requiredMessage: string, max = MAX_TEXT) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : 'Must be text') })
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .max(max, { message: `Must be at most ${max} characters`, abort: true });
}

/** A required number; `requiredMessage` for a missing or empty value. */
export function requiredNumber(requiredMessage: string) {
  return z.number({
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? requiredMessage : 'Must be a number'),
  });
}

export const phoneField = (requiredMessage: string) =>
  requiredText(requiredMessage, 30).refine((value) => value.length >= PHONE_MIN_LENGTH, 'Minimum Length must be 11');

/** Path parameters may arrive percent-encoded (`a%40b.test`); an email never holds a literal '%'. */
function decodePercentEncoding(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const emailField = z
  .string({ error: 'Email is required' })
  .transform(decodePercentEncoding)
  .pipe(
    z
      .string()
      .trim()
      .min(1, { message: 'Email is required', abort: true })
      .max(254, { message: 'Must be at most 254 characters', abort: true })
      .pipe(z.email('Enter a valid email')),
  )
  .transform((value) => value.toLowerCase());

export const idField = z.string().trim().min(1, 'Must not be empty').max(100, 'Must be at most 100 characters');

/** The optional Idempotency-Key header of a request that creates something (a fresh random value per attempt, reused on retry). */
export const idempotencyKeyField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotency-key must be 8 to 100 letters, digits, - or _')
  .optional();

/** ?limit=1..100&cursor=... on every list endpoint. */
export const pageQuerySchema = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'limit must be a whole number from 1 to 100')
    .transform(Number)
    .pipe(z.number().int().min(1, 'limit must be a whole number from 1 to 100').max(100, 'limit must be a whole number from 1 to 100'))
    .optional(),
  cursor: z.string().max(2048, 'cursor is too long').optional(),
});
export type PageQuery = z.output<typeof pageQuerySchema>;
