/** What create-payment-intent validates: built on its first request (see createHandler). */
export { createPaymentIntentSchema as body } from '../payment.js';
