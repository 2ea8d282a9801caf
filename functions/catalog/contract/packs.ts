/**
 * SKUs and packs: shared by the server and the web app, so both refuse and round a quantity the same.
 * No zod here (the fields are in sku-fields.ts): the cart, on every page's first load, uses these rules.
 */
// The order-quantity rule is in platform's messages, which every page loads already (the cart uses it).
import { DEFAULT_ORDER_MULTIPLE, orderMultipleOf, type PackRules } from '../../platform/contract/messages.js';
export {
  atMostPerOrderMessage,
  DEFAULT_ORDER_MULTIPLE,
  orderMultipleOf,
  packQuantityProblem,
  soldInPacksMessage,
  type PackRules,
} from '../../platform/contract/messages.js';

export const MAX_SKU_LENGTH = 32;
export const MAX_ORDER_MULTIPLE = 1000;

export const SKU_MESSAGE = `SKU must be 1 to ${MAX_SKU_LENGTH} characters of A-Z, 0-9, '-', '.' or '_'`;
/** 1 to MAX_SKU_LENGTH (32) characters. */
export const SKU_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;

/** Stored upper-case: two SKUs differing only in case are the same SKU. */
export const normalizeSku = (sku: string): string => sku.trim().toUpperCase();
export const isSku = (value: string): boolean => SKU_PATTERN.test(value.trim());

/** The SKU a tool added without one gets: its id's letters and digits, upper-case (a UUID's 32 hex digits), at most 32. */
export function skuFromId(id: string): string {
  const made = id.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return (made || 'TOOL').slice(0, MAX_SKU_LENGTH);
}

export const skuUsedMessage = (sku: string, name: string) => `SKU ${sku} is already used by ${name}`;

export const packMultipleMessage = (orderMultiple: number) => `Must be a multiple of the pack size ${orderMultiple}`;
export const maxBelowMinimumMessage = (minimum: number) => `Max per order must be at least the minimum (${minimum})`;

/** The quantity rounded up to the next whole pack (itself when it already is one). */
export function nextPackQuantity(quantity: number, orderMultiple: number = DEFAULT_ORDER_MULTIPLE): number {
  const pack = Math.max(1, Math.floor(orderMultiple));
  return Math.ceil(quantity / pack) * pack;
}

/** The quantity 'Order again' and the like use: up to the next pack, and at least the minimum (itself rounded up to a pack). */
export function orderableQuantity(quantity: number, tool: PackRules & { minimum?: number }): number {
  const pack = orderMultipleOf(tool);
  return nextPackQuantity(Math.max(quantity, tool.minimum ?? 1, 1), pack);
}

export interface PackIssue {
  /** The product field named, as a path: `minimum`, `maxPerOrder` or `priceBreaks.N.minQuantity`. */
  path: (string | number)[];
  message: string;
}

/** A product's quantities against its pack size: the minimum, every break and the max per order must be whole packs. */
export function packProblems(product: PackRules & { minimum: number; priceBreaks?: readonly { minQuantity: number }[] }): PackIssue[] {
  const pack = orderMultipleOf(product);
  const issues: PackIssue[] = [];
  // A pack size or quantity that is no whole number in range has its own message already.
  if (!Number.isInteger(pack) || pack < 1 || pack > MAX_ORDER_MULTIPLE) return issues;
  const notWholePacks = (quantity: unknown) => Number.isInteger(quantity) && (quantity as number) % pack !== 0;
  if (notWholePacks(product.minimum)) issues.push({ path: ['minimum'], message: packMultipleMessage(pack) });
  (product.priceBreaks ?? []).forEach((priceBreak, index) => {
    if (notWholePacks(priceBreak?.minQuantity)) issues.push({ path: ['priceBreaks', index, 'minQuantity'], message: packMultipleMessage(pack) });
  });
  if (Number.isInteger(product.maxPerOrder)) {
    if (notWholePacks(product.maxPerOrder)) issues.push({ path: ['maxPerOrder'], message: packMultipleMessage(pack) });
    else if (product.maxPerOrder! < product.minimum) issues.push({ path: ['maxPerOrder'], message: maxBelowMinimumMessage(product.minimum) });
  }
  return issues;
}
