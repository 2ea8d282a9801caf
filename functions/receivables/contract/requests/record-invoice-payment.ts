/** What record-invoice-payment validates: built on its first request (see createHandler). */
export { invoiceParams as params, recordPaymentSchema as body } from '../receivables.js';
