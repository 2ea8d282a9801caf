/** Money is computed in integer cents; dollars are derived from cents at the edge, never the other way round. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

export interface DollarsTextStyle {
  /** Without it, the bare figure ('1234.50') that CSV cells and structured data want. */
  symbol?: boolean;
  /** Thousands grouped by hand ('$1,234.50'), since Intl's output changes with the ICU version. */
  grouped?: boolean;
}

/** The server's one way to write an amount: '$1234.50' in emails and invoices, styled for the other uses. */
export function dollarsText(cents: number, { symbol = true, grouped = false }: DollarsTextStyle = {}): string {
  const [whole = '0', fraction = '00'] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${cents < 0 ? '-' : ''}${symbol ? '$' : ''}${grouped ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole}.${fraction}`;
}
