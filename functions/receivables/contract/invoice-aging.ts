/**
 * How late an on-account invoice is, decided at the time of each read (never stored): its state, the
 * aging of what is due and the reminder days. Shared by the statement, the reminders and the web app;
 * placing needs none of it (trade/contract/credit-terms.ts holds what it needs).
 */
import { amountDueCents, daysOverdue, DAY_SECONDS, type InvoiceAmounts } from '../../trade/contract/credit-terms.js';

/** Reminders go out on an invoice's first overdue day and every this many days after. */
export const REMINDER_EVERY_DAYS = 7;
export const INVOICE_STATES = ['open', 'partly paid', 'paid', 'overdue'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** Overdue outranks partly paid: what matters to the reader is that it is late. */
export function invoiceState(invoice: InvoiceAmounts, now: Date, daySeconds = DAY_SECONDS): InvoiceState {
  if (amountDueCents(invoice) === 0) return 'paid';
  if (daysOverdue(invoice.dueAt, now, daySeconds) > 0) return 'overdue';
  return invoice.paidCents > 0 ? 'partly paid' : 'open';
}

export interface Aging {
  currentCents: number;
  days1to30Cents: number;
  days31to60Cents: number;
  days61to90Cents: number;
  over90Cents: number;
}

/** The bucket of an amount due by its whole days overdue; current is not yet due. */
export function agingBucket(days: number): keyof Aging {
  if (days <= 0) return 'currentCents';
  if (days <= 30) return 'days1to30Cents';
  if (days <= 60) return 'days31to60Cents';
  if (days <= 90) return 'days61to90Cents';
  return 'over90Cents';
}

export function agingOf(invoices: readonly InvoiceAmounts[], now: Date, daySeconds = DAY_SECONDS): Aging {
  const aging: Aging = { currentCents: 0, days1to30Cents: 0, days31to60Cents: 0, days61to90Cents: 0, over90Cents: 0 };
  for (const invoice of invoices) aging[agingBucket(daysOverdue(invoice.dueAt, now, daySeconds))] += amountDueCents(invoice);
  return aging;
}

/** The overdue days a reminder goes out on: the first, then every REMINDER_EVERY_DAYS. */
export const isReminderDay = (days: number): boolean => days >= 1 && (days - 1) % REMINDER_EVERY_DAYS === 0;
