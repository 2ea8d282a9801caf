/**
 * The daily reminder of overdue invoices: each approved company's admins are emailed about an invoice
 * on its first overdue day and every 7 days after. Each (invoice, overdue day) is claimed before it is
 * sent, so a second run the same day sends nothing twice. Overdue is decided at the run's time.
 */
import { dollarsText } from '../../platform/contract/money.js';
import type { OutgoingEmail } from '../../platform/email-sender.js';
import { logger } from '../../platform/logger.js';
import type { Order } from '../../orders/contract/order.js';
import { amountDueCents, daysOverdue } from '../../trade/contract/credit-terms.js';
import { isReminderDay } from '../contract/invoice-aging.js';
import type { CreditLedger } from '../../trade/store/credit-ledger-repository.js';
import type { CompanyRecord, MemberRecord } from '../../trade/store/trade-repository.js';

export interface OverdueRemindersDeps {
  listApprovedCompanies(): Promise<CompanyRecord[]>;
  getCreditLedger(companyId: string): Promise<CreditLedger>;
  listMembers(companyId: string): Promise<MemberRecord[]>;
  getOrder(orderId: string): Promise<Order | undefined>;
  /** true: this run sends it; false: an earlier run did (or is). */
  claimReminder(key: string, orderId: string, email: OutgoingEmail, at: Date): Promise<boolean>;
  settleReminder(key: string, sent: boolean, at: Date, reason?: string): Promise<void>;
  sendEmail(email: OutgoingEmail): Promise<void>;
  termsDaySeconds(): number;
}

export const reminderKey = (orderId: string, overdueDay: number) => `overdue-reminder#${orderId}#${overdueDay}`;

function reminderEmail(to: string[], company: CompanyRecord, order: Order, days: number): OutgoingEmail {
  const due = dollarsText(amountDueCents({ amountCents: order.amountCents, paidCents: order.paidCents ?? 0 }));
  const invoice = order.invoiceNumber ?? `of order ${order._id}`;
  return {
    to,
    subject: `Overdue: invoice ${invoice}, ${due} due on ${order.dueDate ?? ''}`,
    text:
      `Invoice ${invoice} of ${company.name} was due on ${order.dueDate ?? ''} and is ${days} day${days === 1 ? '' : 's'} overdue: ${due} is still due.\n\n` +
      'Please pay it by bank transfer or by card from your trade account. An account with an invoice more than 30 days overdue cannot order on account.',
  };
}

export async function sendOverdueReminders(deps: OverdueRemindersDeps, now: Date): Promise<{ sent: string[] }> {
  const sent: string[] = [];
  const daySeconds = deps.termsDaySeconds();
  for (const company of await deps.listApprovedCompanies()) {
    const ledger = await deps.getCreditLedger(company.companyId);
    const due = ledger.openInvoices
      .map((invoice) => ({ ...invoice, days: daysOverdue(invoice.dueAt, now, daySeconds) }))
      .filter((invoice) => isReminderDay(invoice.days));
    if (due.length === 0) continue;
    const admins = (await deps.listMembers(company.companyId)).filter((member) => member.role === 'admin').map((member) => member.email);
    if (admins.length === 0) continue;
    for (const { orderId, days } of due) {
      const order = await deps.getOrder(orderId);
      if (!order || amountDueCents({ amountCents: order.amountCents, paidCents: order.paidCents ?? 0 }) === 0) continue;
      const key = reminderKey(orderId, days);
      const email = reminderEmail(admins, company, order, days);
      if (!(await deps.claimReminder(key, orderId, email, now))) continue;
      try {
        await deps.sendEmail(email);
        await deps.settleReminder(key, true, now);
        sent.push(key);
      } catch (error) {
        await logger.warn('An overdue reminder could not be sent', { orderId, days, reason: (error as Error).message });
        await deps.settleReminder(key, false, now, (error as Error).message);
      }
    }
  }
  return { sent };
}
