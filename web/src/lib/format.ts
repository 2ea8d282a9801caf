import { dollarsText } from '@functions/platform/contract/money';

/**
 * The web app's one way to show an amount, given in integer cents: 123450 is $1,234.50. Written
 * without Intl (as the server writes amounts): a page's first Intl formatter costs the browser
 * about 50 ms of loading ICU's data, a long task on every page that shows a price.
 */
export const formatPrice = (cents: number): string => dollarsText(cents, { grouped: true });

let dateTime: Intl.DateTimeFormat | undefined;

/** A moment in the reader's own time zone, e.g. 'May 2, 2024, 12:30 PM'. Its formatter is made on first use, on the pages that show dates. */
export const formatDateTime = (iso: string): string =>
  (dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso));
