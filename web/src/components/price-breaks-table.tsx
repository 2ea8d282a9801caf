import { unitPriceCentsFor, type PricedTool } from '@functions/catalog/contract/price-breaks';
import { formatPrice } from '../lib/format';
import { memberUnitPriceCents, type MemberPrice } from './member-price';

type ToolWithBreaks = PricedTool & { minimum: number };

/**
 * The unit price shown beside a quantity: the one its break gives it, or, while the quantity does
 * not fit the tool (undefined), the minimum order's. The server prices the order by the same rule.
 */
export const shownUnitPriceCents = (tool: ToolWithBreaks, quantity: number | undefined): number => unitPriceCentsFor(tool, quantity ?? tool.minimum);

interface PriceBreaksTableProps {
  tool: ToolWithBreaks;
  /** The quantity being ordered: its row is marked as the one that applies. */
  quantity?: number;
  /** A trade member's own prices: a 'Your price' column beside the list price of each row. */
  memberPrice?: MemberPrice;
}

/** The unit price by quantity ('50-99: $12.50', '100+: $11.00'); nothing for a tool without breaks. Used by the product, purchase and cart pages. */
export function PriceBreaksTable({ tool, quantity, memberPrice }: PriceBreaksTableProps) {
  const breaks = tool.priceBreaks ?? [];
  if (breaks.length === 0) return null;
  const rows = [{ minQuantity: tool.minimum, unitPriceCents: tool.priceCents }, ...breaks];
  const applies = quantity === undefined ? undefined : unitPriceCentsFor(tool, quantity);
  return (
    <table className="w-full max-w-xs text-sm">
      <caption className="mb-1 text-left font-semibold">Price breaks</caption>
      <thead>
        <tr className="text-left">
          <th scope="col">Quantity</th>
          <th scope="col">{memberPrice ? 'List price' : 'Unit price'}</th>
          {memberPrice ? <th scope="col">Your price</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const next = rows[index + 1];
          const current = applies === row.unitPriceCents && quantity !== undefined && quantity >= row.minQuantity;
          return (
            <tr key={row.minQuantity} aria-current={current ? 'true' : undefined} className={current ? 'bg-amber-50 font-semibold' : undefined}>
              <td>{next ? `${row.minQuantity}–${next.minQuantity - 1}` : `${row.minQuantity}+`}</td>
              <td>{formatPrice(row.unitPriceCents)}</td>
              {memberPrice ? <td className="font-semibold text-emerald-800">{formatPrice(memberUnitPriceCents(memberPrice, row.minQuantity))}</td> : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
