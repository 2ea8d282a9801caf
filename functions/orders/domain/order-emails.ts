/** Pure: which emails a change calls for; the sending is the email sender's job. */
import type { CancelReason, Order } from '../contract/order.js';
import type { OutgoingEmail } from '../../platform/email-sender.js';
import { dollarsText } from '../../platform/contract/money.js';
import { taxLineLabel } from '../../platform/contract/tax.js';
import { mayEmailCustomer } from './customer-email.js';

export type { OutgoingEmail };

/** Each kind goes out at most once per order. */
export type OrderEmailKind =
  'placed' | 'receipt' | 'paid-notice' | 'shipped' | 'cancelled' | 'refunded' | 'awaiting-approval' | 'approval-request' | 'approved' | 'declined';
export interface OrderEmail extends OutgoingEmail {
  kind: OrderEmailKind;
}

const dollars = (order: Order) => dollarsText(order.amountCents);
/** What was ordered, in a subject or a sentence: '60 x Cordless Drill', or 'Bench Vise and 2 more' for several lines. */
const line = (order: Order) => (order.lines.length === 1 ? `${order.quantity} x ${order.product_name}` : order.product_name);
function lineList(order: Order): string {
  const lines = order.lines.map(
    (item) =>
      `- ${item.quantity} x ${item.product_name}${item.sku ? ` (SKU ${item.sku})` : ''} at ${dollarsText(item.unitPriceCents)}: ${dollarsText(item.amountCents)}`,
  );
  const tax = order.taxCents > 0 ? [`Subtotal: ${dollarsText(order.subtotalCents)}`, `${taxLineLabel(order)}: ${dollarsText(order.taxCents)}`] : [];
  return [...lines, ...tax, `Total: ${dollars(order)}`].join('\n');
}
const footer = (order: Order) => `\n\n${lineList(order)}${order.poNumber ? `\nYour PO number: ${order.poNumber}` : ''}\n\nOrder ${order._id}\nTools and parts`;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** UTC, since the shop does not know the customer's zone; not Intl, whose punctuation changes with ICU. */
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

function placed(order: Order): OrderEmail {
  const until = order.holdExpiresAt ? ` Please pay by ${readableTime(order.holdExpiresAt)}; after that the order is cancelled and the stock released.` : '';
  return {
    kind: 'placed',
    to: [order.email],
    subject: `Order placed: ${line(order)}`,
    text: `Thank you for your order of ${line(order)}, ${dollars(order)} in total. It is not paid yet.${until}${footer(order)}`,
  };
}

/** An order on account is not unpaid: its invoice is due on the company's terms. */
function placedOnAccount(order: Order): OrderEmail {
  return {
    kind: 'placed',
    to: [order.email],
    subject: `Order placed: ${line(order)}`,
    text: `Thank you for your order of ${line(order)}, ${dollars(order)} in total, on your trade account. Its invoice is due on ${order.dueDate ?? ''}.${footer(order)}`,
  };
}

function receipt(order: Order): OrderEmail {
  return {
    kind: 'receipt',
    to: [order.email],
    subject: `Receipt: ${dollars(order)} paid for ${line(order)}`,
    text: `We received your payment of ${dollars(order)} for ${line(order)} (payment ${order.transactionId ?? ''}). Your invoice is ${order.invoiceNumber ?? ''}: download it from My orders. We will ship it to ${order.address}.${footer(order)}`,
  };
}

function adminNotice(order: Order, admins: string[]): OrderEmail {
  return {
    kind: 'paid-notice',
    to: admins,
    subject: `Paid order to ship: ${line(order)}`,
    text: `${order.user_name} <${order.email}> paid ${dollars(order)} for ${line(order)}. Ship to: ${order.address}, phone ${order.number}.${footer(order)}`,
  };
}

function shipped(order: Order): OrderEmail {
  const carrier = order.carrier ? ` with ${order.carrier}` : '';
  const tracking = order.trackingNumber ? ` Tracking number: ${order.trackingNumber}.` : '';
  return {
    kind: 'shipped',
    to: [order.email],
    subject: `Shipped: ${line(order)}`,
    text: `Your order of ${line(order)} has shipped${carrier}.${tracking}${footer(order)}`,
  };
}

