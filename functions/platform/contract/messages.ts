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
] as const;

/** Below this many units a tool counts as low on stock, unless it sets its own `lowStockThreshold`. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
