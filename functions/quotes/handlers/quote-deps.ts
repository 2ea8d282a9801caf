import { adminNotificationEmails } from '../../platform/config.js';
import { sendEmail } from '../../platform/email-sender.js';
import { getMembership } from '../../trade/store/trade-repository.js';
import type { QuoteDeps } from '../domain/quotes.js';
import { getQuote, moveQuote, putQuote } from '../store/quotes-repository.js';

/** What every step of a quote reads and writes. */
export const quoteDeps: QuoteDeps = {
  putQuote,
  getQuote,
  moveQuote,
  getMembership,
  sendEmail,
  admins: adminNotificationEmails,
  now: () => new Date(),
};
