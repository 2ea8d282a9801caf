import { DEFAULT_PURCHASE_QUANTITY, type QuantityLimits } from '@functions/orders/contract/order';

/** A default of 50, raised to the tool's minimum order and capped at its stock. */
export function defaultQuantity({ minimum, available }: QuantityLimits): number {
  return Math.min(Math.max(DEFAULT_PURCHASE_QUANTITY, minimum), available);
}

export function isQuantityInRange(quantity: unknown, { minimum, available }: QuantityLimits): quantity is number {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= minimum && quantity <= available;
}

/** An empty field is undefined (so the form says 'quantity is required'), anything else a number. */
export const parseQuantity = (value: unknown): number | undefined => (value === '' || value === null || value === undefined ? undefined : Number(value));
