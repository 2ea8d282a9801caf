/**
 * 'Order again': an earlier order's lines put in the cart at today's terms (schemas/reorder.ts: each
 * quantity brought within today's minimum and stock less what the cart holds, a tool no longer on sale left out).
 */
import { leftOutMessage, reorderLines, type OrderedLine, type ToolToday } from '@functions/orders/contract/reorder';
import { addToCart, cartLines, removeFromCart, type CartTool } from './cart-store';

/** A tool of today's catalog, with what a cart line keeps of it. */
export type CatalogToolToday = ToolToday & CartTool;

export interface OrderAgainOutcome {
  /** The toasts to show: the lines left out, and a line the cart had no room for. */
  problems: string[];
}

/**
 * Puts the order's lines in the cart. A tool already in the cart gets the units added to its line,
 * up to today's stock (the shared rule caps it; a line whose quantity field was left empty starts over).
 */
export function orderAgain(
  /** As the API answers it: an order placed before orders had lines is read as its one line. */
  order: { lines: readonly OrderedLine[] },
  catalogTools: readonly CatalogToolToday[],
): OrderAgainOutcome {
  const today = new Map(catalogTools.map((tool) => [tool._id, tool]));
  const typedEmpty = new Set(cartLines().flatMap((line) => (Number.isFinite(line.quantity) ? [] : [line.toolId])));
  const held = new Map(cartLines().flatMap((line) => (typedEmpty.has(line.toolId) ? [] : [[line.toolId, line.quantity] as const])));
  const { lines, leftOut } = reorderLines(order.lines, today, held);
  const outcome: OrderAgainOutcome = { problems: leftOut.length > 0 ? [leftOutMessage(leftOut)] : [] };
  for (const line of lines) {
    if (typedEmpty.has(line.toolId)) removeFromCart([line.toolId]);
    const added = addToCart(today.get(line.toolId)!, line.quantity);
    if (!added.added && !outcome.problems.includes(added.message)) outcome.problems.push(added.message);
  }
  return outcome;
}
