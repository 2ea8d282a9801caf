/** Written once so the schemas and the domain checks say the same thing. */
export interface QuantityLimits {
  minimum: number;
  available: number;
  /** The pack size: a quantity is a multiple of it (1 when absent). */
  orderMultiple?: number;
  maxPerOrder?: number;
}

/** At most this many lines in one order: its stock is taken in one transaction (DynamoDB allows 100 items). */
export const MAX_ORDER_LINES = 25;

export const DEFAULT_ORDER_MULTIPLE = 1;

/** A tool's packs (catalog/contract/packs.ts has the rest of their rules). */
export interface PackRules {
  orderMultiple?: number;
  maxPerOrder?: number;
}

export const orderMultipleOf = (tool: PackRules): number => tool.orderMultiple ?? DEFAULT_ORDER_MULTIPLE;
export const soldInPacksMessage = (orderMultiple: number) => `Sold in packs of ${orderMultiple}`;
export const atMostPerOrderMessage = (maxPerOrder: number) => `At most ${maxPerOrder} per order`;

/** Why an order quantity is refused by the tool's packs, or nothing. The minimum and the stock are checked elsewhere. */
export function packQuantityProblem(quantity: number, tool: PackRules): string | undefined {
  const pack = orderMultipleOf(tool);
  if (quantity % pack !== 0) return soldInPacksMessage(pack);
  if (tool.maxPerOrder !== undefined && quantity > tool.maxPerOrder) return atMostPerOrderMessage(tool.maxPerOrder);
  return undefined;
}

export const minimumQuantityMessage = (minimum: number) => `Minimum quantity must be ${minimum}`;
export const maximumQuantityMessage = (available: number) => `Maximum quantity must be less or equal ${available}`;
export const quantityRangeToast = ({ minimum, available }: QuantityLimits) => `minimum quantity is ${minimum} and maximum quantity is ${available}`;

export const ORDERS_EXPORT_COLUMNS = [
  'order id',
  'created at',
  'buyer name',
  'buyer email',
  'address',
  'phone',
  'product',
  'quantity',
  'unit price',
  'total',
  'status',
  'paid at',
  'delivered at',
  'carrier',
  'tracking number',
  'subtotal',
  'tax',
  'po number',
  'invoice number',
  'company',
  'list unit price',
  'payment',
  'due date',
  'paid on account',
  'sku',
] as const;

/** Below this many units a tool counts as low on stock, unless it sets its own `lowStockThreshold`. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
