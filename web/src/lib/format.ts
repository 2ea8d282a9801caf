const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The web app's one way to show an amount, given in integer cents: 123450 is $1,234.50. */
export const formatPrice = (cents: number): string => dollars.format(cents / 100);

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the reader's own time zone, e.g. 'May 2, 2024, 12:30 PM'. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
