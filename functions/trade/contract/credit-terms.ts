/**
 * Paying on account: a member of an approved company with payment terms orders now and pays its
 * invoice within the company's net days, up to its credit limit. The rules here are pure and shared
 * by placing (orders), the statement and payments (receivables) and the web app: one reading of
 * "due", "overdue" and "on hold". Every time is given; the length of a day is given too, because the
 * local stack shortens it (TERMS_DAY_SECONDS) so an invoice can go overdue in seconds. No zod here:
 * functions read it at init.
 */
import { dollarsText } from '../../platform/contract/money.js';

export const PAYMENT_METHODS = ['card', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const NO_TERMS_MESSAGE = 'Your trade account has no payment terms';
export const ON_HOLD_MESSAGE = 'Your trade account is on hold: pay your overdue invoices first';
/** Approving an order takes it on to card payment; on account it is placed by someone within their limit (a company admin has none). */
export const APPROVAL_ON_ACCOUNT_MESSAGE = 'An order above your approval limit cannot go on account: ask an admin of your trade account to place it';
export const MORE_THAN_DUE_MESSAGE = 'More than the amount due';
export const NOT_ON_ACCOUNT_MESSAGE = 'This order is not paid on account';
export const overCreditLimitMessage = (availableCents: number) => `Over your credit limit: ${dollarsText(Math.max(0, availableCents))} available`;

/** An account with an invoice more than this many days overdue is on hold. */
export const HOLD_AFTER_DAYS_OVERDUE = 30;
export const DAY_SECONDS = 86_400;

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

/** On hold while any invoice still open is more than HOLD_AFTER_DAYS_OVERDUE days overdue: `openDueAts` are the open invoices' due times. */
export const isOnHold = (openDueAts: readonly string[], now: Date, daySeconds = DAY_SECONDS): boolean =>
  openDueAts.some((dueAt) => daysOverdue(dueAt, now, daySeconds) > HOLD_AFTER_DAYS_OVERDUE);
