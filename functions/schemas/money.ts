/** Money is computed in integer cents; dollars are derived from cents, never the other way round. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}
