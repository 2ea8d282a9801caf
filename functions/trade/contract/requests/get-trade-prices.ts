/** What get-trade-prices validates: built on its first request (see createHandler). */
export { tradePricesQuery as query } from '../trade-account.js';
