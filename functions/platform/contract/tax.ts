/**
 * The shop's one tax rate: how it is configured (checked the same way by the CDK app, `npm start`
 * and the functions) and how it applies to an order's subtotal.
 */
export const MAX_TAX_RATE_PERCENT = 30;
export const DEFAULT_TAX_LABEL = 'Tax';

export interface TaxSettings {
  /** 0 to 30, at most 2 decimals; 0 is no tax at all (no tax line anywhere). */
  ratePercent: number;
  /** How invoices, emails and screens name the tax ('VAT', 'Sales tax'). */
  label: string;
}

/** The rate written as text (CDK context, an environment variable); a message naming `name` when it is not a valid rate. */
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

/**
 * The tax on a subtotal, in whole cents, rounded half up: exact integer arithmetic on the rate in
 * hundredths of a percent (12.5 % of 84 cents = 10.5 -> 11 cents).
 */
export function taxCentsOf(subtotalCents: number, ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  // subtotal x rate / 10,000, rounded half up: (2 x product + 10,000) / 20,000, floored.
  return Number((2n * BigInt(subtotalCents) * BigInt(basisPoints) + 10_000n) / 20_000n);
}

/** '12.5%' for a label; a rate of 0 has no tax line. */
export const taxRateText = (ratePercent: number) => `${ratePercent}%`;

/** How an order's tax line is named: its label and the rate it was placed at ('VAT (20%)'). */
export const taxLineLabel = (order: { taxLabel?: string; taxRatePercent?: number }) =>
  `${order.taxLabel ?? DEFAULT_TAX_LABEL}${order.taxRatePercent ? ` (${taxRateText(order.taxRatePercent)})` : ''}`;
