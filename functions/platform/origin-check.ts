/** Only CloudFront adds the secret origin header, so a call to the API's own URL, bypassing the WAF, is a 403. */
import { timingSafeEqual } from 'node:crypto';
import { originVerifySecrets } from './config.js';
import { ForbiddenError } from './errors.js';
import { ORIGIN_VERIFY_HEADER } from './origin-header.js';

export const NOT_THROUGH_SITE_MESSAGE = "Call the API through the shop's site";

function sameText(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function checkOrigin(headers: Record<string, string | undefined>): Promise<void> {
  const given = headers[ORIGIN_VERIFY_HEADER];
  if (given === undefined) throw new ForbiddenError(NOT_THROUGH_SITE_MESSAGE);
  const accepted = await originVerifySecrets();
  // Compared with every accepted value, so the time taken does not say which one matched.
  const matches = accepted.map((value) => sameText(given, value));
  if (!matches.includes(true)) throw new ForbiddenError(NOT_THROUGH_SITE_MESSAGE);
}
