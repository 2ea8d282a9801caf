import { maximumQuantityMessage, minimumQuantityMessage } from '@schemas/order';
import { priceLine } from '@schemas/order-pricing';
import { formatPrice } from '../../../lib/format';
import { lineLimits, removeFromCart, setLineQuantity, type CartLine } from '../cart-store';

/** What is wrong with a line's quantity, in the purchase form's words; undefined when it fits. */
export function quantityProblem(line: CartLine): string | undefined {
  const { minimum, available } = lineLimits(line);
  if (!Number.isFinite(line.quantity)) return 'quantity is required';
  if (!Number.isInteger(line.quantity)) return 'quantity must be a whole number';
  if (line.quantity < minimum) return minimumQuantityMessage(minimum);
  if (line.quantity > available) return maximumQuantityMessage(available);
  return undefined;
}

interface CartLinesProps {
  lines: readonly CartLine[];
  /** Messages the server gave for a line, by tool id. */
  serverErrors?: Readonly<Record<string, string>>;
}

/** The cart's lines: image, name, unit price, quantity (with the purchase form's rules), line total and Remove. */
export function CartLines({ lines, serverErrors = {} }: CartLinesProps) {
  return (
    <ul aria-label="Cart lines" className="flex flex-col gap-3">
      {lines.map((line) => {
        const problem = quantityProblem(line) ?? serverErrors[line.toolId];
        const inputId = `cart-quantity-${line.toolId}`;
        return (
          <li key={line.toolId} aria-label={line.name} className="card flex flex-wrap items-center gap-4 p-4">
            <img src={line.img} alt="" className="h-16 w-20 rounded bg-slate-100 object-cover" width={80} height={64} />
            <div className="flex min-w-40 flex-1 flex-col">
              <span className="font-semibold">{line.name}</span>
              <span className="text-sm text-slate-700">Unit price: {formatPrice(line.price)}</span>
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
                step={1}
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
              {quantityProblem(line) ? '—' : formatPrice(lineTotalCents(line) / 100)}
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

/** A line's total as the server will price it (schemas/order-pricing.ts). */
export function lineTotalCents(line: CartLine): number {
  return priceLine({ _id: line.toolId, name: line.name, price: line.price }, line.quantity).amountCents;
}
