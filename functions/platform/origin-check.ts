/**
 * The API answers only requests that came through the shop's CloudFront distribution: CloudFront
 * adds a secret origin header to every request it passes to the API (a custom origin header of
 * the `/api/*` behaviors), and the functions read the same value at run time (originVerifySecrets:
 * the current one and, while it changes, the previous one, so CloudFront may send either). A call
 * to the API's own URL, which bypasses CloudFront and its WAF, lacks it and is answered 403.
 * Locally Vite's `/api` proxy adds the header as CloudFront does.
 */
import { timingSafeEqual } from 'node:crypto';
import { originVerifySecrets } from './config.js';
import { ForbiddenError } from './errors.js';
import { ORIGIN_VERIFY_HEADER } from './origin-header.js';

export const NOT_THROUGH_SITE_MESSAGE = "Call the API through the shop's site";

function sameText(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Throws 403 unless the request carries the origin header with the current or the previous secret (headers lower-cased). */
export async function checkOrigin(headers: Record<string, string | undefined>): Promise<void> {
  const given = headers[ORIGIN_VERIFY_HEADER];
  if (given === undefined) throw new ForbiddenError(NOT_THROUGH_SITE_MESSAGE);
  const accepted = await originVerifySecrets();
  // Compared with every accepted value, so the time taken does not say which one matched.
  const matches = accepted.map((value) => sameText(given, value));
  if (!matches.includes(true)) throw new ForbiddenError(NOT_THROUGH_SITE_MESSAGE);
}
