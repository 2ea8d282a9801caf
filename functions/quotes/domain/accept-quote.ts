/** Accepting a quote: the order is placed by the orders module's own placement, with the quote's prices given. */
import type { Caller } from '../../platform/app-token.js';
import { ConflictError, ForbiddenError } from '../../platform/errors.js';
import type { TransactItem } from '../../platform/db.js';
import type { Order } from '../../orders/contract/order.js';
import { idempotentOrderId, type OrderRequest, type PlaceOrderOptions } from '../../orders/domain/place-order.js';
import { AlongsideRefused } from '../../orders/domain/order-refusals.js';
import type { AcceptQuoteInput, Quote } from '../contract/quote.js';
import { PAYMENT_TERMS_MESSAGE } from '../contract/quote-terms.js';
import { stepRefusal } from './quote-rules.js';
import { quoteClosedEmail, quoteStepEmail } from './quote-emails.js';
import { buyersQuote, notify, toBuyer, type QuoteDeps } from './quotes.js';

/** The order placed from a quote is keyed by it: accepting again, or twice at once, finds the same order. */
export const QUOTE_ORDER_KEY_SCOPE = 'quote';

export interface AcceptQuoteDeps extends QuoteDeps {
  /** The orders module's placement, with its deps bound. */
  placeOrder(caller: Caller, request: OrderRequest, options: PlaceOrderOptions): Promise<Order>;
  getOrder(orderId: string): Promise<Order | undefined>;
  quoteOrderedItem(quoteId: string, orderId: string, at: string): TransactItem;
}

async function orderOf(deps: AcceptQuoteDeps, quote: Quote): Promise<Order> {
  const order = quote.orderId === undefined ? undefined : await deps.getOrder(quote.orderId);
  if (!order) throw new ConflictError(`This quote is ${quote.status}`);
  return order;
}

/**
 * POST /quotes/{quoteId}/accept: the order is placed by the orders module at the offered prices plus
 * tax, its stock taken and the quote made `ordered` in one transaction. Accepting again (or twice at
 * once) answers the same order; an offer past its day is written `expired` and answered 410.
 */
export async function acceptQuote(deps: AcceptQuoteDeps, caller: Caller, quoteId: string, input: AcceptQuoteInput): Promise<Order> {
  const quote = await buyersQuote(deps, caller, quoteId);
  if (quote.status === 'ordered') return orderOf(deps, quote);
  const now = deps.now();
  const refusal = stepRefusal(quote, 'accept', now);
  if (refusal) {
    if (quote.status === 'offered') await deps.moveQuote(quoteId, 'offered', 'expired', { expiredAt: now.toISOString() });
    throw refusal;
  }
  // Paying on account is not part of the placement yet: only card orders can be placed.
  if (input.payment === 'account') throw new ForbiddenError(PAYMENT_TERMS_MESSAGE);
  const orderId = idempotentOrderId(caller.uid, QUOTE_ORDER_KEY_SCOPE, quote.quoteId);
  const request: OrderRequest = {
    lines: quote.lines.map((line) => ({ toolId: line.toolId, quantity: line.quantity })),
    address: input.address,
    number: input.number,
    ...(input.poNumber !== undefined && { poNumber: input.poNumber }),
    pricesGiven: Object.fromEntries(quote.lines.map((line) => [line.toolId, line.unitPriceCents!])),
  };
  let order: Order;
  try {
    order = await deps.placeOrder(caller, request, {
      idempotencyKey: quote.quoteId,
      keyScope: QUOTE_ORDER_KEY_SCOPE,
      alongside: [deps.quoteOrderedItem(quote.quoteId, orderId, now.toISOString())],
    });
  } catch (error) {
    // Another accept won the race: answer its order. Anything else that changed the quote is its status.
    const current = await deps.getQuote(quoteId);
    if (current?.status === 'ordered') return orderOf(deps, current);
    if (error instanceof AlongsideRefused)
      throw stepRefusal(current ?? quote, 'accept', deps.now()) ?? new ConflictError('This quote changed meanwhile: try again');
    throw error;
  }
  const ordered: Quote = { ...quote, status: 'ordered', orderId: order._id, orderedAt: now.toISOString() };
  await notify(deps, quoteClosedEmail(ordered, deps.admins()));
  await toBuyer(deps, ordered, quoteStepEmail(ordered));
  return order;
}
