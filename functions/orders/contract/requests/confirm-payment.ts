/** What confirm-payment validates: built on its first request (see createHandler). */
export { orderIdParams as params } from '../../../platform/contract/params.js';
export { confirmPaymentSchema as body } from '../payment.js';
