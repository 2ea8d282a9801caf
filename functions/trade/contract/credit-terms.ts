/**
 * Paying on account: a member of an approved company with payment terms orders now and pays its
 * invoice within the company's net days, up to its credit limit. The rules here are pure and shared
 * by placing (orders), the statement and payments (receivables) and the web app: one reading of
 * "due", "overdue" and "on hold". Every time is given; the length of a day is given too, because the
 * local stack shortens it (TERMS_DAY_SECONDS) so an invoice can go overdue in seconds.
 */
import * as z from '../../platform/contract/zod.js';
import { dollarsText } from '../../platform/contract/money.js';

export const PAYMENT_METHODS = ['card', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** POST /orders and PUT /purchase/{id}: `payment`, 'card' when absent. */
export const paymentField = z.optional(z.enum(PAYMENT_METHODS, { error: "payment must be 'card' or 'account'" }));

export const NO_TERMS_MESSAGE = 'Your trade account has no payment terms';
export const ON_HOLD_MESSAGE = 'Your trade account is on hold: pay your overdue invoices first';
/** Approving an order takes it on to card payment; on account it is placed by someone within their limit (a company admin has none). */
export const APPROVAL_ON_ACCOUNT_MESSAGE = 'An order above your approval limit cannot go on account: ask an admin of your trade account to place it';
export const MORE_THAN_DUE_MESSAGE = 'More than the amount due';
export const NOT_ON_ACCOUNT_MESSAGE = 'This order is not paid on account';
export const overCreditLimitMessage = (availableCents: number) => `Over your credit limit: ${dollarsText(Math.max(0, availableCents))} available`;

/** An account with an invoice more than this many days overdue is on hold. */
export const HOLD_AFTER_DAYS_OVERDUE = 30;
/** Reminders go out on an invoice's first overdue day and every this many days after. */
export const REMINDER_EVERY_DAYS = 7;
export const DAY_SECONDS = 86_400;

export const INVOICE_STATES = ['open', 'partly paid', 'paid', 'overdue'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** YYYY-MM-DD in UTC. */
export const utcDate = (at: Date | string): string => new Date(at).toISOString().slice(0, 10);

/** The invoice's time plus its net days. */
export const dueAtOf = (invoiceAt: Date, netDays: number, daySeconds = DAY_SECONDS): Date => new Date(invoiceAt.getTime() + netDays * daySeconds * 1000);

/** Whole days past `dueAt`, counting the day it is in: 0 until it is due, 1 from the first moment after it. */
export function daysOverdue(dueAt: string, now: Date, daySeconds = DAY_SECONDS): number {
  const late = now.getTime() - new Date(dueAt).getTime();
  return late <= 0 ? 0 : Math.ceil(late / (daySeconds * 1000));
}

export interface InvoiceAmounts {
  amountCents: number;
  paidCents: number;
  dueAt: string;
}

export const amountDueCents = (invoice: Pick<InvoiceAmounts, 'amountCents' | 'paidCents'>): number => Math.max(0, invoice.amountCents - invoice.paidCents);

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

/** On hold while any invoice still open is more than HOLD_AFTER_DAYS_OVERDUE days overdue: `openDueAts` are the open invoices' due times. */
export const isOnHold = (openDueAts: readonly string[], now: Date, daySeconds = DAY_SECONDS): boolean =>
  openDueAts.some((dueAt) => daysOverdue(dueAt, now, daySeconds) > HOLD_AFTER_DAYS_OVERDUE);

/** The overdue days a reminder goes out on: the first, then every REMINDER_EVERY_DAYS. */
export const isReminderDay = (days: number): boolean => days >= 1 && (days - 1) % REMINDER_EVERY_DAYS === 0;
