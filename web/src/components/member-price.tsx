import { unitPriceCentsFor, type PriceBreak } from '@functions/catalog/contract/price-breaks';
import { formatPrice } from '../lib/format';

/**
 * A trade member's own price of a tool (GET /trade/prices, in cents): the unit price at the tool's
 * minimum order and at each of its breaks. Per user: never kept under a shared cache key.
 */
export interface MemberPrice {
  toolId: string;
  unitPriceCents: number;
  priceBreaks?: PriceBreak[];
}

/** A member's prices by tool id; undefined for visitors and customers without an approved trade account. */
export type MemberPrices = ReadonlyMap<string, MemberPrice>;

/** The member's price as a tool's prices, for the pricing that picks a break by quantity (unitPriceCentsFor, priceOrder). */
export const memberPricedTool = (price: MemberPrice) => ({ priceCents: price.unitPriceCents, priceBreaks: price.priceBreaks });

/** The member's unit price for a quantity: the break for it, as the server picks it. */
export const memberUnitPriceCents = (price: MemberPrice, quantity: number): number => unitPriceCentsFor(memberPricedTool(price), quantity);

interface PriceWithListProps {
  /** The member's unit price, in cents. */
  yourPriceCents: number;
  /** What a visitor pays, in cents: shown struck through beside it when it is more. */
  listPriceCents: number;
  /** Words after the amounts, e.g. 'per unit'. */
  suffix?: string;
}

/** 'Your price $10.60' and 'List price $12.12' (struck through when it is more), so the saving shows. */
export function PriceWithList({ yourPriceCents, listPriceCents, suffix }: PriceWithListProps) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold text-emerald-800">
        Your price {formatPrice(yourPriceCents)}
        {suffix ? ` ${suffix}` : ''}
      </span>
      <span className="text-sm text-slate-600">
        List price {listPriceCents > yourPriceCents ? <s>{formatPrice(listPriceCents)}</s> : formatPrice(listPriceCents)}
      </span>
    </span>
  );
}
