/**
 * Which emails an order change calls for, read from the order before and after the change (the
 * orders table's stream): placed, paid (a receipt, and a note to the admins), shipped, cancelled
 * and refunded. Pure: the sending is the email sender's job.
 */
import type { CancelReason, Order } from '../schemas/order.js';
import type { OutgoingEmail } from '../repositories/email-sender.js';
import { mayEmailCustomer } from './customer-email.js';

export type { OutgoingEmail };

const dollars = (order: Order) => `$${(order.amountCents / 100).toFixed(2)}`;
const line = (order: Order) => `${order.quantity} x ${order.product_name}`;
const footer = (order: Order) => `\n\nOrder ${order._id}\nTools and parts`;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * 'Thursday 2 May 2024, 12:00 UTC': a time a customer reads, in UTC since the shop does not know
 * theirs. Spelled out here rather than with Intl, whose punctuation changes with the ICU version.
 */
function readableTime(iso: string): string {
  const at = new Date(iso);
  const date = `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
  return `${date}, ${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())} UTC`;
}

const CANCEL_WHY: Record<CancelReason, (order: Order) => string> = {
  owner: () => 'You cancelled it.',
  admin: () => 'The shop cancelled it.',
  'hold-expired': (order) => `It was not paid in time: its hold on the stock ended${order.holdExpiresAt ? ` on ${readableTime(order.holdExpiresAt)}` : ''}.`,
};

function placed(order: Order): OutgoingEmail {
  const until = order.holdExpiresAt ? ` Please pay by ${readableTime(order.holdExpiresAt)}; after that the order is cancelled and the stock released.` : '';
  return {
    to: [order.email],
    subject: `Order placed: ${line(order)}`,
    text: `Thank you for your order of ${line(order)}, ${dollars(order)} in total. It is not paid yet.${until}${footer(order)}`,
  };
}

function receipt(order: Order): OutgoingEmail {
  return {
    to: [order.email],
    subject: `Receipt: ${dollars(order)} paid for ${line(order)}`,
    text: `We received your payment of ${dollars(order)} for ${line(order)} (payment ${order.transactionId ?? ''}). We will ship it to ${order.address}.${footer(order)}`,
  };
}

function adminNotice(order: Order, admins: string[]): OutgoingEmail {
  return {
    to: admins,
    subject: `Paid order to ship: ${line(order)}`,
    text: `${order.user_name} <${order.email}> paid ${dollars(order)} for ${line(order)}. Ship to: ${order.address}, phone ${order.number}.${footer(order)}`,
  };
}

function shipped(order: Order): OutgoingEmail {
  const carrier = order.carrier ? ` with ${order.carrier}` : '';
  const tracking = order.trackingNumber ? ` Tracking number: ${order.trackingNumber}.` : '';
  return { to: [order.email], subject: `Shipped: ${line(order)}`, text: `Your order of ${line(order)} has shipped${carrier}.${tracking}${footer(order)}` };
}

function cancelled(order: Order): OutgoingEmail {
  const why = order.cancelReason ? CANCEL_WHY[order.cancelReason](order) : '';
  return {
    to: [order.email],
    subject: `Order cancelled: ${line(order)}`,
    text: `Your unpaid order of ${line(order)} was cancelled. ${why} Nothing was charged.${footer(order)}`,
  };
}

function refunded(order: Order): OutgoingEmail {
  const why = order.refundSource === 'late-payment' ? ' The payment arrived after the order had been cancelled.' : '';
  return {
    to: [order.email],
    subject: `Refund: ${dollars(order)} for ${line(order)}`,
    text: `Your payment of ${dollars(order)} for ${line(order)} was refunded in full.${why} It may take a few days to show on your statement.${footer(order)}`,
  };
}

/** The customer's email about the change, if it calls for one. */
function customerEmail(before: Order | undefined, after: Order): OutgoingEmail | undefined {
  switch (after.status) {
    case 'Not paid':
      return before ? undefined : placed(after);
    case 'paid':
      return receipt(after);
    case 'delivered':
      return shipped(after);
    case 'cancelled':
      return cancelled(after);
    case 'refunded':
      return refunded(after);
  }
}

export function emailsForChange(before: Order | undefined, after: Order | undefined, admins: readonly string[]): OutgoingEmail[] {
  if (!after || before?.status === after.status) return [];
  const forCustomer = customerEmail(before, after);
  const emails = forCustomer && mayEmailCustomer(after) ? [forCustomer] : [];
  if (after.status === 'paid' && admins.length > 0) emails.push(adminNotice(after, [...admins]));
  return emails;
}
