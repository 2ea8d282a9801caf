/** Shared by the server and the web app, so the figures shown are the ones charged. */
import { unitPriceCentsFor, type PricedTool as PricesOfTool } from '../../catalog/contract/price-breaks.js';
import { taxCentsOf } from '../../platform/contract/tax.js';
import type { Tool } from '../../catalog/contract/tool.js';

export type PricedTool = Pick<Tool, '_id' | 'name'> & PricesOfTool;

export interface RequestedLine {
  toolId: string;
  quantity: number;
}

export interface OrderLine {
  toolId: string;
  product_name: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

export interface OrderPricing {
  lines: OrderLine[];
  subtotalCents: number;
  taxCents: number;
  amountCents: number;
}

export function priceLine(tool: PricedTool, quantity: number): OrderLine {
  const unitPriceCents = unitPriceCentsFor(tool, quantity);
  return { toolId: tool._id, product_name: tool.name, quantity, unitPriceCents, amountCents: unitPriceCents * quantity };
}

/** Prices every requested line with its tool (`toolOf` must know every line's tool), taxed at the shop's rate. */
export function priceOrder(requested: readonly RequestedLine[], toolOf: (toolId: string) => PricedTool, taxRatePercent = 0): OrderPricing {
  const lines = requested.map((line) => priceLine(toolOf(line.toolId), line.quantity));
  return totalsOf(lines, taxRatePercent);
}

/** The totals of lines already priced: the tax is the shop's rate on the subtotal, rounded half up to the cent. */
export function totalsOf(lines: OrderLine[], taxRatePercent = 0): OrderPricing {
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = taxCentsOf(subtotalCents, taxRatePercent);
  return { lines, subtotalCents, taxCents, amountCents: subtotalCents + taxCents };
}

/** The one-tool fields SPEC clients read. */
export interface OrderSummaryFields {
  /** The tool's name for one line; '{first name} and {n} more' for several. */
  product_name: string;
  quantity: number;
  toolId?: string;
}

export function summaryOf(pricing: Pick<OrderPricing, 'lines'>): OrderSummaryFields {
  const [first, ...more] = pricing.lines;
  return {
    product_name: more.length === 0 ? (first?.product_name ?? '') : `${first!.product_name} and ${more.length} more`,
    quantity: pricing.lines.reduce((sum, line) => sum + line.quantity, 0),
    ...(first && more.length === 0 && { toolId: first.toolId }),
  };
}