function cancelled(order: Order): OrderEmail {
  const why = order.cancelReason ? CANCEL_WHY[order.cancelReason](order) : '';
  return {
    kind: 'cancelled',
    to: [order.email],
    subject: `Order cancelled: ${line(order)}`,
    text: `Your unpaid order of ${line(order)} was cancelled. ${why} Nothing was charged.${footer(order)}`,
  };
}

function refunded(order: Order): OrderEmail {
  const why = order.refundSource === 'late-payment' ? ' The payment arrived after the order had been cancelled.' : '';
  return {
    kind: 'refunded',
    to: [order.email],
    subject: `Refund: ${dollars(order)} for ${line(order)}`,
    text: `Your payment of ${dollars(order)} for ${line(order)} was refunded in full.${why} It may take a few days to show on your statement.${footer(order)}`,
  };
}

function awaitingApproval(order: Order): OrderEmail {
  return {
    kind: 'awaiting-approval',
    to: [order.email],
    subject: `Awaiting approval: ${line(order)}`,
    text: `Your order of ${dollars(order)} is above your approval limit, so it waits for an admin of ${order.companyName ?? 'your company'} to approve it. No stock is held until then.\n\n${lineList(order)}${footer(order)}`,
  };
}

function approvalRequest(order: Order): OrderEmail {
  return {
    kind: 'approval-request',
    to: [...(order.approverEmails ?? [])],
    subject: `Approve ${order.user_name}'s order: ${dollars(order)}`,
    text: `${order.user_name} (${order.email}) placed an order of ${dollars(order)} above their approval limit. Approve or decline it on your trade account page.\n\n${lineList(order)}\n\nOrder id: ${order._id}`,
  };
}

function approved(order: Order): OrderEmail {
  const until = order.holdExpiresAt ? ` Please pay by ${readableTime(order.holdExpiresAt)}; after that the order is cancelled and the stock released.` : '';
  return {
    kind: 'approved',
    to: [order.email],
    subject: `Approved: ${line(order)}`,
    text: `Your order of ${dollars(order)} was approved.${until}\n\n${lineList(order)}${footer(order)}`,
  };
}

function declined(order: Order): OrderEmail {
  return {
    kind: 'declined',
    to: [order.email],
    subject: `Declined: ${line(order)}`,
    text: `Your order of ${dollars(order)} was declined${order.declineReason ? `: ${order.declineReason}` : '.'}${footer(order)}`,
  };
}

/** The receipt waits for the invoice number, so it always names the invoice; the admins hear of the payment at once. */
export function emailsForChange(before: Order | undefined, after: Order | undefined, admins: readonly string[]): OrderEmail[] {
  if (!after) return [];
  const invoiced = after.invoiceNumber !== undefined && before?.invoiceNumber === undefined && (after.status === 'paid' || after.status === 'delivered');
  const emails = [...(invoiced ? [receipt(after)] : []), ...statusEmails(before, after, admins)];
  // The admins' notice always goes; the customer's emails only to an address the identity provider verified.
  return emails.filter((email) => email.kind === 'paid-notice' || email.kind === 'approval-request' || mayEmailCustomer(after));
}

function statusEmails(before: Order | undefined, after: Order, admins: readonly string[]): OrderEmail[] {
  if (before?.status === after.status) return [];
  switch (after.status) {
    case 'Not paid':
      if (before?.status === 'Awaiting approval') return [approved(after)];
      return before ? [] : [placed(after)];
    case 'Awaiting approval':
      return [awaitingApproval(after), ...((after.approverEmails?.length ?? 0) > 0 ? [approvalRequest(after)] : [])];
    case 'Declined':
      return [declined(after)];
    case 'paid':
      return admins.length > 0 ? [adminNotice(after, [...admins])] : [];
    case 'delivered':
      return [shipped(after)];
    case 'cancelled':
      return [cancelled(after)];
    case 'refunded':
      return [refunded(after)];
    case 'On account':
      return before ? [] : [placedOnAccount(after)];
  }
}
