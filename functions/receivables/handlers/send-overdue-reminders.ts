/** Runs daily (an EventBridge schedule in the cloud, a timer under npm start): reminds companies' admins of overdue invoices. */
import { sendOverdueReminders } from '../domain/overdue-reminders.js';
import { claimEmail, settleEmail } from '../../orders/store/sent-emails-repository.js';
import { getOrderConsistently } from '../../orders/store/order-payments-repository.js';
import { getCreditLedger } from '../../trade/store/credit-ledger-repository.js';
import { listCompanies, listMembers } from '../../trade/store/trade-repository.js';
import { sendEmail } from '../../platform/email-sender.js';
import { termsDaySeconds } from '../../platform/config.js';

/** A claim still 'sending' this long after it was made was abandoned (its run ran out of time): it may be sent again. */
const ABANDONED_AFTER_MS = 15 * 60_000;

const deps = {
  listApprovedCompanies: () => listCompanies('approved'),
  getCreditLedger,
  listMembers,
  getOrder: getOrderConsistently,
  claimReminder: async (key: string, orderId: string, email: Parameters<typeof sendEmail>[0], at: Date) =>
    (await claimEmail({ key, orderId, email, at: at.toISOString(), abandonedBefore: new Date(at.getTime() - ABANDONED_AFTER_MS).toISOString() })) === 'claimed',
  settleReminder: (key: string, sent: boolean, at: Date, reason?: string) => settleEmail(key, sent ? 'sent' : 'failed', at.toISOString(), reason),
  sendEmail,
  termsDaySeconds,
};

/** The run's time is the scheduled event's (`time`), so a run replayed the same day decides the same overdue days. */
export const handler = async (event: { time?: string } | undefined): Promise<{ sent: string[] }> => {
  const time = event?.time ? new Date(event.time) : new Date();
  return sendOverdueReminders(deps, Number.isNaN(time.getTime()) ? new Date() : time);
};
