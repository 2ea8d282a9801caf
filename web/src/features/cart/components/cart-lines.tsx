import { maximumQuantityMessage, minimumQuantityMessage } from '@functions/orders/contract/order';
import { PriceWithList, type MemberPrices } from '../../../components/member-price';
import { PriceBreaksTable } from '../../../components/price-breaks-table';
import { formatPrice } from '../../../lib/format';
import { lineTotalCents, memberUnitPriceCentsOf, unitPriceCentsOf } from '../cart-pricing';
import { lineLimits, removeFromCart, setLineQuantity, type CartLine } from '../cart-store';
import { packQuantityProblem } from '@functions/catalog/contract/packs';

/** What is wrong with a line's quantity, in the purchase form's words; undefined when it fits. */
export function quantityProblem(line: CartLine): string | undefined {
  const limits = lineLimits(line);
  const { minimum, available } = limits;
  if (!Number.isFinite(line.quantity)) return 'quantity is required';
  if (!Number.isInteger(line.quantity)) return 'quantity must be a whole number';
  if (line.quantity < minimum) return minimumQuantityMessage(minimum);
  if (line.quantity > available) return maximumQuantityMessage(available);
  return packQuantityProblem(line.quantity, limits);
}

interface CartLinesProps {
  lines: readonly CartLine[];
  /** Messages the server gave for a line, by tool id. */
  serverErrors?: Readonly<Record<string, string>>;
  /** A trade member's own prices: each line shows 'Your price' beside the list price, and is totalled at it. */
  memberPrices?: MemberPrices;
}

/**
 * The cart's lines: image, name, the unit price that applies to the quantity (with the tool's price
 * breaks, when it has any), quantity (with the purchase form's rules), line total and Remove.
 */
export function CartLines({ lines, serverErrors = {}, memberPrices }: CartLinesProps) {
  return (
    <ul aria-label="Cart lines" className="flex flex-col gap-3">
      {lines.map((line) => {
        const fits = quantityProblem(line) === undefined;
        const problem = quantityProblem(line) ?? serverErrors[line.toolId];
        const inputId = `cart-quantity-${line.toolId}`;
        const yourPriceCents = memberUnitPriceCentsOf(line, fits, memberPrices);
        return (
          <li key={line.toolId} aria-label={line.name} className="card flex flex-wrap items-center gap-4 p-4">
            <img src={line.img} alt="" className="h-16 w-20 rounded bg-slate-100 object-cover" width={80} height={64} />
            <div className="flex min-w-40 flex-1 flex-col">
              <span className="font-semibold">{line.name}</span>
              {line.sku ? <span className="text-xs text-slate-600">SKU {line.sku}</span> : null}
              <span className="text-sm text-slate-700" aria-live="polite">
                Unit price:{' '}
                {yourPriceCents === undefined ? (
                  <span aria-label={`Unit price of ${line.name}`}>{formatPrice(unitPriceCentsOf(line, fits))}</span>
                ) : (
                  <PriceWithList yourPriceCents={yourPriceCents} listPriceCents={unitPriceCentsOf(line, fits)} />
                )}
              </span>
              <PriceBreaksTable tool={line} quantity={fits ? line.quantity : undefined} memberPrice={memberPrices?.get(line.toolId)} />
            </div>
            <div className="flex w-40 flex-col gap-1">
              <label htmlFor={inputId} className="text-sm font-medium">
                Quantity
              </label>
              <input
                id={inputId}
                className="input"
                type="number"
                inputMode="numeric"
                min={line.minimum}
                max={line.available}
                step={line.orderMultiple ?? 1}
                value={Number.isFinite(line.quantity) ? line.quantity : ''}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${inputId}-error` : undefined}
                onChange={(event) => setLineQuantity(line.toolId, event.target.value === '' ? Number.NaN : Number(event.target.value))}
              />
              {problem ? (
                <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
                  {problem}
                </p>
              ) : null}
            </div>
            <span className="w-28 text-right font-semibold" aria-label={`Line total of ${line.name}`}>
              {fits ? formatPrice(lineTotalCents(line, memberPrices)) : '—'}
            </span>
            <button type="button" className="btn btn-outline" aria-label={`Remove ${line.name}`} onClick={() => removeFromCart([line.toolId])}>
              Remove
            </button>
          </li>
        );
      })}
    </ul>
  );
}
