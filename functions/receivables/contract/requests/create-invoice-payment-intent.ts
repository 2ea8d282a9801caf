/** What create-invoice-payment-intent validates: built on its first request (see createHandler). */
export { invoiceParams as params } from '../receivables.js';
