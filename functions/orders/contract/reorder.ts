/**
 * 'Order again': an earlier order's lines as cart lines at today's terms. Pure, shared by the web app
 * (My orders' button) and anything else that rebuilds a cart from an order.
 */
import { unitPriceCentsFor, type PriceBreak } from '../../catalog/contract/price-breaks.js';

/** A line of an earlier order: the tool, its name then, and the quantity bought. */
export interface OrderedLine {
  toolId: string;
  product_name: string;
  quantity: number;
}

/** A tool as it is on sale today (undefined, or archived, when it is no longer). */
export interface ToolToday {
  _id: string;
  name: string;
  priceCents: number;
  minimum: number;
  available: number;
  archived?: boolean;
  priceBreaks?: readonly PriceBreak[];
}

export interface CartLineAgain {
  toolId: string;
  /** The units to put in the cart, on top of what it already holds of the tool. */
  quantity: number;
  /** Today's unit price for the quantity the cart's line then holds (shown; the server prices the order itself). */
  unitPriceCents: number;
}

/** What a cart already holds, in units per tool id (a tool it does not hold is missing or 0). */
export type HeldInCart = ReadonlyMap<string, number>;

export interface Reorder {
  lines: CartLineAgain[];
  /** Names of the lines left out: no longer on sale, or not enough stock for today's minimum. */
  leftOut: string[];
}

/**
 * Each line again, its quantity brought within today's minimum order and stock; a line whose tool
 * is gone, archived, or has less stock than its minimum is left out and named. What the cart already
 * holds of a tool counts against today's stock: a line adds at most the rest of it, and nothing
 * (without being named) when the cart holds all of it already.
 */
export function reorderLines(lines: readonly OrderedLine[], toolsToday: ReadonlyMap<string, ToolToday>, heldInCart: HeldInCart = new Map()): Reorder {
  const result: Reorder = { lines: [], leftOut: [] };
  const held = new Map(heldInCart);
  for (const line of lines) {
    const tool = toolsToday.get(line.toolId);
    const minimum = Math.max(1, tool?.minimum ?? 1);
    if (!tool || tool.archived || tool.available < minimum) {
      result.leftOut.push(tool?.name ?? line.product_name);
      continue;
    }
    const holding = Math.max(0, held.get(tool._id) ?? 0);
    const quantity = Math.min(Math.max(line.quantity, minimum), tool.available - holding);
    if (quantity <= 0) continue;
    held.set(tool._id, holding + quantity);
    result.lines.push({ toolId: tool._id, quantity, unitPriceCents: unitPriceCentsFor(tool, holding + quantity) });
  }
  return result;
}

/** The toast for the lines left out, e.g. "Not added, no longer on sale or out of stock: Vise, Clamp". */
export const leftOutMessage = (names: readonly string[]) => `Not added, no longer on sale or out of stock: ${names.join(', ')}`;
