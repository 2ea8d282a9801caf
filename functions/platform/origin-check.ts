/**
 * The API answers only requests that came through the shop's CloudFront distribution: CloudFront
 * adds a secret origin header to every request it passes to the API (a custom origin header of
 * the `/api/*` behaviors), and the functions know the same value (ORIGIN_VERIFY_SECRET). A call
 * to the API's own URL, which bypasses CloudFront and its WAF, lacks it and is answered 403.
 * Locally Vite's `/api` proxy adds the header as CloudFront does.
 */
import { timingSafeEqual } from 'node:crypto';
import { originVerifySecret } from './config.js';
import { ForbiddenError } from './errors.js';
import { ORIGIN_VERIFY_HEADER } from './origin-header.js';

export const NOT_THROUGH_SITE_MESSAGE = "Call the API through the shop's site";

function sameText(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Throws 403 unless the request carries the origin header with the configured secret (headers lower-cased). */
export function checkOrigin(headers: Record<string, string | undefined>): void {
  const given = headers[ORIGIN_VERIFY_HEADER];
  if (given === undefined || !sameText(given, originVerifySecret())) throw new ForbiddenError(NOT_THROUGH_SITE_MESSAGE);
}
