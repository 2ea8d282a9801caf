/** Each quick-order row checked against its tool's rules and priced at the caller's price; rows with the same SKU are merged first. */
import type { Caller } from '../../platform/app-token.js';
import { centsToDollars } from '../../platform/contract/money.js';
import { normalizeSku, orderableQuantity, orderMultipleOf } from '../../catalog/contract/packs.js';
import { priceLine } from '../../orders/contract/order-pricing.js';
import type { OrderTerms } from '../../trade/contract/trade-price.js';
import type { CheckedRow, QuickOrderRow, QuickOrderTool, RowStatus } from '../contract/quick-order.js';

export type { QuickOrderTool } from '../contract/quick-order.js';

export interface CheckRowsDeps {
  /** The tools of these upper-case SKUs, by SKU (unknown ones left out). */
  toolsBySku(skus: readonly string[]): Promise<ReadonlyMap<string, QuickOrderTool>>;
  orderTermsOf(userId: string): Promise<OrderTerms | undefined>;
}

/** Rows with the same SKU (ignoring case) as one, where the first was sent, their quantities added. */
export function mergeRows(rows: readonly QuickOrderRow[]): QuickOrderRow[] {
  const merged = new Map<string, QuickOrderRow>();
  for (const { sku, quantity } of rows) {
    const key = normalizeSku(sku);
    const seen = merged.get(key);
    merged.set(key, { sku: key, quantity: (seen?.quantity ?? 0) + quantity });
  }
  return [...merged.values()];
}

/** The first rule of the tool a quantity breaks, or 'ok'. */
export function rowStatus(tool: QuickOrderTool | undefined, quantity: number): RowStatus {
  if (!tool) return 'unknown SKU';
  if (tool.archived) return 'not on sale';
  if (quantity < tool.minimum) return 'below minimum';
  if (quantity % orderMultipleOf(tool) !== 0) return 'not a pack multiple';
  if (tool.maxPerOrder !== undefined && quantity > tool.maxPerOrder) return 'over max per order';
  if (quantity > tool.available) return 'not enough stock';
  return 'ok';
}

/** Up to the next pack and the minimum, down to the maximum per order and the stock; none when no quantity fits. */
export function suggestedQuantity(tool: QuickOrderTool, quantity: number): number | undefined {
  const pack = orderMultipleOf(tool);
  const highest = Math.floor(Math.min(tool.maxPerOrder ?? Number.POSITIVE_INFINITY, tool.available) / pack) * pack;
  const suggested = Math.min(orderableQuantity(quantity, tool), highest);
  return suggested >= tool.minimum && suggested > 0 ? suggested : undefined;
}

function checkedRow(row: QuickOrderRow, tool: QuickOrderTool | undefined, terms: OrderTerms | undefined): CheckedRow {
  const status = rowStatus(tool, row.quantity);
  if (!tool) return { ...row, status };
  const known = { ...row, sku: tool.sku, status, toolId: tool._id, name: tool.name };
  if (status === 'not on sale') return known;
  const suggested = status === 'ok' ? undefined : suggestedQuantity(tool, row.quantity);
  const pricedQuantity = status === 'ok' ? row.quantity : (suggested ?? tool.minimum);
  return {
    ...known,
    unitPrice: centsToDollars(priceLine(tool, pricedQuantity, terms).unitPriceCents),
    ...(suggested !== undefined && { suggestedQuantity: suggested }),
  };
}

/** POST /quick-order/check. */
export async function checkRows(deps: CheckRowsDeps, caller: Caller, rows: readonly QuickOrderRow[]): Promise<CheckedRow[]> {
  const merged = mergeRows(rows);
  const [tools, terms] = await Promise.all([deps.toolsBySku(merged.map((row) => row.sku)), deps.orderTermsOf(caller.uid)]);
  return merged.map((row) => checkedRow(row, tools.get(row.sku), terms));
}
