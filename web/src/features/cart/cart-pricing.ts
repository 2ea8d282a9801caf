/**
 * The cart's figures, by the pricing the server uses for the order (schemas/order-pricing.ts): a
 * line's unit price is the one its tool's price breaks give its quantity. Shown only; the server
 * prices the order again when it is placed.
 */
import { priceLine, priceOrder, type PricedTool } from '@functions/orders/contract/order-pricing';
import { shownUnitPriceCents } from '../../components/price-breaks-table';
import type { CartLine } from './cart-store';

/** What pricing needs of a line's tool. */
export const pricedToolOf = (line: CartLine): PricedTool => ({ _id: line.toolId, name: line.name, priceCents: line.priceCents, priceBreaks: line.priceBreaks });

/** The unit price shown on a line: the one for its quantity, or, while the quantity does not fit, the minimum order's. */
export const unitPriceCentsOf = (line: CartLine, quantityFits: boolean): number => shownUnitPriceCents(line, quantityFits ? line.quantity : undefined);

/** A line's total as the server will price it. */
export const lineTotalCents = (line: CartLine): number => priceLine(pricedToolOf(line), line.quantity).amountCents;

/** Every line's total together (before tax). */
export function subtotalCents(lines: readonly CartLine[]): number {
  const byId = new Map(lines.map((line) => [line.toolId, pricedToolOf(line)]));
  return priceOrder(lines, (toolId) => byId.get(toolId)!).subtotalCents;
}
