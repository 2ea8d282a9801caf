/** Checked the same way by the CDK app, `npm start` and the functions. */
export const MAX_TAX_RATE_PERCENT = 30;
export const DEFAULT_TAX_LABEL = 'Tax';

export interface TaxSettings {
  /** 0 means no tax line anywhere. */
  ratePercent: number;
  label: string;
}

export function parseTaxRatePercent(raw: string | undefined, name: string): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const text = raw.trim();
  const rate = Number(text);
  if (!/^\d+(\.\d{1,2})?$/.test(text) || !Number.isFinite(rate) || rate > MAX_TAX_RATE_PERCENT) {
    throw new Error(`Invalid configuration: ${name} must be a percentage from 0 to ${MAX_TAX_RATE_PERCENT} with at most 2 decimals, got '${raw}'`);
  }
  return rate;
}

export function parseTaxLabel(raw: string | undefined, name: string): string {
  const label = raw?.trim() || DEFAULT_TAX_LABEL;
  if (label.length > 40) throw new Error(`Invalid configuration: ${name} must be at most 40 characters`);
  return label;
}

/** Rounded half up with integer arithmetic on basis points, so no floating-point error. */
export function taxCentsOf(subtotalCents: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  // subtotal x rate / 10,000, rounded half up: (2 x product + 10,000) / 20,000, floored.
  return Number((2n * BigInt(subtotalCents) * BigInt(basisPoints) + 10_000n) / 20_000n);
}

export const taxRateText = (ratePercent: number) => `${ratePercent}%`;

export const taxLineLabel = (order: { taxLabel?: string; taxRatePercent?: number }) =>
  `${order.taxLabel ?? DEFAULT_TAX_LABEL}${order.taxRatePercent ? ` (${taxRateText(order.taxRatePercent)})` : ''}`;
