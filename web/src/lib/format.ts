const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are shown in $, e.g. $1,234.50. */
export const formatPrice = (amount: number): string => dollars.format(amount);
