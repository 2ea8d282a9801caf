import { DEFAULT_PURCHASE_QUANTITY, type QuantityLimits } from '@functions/orders/contract/order';
import { nextPackQuantity, orderMultipleOf, packQuantityProblem } from '@functions/catalog/contract/packs';

/** The most a field may ask: the stock and the max per order, down to a whole pack. */
export function mostOrderable(limits: QuantityLimits): number {
  const pack = orderMultipleOf(limits);
  return Math.floor(Math.min(limits.available, limits.maxPerOrder ?? Infinity) / pack) * pack;
}

/** A default of 50, raised to the tool's minimum order and the next pack, and capped at the most it may order. */
export function defaultQuantity(limits: QuantityLimits): number {
  return Math.min(nextPackQuantity(Math.max(DEFAULT_PURCHASE_QUANTITY, limits.minimum), orderMultipleOf(limits)), mostOrderable(limits));
}

export function isQuantityInRange(quantity: unknown, limits: QuantityLimits): quantity is number {
  return (
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= limits.minimum &&
    quantity <= limits.available &&
    packQuantityProblem(quantity, limits) === undefined
  );
}

/** What a quantity field's hint says: its range, and the pack it steps by. */
export function quantityHint(limits: QuantityLimits): string {
  const pack = orderMultipleOf(limits);
  const range = `Between ${limits.minimum} and ${mostOrderable(limits)}`;
  return pack > 1 ? `${range}, in packs of ${pack}` : range;
}

/** An empty field is undefined (so the form says 'quantity is required'), anything else a number. */
export const parseQuantity = (value: unknown): number | undefined => (value === '' || value === null || value === undefined ? undefined : Number(value));
