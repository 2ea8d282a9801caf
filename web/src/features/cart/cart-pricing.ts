/**
 * The cart's figures, by the pricing the server uses for the order (schemas/order-pricing.ts): a
 * line's unit price is the one its tool's price breaks give its quantity. Shown only; the server
 * prices the order again when it is placed.
 */
import { priceLine, priceOrder, type PricedTool } from '@functions/orders/contract/order-pricing';
import { memberPricedTool, memberUnitPriceCents, type MemberPrices } from '../../components/member-price';
import { shownUnitPriceCents } from '../../components/price-breaks-table';
import type { CartLine } from './cart-store';

/**
 * What pricing needs of a line's tool: its list prices, or a trade member's own (GET /trade/prices,
 * by quantity through their breaks: the web app has the member's prices, not the company's terms).
 */
export const pricedToolOf = (line: CartLine, memberPrices?: MemberPrices): PricedTool => {
  const memberPrice = memberPrices?.get(line.toolId);
  const prices = memberPrice ? memberPricedTool(memberPrice) : { priceCents: line.priceCents, priceBreaks: line.priceBreaks };
  return { _id: line.toolId, name: line.name, ...prices };
};

/** The unit price shown on a line: the one for its quantity, or, while the quantity does not fit, the minimum order's. */
export const unitPriceCentsOf = (line: CartLine, quantityFits: boolean): number => shownUnitPriceCents(line, quantityFits ? line.quantity : undefined);

/** A trade member's unit price of a line, as unitPriceCentsOf picks the quantity; undefined without a member price. */
export const memberUnitPriceCentsOf = (line: CartLine, quantityFits: boolean, memberPrices?: MemberPrices): number | undefined => {
  const memberPrice = memberPrices?.get(line.toolId);
  return memberPrice && memberUnitPriceCents(memberPrice, quantityFits ? line.quantity : line.minimum);
};

/** A line's total as the server will price it (at the member's price for a trade member). */
export const lineTotalCents = (line: CartLine, memberPrices?: MemberPrices): number => priceLine(pricedToolOf(line, memberPrices), line.quantity).amountCents;

/** Every line's total together (before tax), at the member's prices for a trade member. */
export function subtotalCents(lines: readonly CartLine[], memberPrices?: MemberPrices): number {
  const byId = new Map(lines.map((line) => [line.toolId, pricedToolOf(line, memberPrices)]));
  return priceOrder(lines, (toolId) => byId.get(toolId)!).subtotalCents;
}
