/**
 * The cart: its lines in the browser's local storage, so it survives a reload and signing in (a
 * visitor's cart and the signed-in buyer's are the same cart). Each line keeps what the cart page
 * shows of its tool as it was added; the server prices the order again when it is placed.
 */
import { useSyncExternalStore } from 'react';
import { MAX_ORDER_LINES, packQuantityProblem, quantityRangeToast, type QuantityLimits } from '@functions/platform/contract/messages';
import type { PriceBreak } from '@functions/catalog/contract/price-breaks';
import type { ToolAnswer } from '@functions/catalog/contract/tool';

export const CART_STORAGE_KEY = 'storefront.cart';

export interface CartLine {
  toolId: string;
  name: string;
  img: string;
  priceCents: number;
  minimum: number;
  available: number;
  /** Absent in a line stored before tools had them. */
  sku?: string;
  orderMultiple?: number;
  maxPerOrder?: number;
  /** The tool's price breaks as it was added (absent when it has none): the page shows the unit price they give the quantity. */
  priceBreaks?: readonly PriceBreak[];
  /** NaN while the quantity field is empty (JSON stores it as null). */
  quantity: number;
}

const TEXT_FIELDS = ['toolId', 'name', 'img'] as const;
const NUMBER_FIELDS = ['priceCents', 'minimum', 'available'] as const;

const isPriceBreak = (value: unknown): value is PriceBreak =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PriceBreak).minQuantity === 'number' &&
  typeof (value as PriceBreak).unitPriceCents === 'number';

/**
 * A stored line, checked by hand: the navbar reads the cart on every page, and zod would add to
 * the first load. Anything else in storage is left out.
 */
function storedLine(value: unknown): CartLine | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const item = value as Record<string, unknown>;
  if (!TEXT_FIELDS.every((field) => typeof item[field] === 'string')) return undefined;
  if (!NUMBER_FIELDS.every((field) => typeof item[field] === 'number')) return undefined;
  if (item.quantity !== null && typeof item.quantity !== 'number') return undefined;
  if (item.priceBreaks !== undefined && !(Array.isArray(item.priceBreaks) && item.priceBreaks.every(isPriceBreak))) return undefined;
  return { ...(item as unknown as CartLine), quantity: (item.quantity as number | null) ?? Number.NaN };
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: CartLine[] } = { raw: null, lines: [] };

function readRaw(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The lines as stored now; the same array while nothing changed (what useSyncExternalStore needs). */
export function cartLines(): CartLine[] {
  const raw = readRaw();
  if (raw === cached.raw) return cached.lines;
  let lines: CartLine[] = [];
  try {
    const stored: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(stored)) lines = stored.map(storedLine).filter((line) => line !== undefined);
  } catch {
    // A damaged entry is an empty cart.
  }
  cached = { raw, lines };
  return lines;
}

function save(lines: CartLine[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCartLines(): CartLine[] {
  return useSyncExternalStore(subscribe, cartLines, () => cached.lines);
}

export const lineLimits = ({
  minimum,
  available,
  orderMultiple,
  maxPerOrder,
}: Pick<CartLine, 'minimum' | 'available' | 'orderMultiple' | 'maxPerOrder'>): QuantityLimits => ({
  minimum,
  available,
  orderMultiple,
  maxPerOrder,
});

/** What a cart line keeps of a tool (a tool of GET /tools/{id} or of the catalog). */
export type CartTool = Pick<ToolAnswer, '_id' | 'name' | 'img' | 'priceCents' | 'minimum' | 'available'> &
  Partial<Pick<ToolAnswer, 'sku' | 'orderMultiple' | 'maxPerOrder'>> & { priceBreaks?: readonly PriceBreak[] };

export type AddOutcome = { added: true; quantity: number } | { added: false; message: string };

/**
 * Adds `quantity` units of the tool: to its line when it is in the cart already. The line's new
 * quantity must fit the tool like a purchase (its minimum to its stock), and a new line must fit
 * the MAX_ORDER_LINES an order may hold.
 */
export function addToCart(tool: CartTool, quantity: number): AddOutcome {
  const lines = cartLines();
  const existing = lines.find((line) => line.toolId === tool._id);
  const total = (existing?.quantity ?? 0) + quantity;
  const limits = lineLimits(tool);
  if (!Number.isInteger(quantity) || total < limits.minimum || total > limits.available) return { added: false, message: quantityRangeToast(limits) };
  const packProblem = packQuantityProblem(total, limits);
  if (packProblem) return { added: false, message: packProblem };
  if (!existing && lines.length >= MAX_ORDER_LINES) return { added: false, message: `A cart holds at most ${MAX_ORDER_LINES} tools: check out first` };
  const line: CartLine = {
    toolId: tool._id,
    name: tool.name,
    img: tool.img,
    priceCents: tool.priceCents,
    minimum: tool.minimum,
    available: tool.available,
    // Undefined ones are left out of local storage by JSON.
    sku: tool.sku,
    orderMultiple: tool.orderMultiple,
    maxPerOrder: tool.maxPerOrder,
    ...(tool.priceBreaks &&
      tool.priceBreaks.length > 0 && { priceBreaks: tool.priceBreaks.map(({ minQuantity, unitPriceCents }) => ({ minQuantity, unitPriceCents })) }),
    quantity: total,
  };
  save(existing ? lines.map((candidate) => (candidate.toolId === tool._id ? line : candidate)) : [...lines, line]);
  return { added: true, quantity: total };
}

/** The quantity typed on the cart page, kept as typed (the page shows whether it fits). */
export function setLineQuantity(toolId: string, quantity: number): void {
  save(cartLines().map((line) => (line.toolId === toolId ? { ...line, quantity } : line)));
}

export function removeFromCart(toolIds: readonly string[]): void {
  save(cartLines().filter((line) => !toolIds.includes(line.toolId)));
}
