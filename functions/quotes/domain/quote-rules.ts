/** The quote's state rules: which step may start from which status, when an offer has expired, which dates an offer may run to. */
import { ConflictError, GoneError } from '../../platform/errors.js';
import type { Quote, QuoteStatus } from '../contract/quote.js';
import { DATE_PATTERN, MAX_OFFER_DAYS, QUOTE_EXPIRED_MESSAGE, quoteStateMessage } from '../contract/quote-terms.js';

export type QuoteStep = 'offer' | 'accept' | 'decline' | 'withdraw';

/** Each step, the one status it starts from and the status it leaves the quote in. */
export const QUOTE_STEPS: Readonly<Record<QuoteStep, { from: QuoteStatus; to: QuoteStatus }>> = {
  offer: { from: 'requested', to: 'offered' },
  accept: { from: 'offered', to: 'ordered' },
  decline: { from: 'offered', to: 'declined' },
  withdraw: { from: 'requested', to: 'withdrawn' },
};

/** Today's date in UTC, YYYY-MM-DD: `validUntil` is a day in UTC. */
export const utcDate = (now: Date) => now.toISOString().slice(0, 10);

/** An offer runs to the end of its `validUntil` day (UTC). */
export const offerHasExpired = (quote: Pick<Quote, 'status' | 'validUntil'>, now: Date) =>
  quote.status === 'offered' && quote.validUntil !== undefined && utcDate(now) > quote.validUntil;

/** The status a reader sees: an offer past its day reads `expired` even before anything wrote it. */
export const statusSeen = (quote: Quote, now: Date): QuoteStatus => (offerHasExpired(quote, now) ? 'expired' : quote.status);

export const asSeen = (quote: Quote, now: Date): Quote => (offerHasExpired(quote, now) ? { ...quote, status: 'expired' } : quote);

/**
 * What stops `step` on `quote` now: accepting an offer past its day is 410 'This quote has expired';
 * any step from another status (as seen: an offer past its day is `expired`) is 409 'This quote is {status}'.
 */
export function stepRefusal(quote: Quote, step: QuoteStep, now: Date): ConflictError | GoneError | undefined {
  const seen = statusSeen(quote, now);
  if (step === 'accept' && seen === 'expired') return new GoneError(QUOTE_EXPIRED_MESSAGE);
  if (seen !== QUOTE_STEPS[step].from) return new ConflictError(quoteStateMessage(seen));
  return undefined;
}

/** `validUntil` must be a real date from today to MAX_OFFER_DAYS days ahead (UTC). */
export function validUntilInRange(validUntil: string, now: Date): boolean {
  if (!DATE_PATTERN.test(validUntil)) return false;
  const day = new Date(`${validUntil}T00:00:00.000Z`);
  if (Number.isNaN(day.getTime()) || utcDate(day) !== validUntil) return false;
  const today = utcDate(now);
  const last = utcDate(new Date(Date.parse(`${today}T00:00:00.000Z`) + MAX_OFFER_DAYS * 86_400_000));
  return validUntil >= today && validUntil <= last;
}
