const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices are shown in $, e.g. $1,234.50. */
export const formatPrice = (amount: number): string => dollars.format(amount);

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the reader's own time zone, e.g. 'May 2, 2024, 12:30 PM'. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
