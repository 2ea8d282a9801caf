/** Each unpaid order holds stock, so an account holds only a few. */
import { TooManyRequestsError } from '../../platform/errors.js';
import { dollarsText } from '../../platform/contract/money.js';
import { TotalRefused } from './order-refusals.js';

export const MAX_UNPAID_ORDERS = 3;
/** The card provider's smallest and largest charge in dollars, as cents (tax included: the shop adds none). */
export const MIN_ORDER_TOTAL_CENTS = 50;
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

/** '$999,999.99': a limit is easier to read grouped. */
const dollars = (cents: number) => dollarsText(cents, { grouped: true });

export const tooManyUnpaidOrders = () => new TooManyRequestsError(`You have ${MAX_UNPAID_ORDERS} unpaid orders: pay or cancel one first`);

/** The placing transaction checks again, so orders placed at once cannot all pass on the same read. */
export function checkUnpaidOrders(unpaidOrders: number): void {
  if (unpaidOrders >= MAX_UNPAID_ORDERS) throw tooManyUnpaidOrders();
}

export function checkOrderTotal(amountCents: number): void {
  if (amountCents >= MIN_ORDER_TOTAL_CENTS && amountCents <= MAX_ORDER_TOTAL_CENTS) return;
  throw new TotalRefused(
    `the order total must be between ${dollars(MIN_ORDER_TOTAL_CENTS)} and ${dollars(MAX_ORDER_TOTAL_CENTS)}; this one is ${dollars(amountCents)}`,
  );
}
