/** Shared by the server and the web app, so the figures shown are the ones charged. */
import { unitPriceCentsFor, type PricedTool as PricesOfTool } from '../../catalog/contract/price-breaks.js';
import { taxCentsOf } from '../../platform/contract/tax.js';
import { tradeUnitPriceCents, type OrderTerms } from '../../trade/contract/trade-price.js';
import type { Tool } from '../../catalog/contract/tool.js';

/** The SKU is known on the server (every tool has one); the cart's own figures do without it. */
export type PricedTool = Pick<Tool, '_id' | 'name'> & Partial<Pick<Tool, 'sku'>> & PricesOfTool;

export interface RequestedLine {
  toolId: string;
  quantity: number;
}

export interface OrderLine {
  toolId: string;
  product_name: string;
  /** The tool's SKU when the order was placed (orders placed before lines kept it have none). */
  sku?: string;
  quantity: number;
  unitPriceCents: number;
  /** A trade member's line: what a visitor pays per unit for this quantity. */
  listUnitPriceCents?: number;
  amountCents: number;
}

/** What a member's line is priced by. */
export type LineTerms = Pick<OrderTerms, 'discountPercent' | 'contractPriceCents'>;

export interface OrderPricing {
  lines: OrderLine[];
  subtotalCents: number;
  taxCents: number;
  amountCents: number;
}

/** A line of `quantity` units of the tool at `unitPriceCents` a unit: the one place a line names its tool (and its SKU). */
export function lineAt(tool: PricedTool, quantity: number, unitPriceCents: number): OrderLine {
  return {
    toolId: tool._id,
    product_name: tool.name,
    ...(tool.sku !== undefined && { sku: tool.sku }),
    quantity,
    unitPriceCents,
    amountCents: unitPriceCents * quantity,
  };
}

/** A line of `quantity` units of the tool, at the unit price its price breaks give that quantity, or a trade member's price by the one rule. */
export function priceLine(tool: PricedTool, quantity: number, terms?: LineTerms): OrderLine {
  const listUnitPriceCents = unitPriceCentsFor(tool, quantity);
  if (!terms) return lineAt(tool, quantity, listUnitPriceCents);
  const unitPriceCents = tradeUnitPriceCents({
    listUnitPriceCents,
    contractPriceCents: terms.contractPriceCents[tool._id],
    discountPercent: terms.discountPercent,
  });
  return { ...lineAt(tool, quantity, unitPriceCents), listUnitPriceCents };
}

/** Prices every requested line with its tool (`toolOf` must know every line's tool), taxed at the shop's rate. */
export function priceOrder(requested: readonly RequestedLine[], toolOf: (toolId: string) => PricedTool, taxRatePercent = 0, terms?: LineTerms): OrderPricing {
  const lines = requested.map((line) => priceLine(toolOf(line.toolId), line.quantity, terms));
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
