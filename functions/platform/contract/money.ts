/** Money is computed in integer cents; dollars are derived from cents, never the other way round. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** '$1234.50': how emails and invoices write an amount. */
export function dollarsText(cents: number): string {
  return `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;
}
