/**
 * The limits that keep the shop open for everyone: an account holds at most a few unpaid orders
 * (each one holds stock), and an order's total must be one the card provider can charge.
 */
import { TooManyRequestsError } from '../../platform/errors.js';
import { dollarsText } from '../../platform/contract/money.js';
import { TotalRefused } from './order-refusals.js';

export const MAX_UNPAID_ORDERS = 3;
/** The card provider's smallest and largest charge in dollars, as cents (tax included: the shop adds none). */
export const MIN_ORDER_TOTAL_CENTS = 50;
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

/** '$999,999.99': a limit is easier to read grouped. */
const dollars = (cents: number) => dollarsText(cents, { grouped: true });

/** The answer to a new order while the account already holds MAX_UNPAID_ORDERS unpaid ones. */
export const tooManyUnpaidOrders = () => new TooManyRequestsError(`You have ${MAX_UNPAID_ORDERS} unpaid orders: pay or cancel one first`);

/**
 * Refuses a new order while the account already holds MAX_UNPAID_ORDERS unpaid ones, as read. The
 * placing transaction checks it again where it counts the order in, so orders placed at once cannot
 * all pass on the same read.
 */
export function checkUnpaidOrders(unpaidOrders: number): void {
  if (unpaidOrders >= MAX_UNPAID_ORDERS) throw tooManyUnpaidOrders();
}

/** Refuses a total the card provider could not charge. */
export function checkOrderTotal(amountCents: number): void {
  if (amountCents >= MIN_ORDER_TOTAL_CENTS && amountCents <= MAX_ORDER_TOTAL_CENTS) return;
  throw new TotalRefused(
    `the order total must be between ${dollars(MIN_ORDER_TOTAL_CENTS)} and ${dollars(MAX_ORDER_TOTAL_CENTS)}; this one is ${dollars(amountCents)}`,
  );
}
