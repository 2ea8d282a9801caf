/** 'Order again': pure, shared with the web app. */
import { unitPriceCentsFor, type PriceBreak } from '../../catalog/contract/price-breaks.js';
import { nextPackQuantity, orderMultipleOf } from '../../catalog/contract/packs.js';

export interface OrderedLine {
  toolId: string;
  product_name: string;
  quantity: number;
}

/** undefined, or archived, when no longer on sale. */
export interface ToolToday {
  _id: string;
  name: string;
  priceCents: number;
  minimum: number;
  available: number;
  archived?: boolean;
  priceBreaks?: readonly PriceBreak[];
  orderMultiple?: number;
  maxPerOrder?: number;
}

export interface CartLineAgain {
  toolId: string;
  quantity: number;
  /** Shown only: the server prices the order itself. */
  unitPriceCents: number;
}

export type HeldInCart = ReadonlyMap<string, number>;

export interface Reorder {
  lines: CartLineAgain[];
  /** Names of the lines left out: no longer on sale, or not enough stock for today's minimum. */
  leftOut: string[];
}

/**
 * What the cart already holds counts against today's stock; a line whose tool is gone or short of its minimum is left out and named.
 * The cart's line comes out a whole number of packs: brought up to the next pack, and down to the last whole pack the stock and the max per order allow.
 */
export function reorderLines(lines: readonly OrderedLine[], toolsToday: ReadonlyMap<string, ToolToday>, heldInCart: HeldInCart = new Map()): Reorder {
  const result: Reorder = { lines: [], leftOut: [] };
  const held = new Map(heldInCart);
  for (const line of lines) {
    const tool = toolsToday.get(line.toolId);
    const minimum = Math.max(1, tool?.minimum ?? 1);
    const pack = tool ? orderMultipleOf(tool) : 1;
    const most = tool ? Math.floor(Math.min(tool.available, tool.maxPerOrder ?? Infinity) / pack) * pack : 0;
    if (!tool || tool.archived || most < minimum) {
      result.leftOut.push(tool?.name ?? line.product_name);
      continue;
    }
    const holding = Math.max(0, held.get(tool._id) ?? 0);
    const quantity = Math.min(nextPackQuantity(holding + Math.max(line.quantity, minimum), pack), most) - holding;
    if (quantity <= 0) continue;
    held.set(tool._id, holding + quantity);
    result.lines.push({ toolId: tool._id, quantity, unitPriceCents: unitPriceCentsFor(tool, holding + quantity) });
  }
  return result;
}

export const leftOutMessage = (names: readonly string[]) => `Not added, no longer on sale or out of stock: ${names.join(', ')}`;
