/** GET /trade/prices: a member's prices for some tools, by the one trade price rule. */
import type { Caller } from '../../platform/app-token.js';
import { centsToDollars } from '../../platform/contract/money.js';
import { unitPriceCentsFor, type PricedTool } from '../../catalog/contract/price-breaks.js';
import { tradeUnitPriceCents } from '../contract/trade-price.js';
import type { TradePrice } from '../contract/trade-account.js';
import { approvedAccount, type MembershipDeps } from './members.js';

/** What the rule needs of a tool: its list price and breaks, and its minimum order. */
export interface PricedToolOnSale extends PricedTool {
  _id: string;
  minimum: number;
}

export interface TradePricesDeps extends MembershipDeps {
  getToolOnSale(id: string): Promise<PricedToolOnSale | undefined>;
  getContractPrices(companyId: string): Promise<Record<string, number>>;
}

/** What a visitor pays per unit for `quantity`, in cents (the catalog's tool holds cents). */
export const listUnitPriceCents = (tool: PricedTool, quantity: number): number => unitPriceCentsFor(tool, quantity);

/** The account's price of each tool on sale among `ids` (others are left out): at its minimum order, and at each break. */
export async function tradePrices(deps: TradePricesDeps, caller: Caller, ids: readonly string[]): Promise<TradePrice[]> {
  const { company } = await approvedAccount(deps, caller);
  const [contract, tools] = await Promise.all([deps.getContractPrices(company.companyId), Promise.all(ids.map((id) => deps.getToolOnSale(id)))]);
  const priceAt = (tool: PricedToolOnSale, quantity: number) =>
    centsToDollars(
      tradeUnitPriceCents({
        listUnitPriceCents: listUnitPriceCents(tool, quantity),
        contractPriceCents: contract[tool._id],
        discountPercent: company.discountPercent,
      }),
    );
  return tools
    .filter((tool): tool is PricedToolOnSale => tool !== undefined)
    .map((tool) => ({
      toolId: tool._id,
      unitPrice: priceAt(tool, tool.minimum),
      ...(tool.priceBreaks?.length && { priceBreaks: tool.priceBreaks.map((b) => ({ minQuantity: b.minQuantity, unitPrice: priceAt(tool, b.minQuantity) })) }),
    }));
}
