/** A stored order, checked against its schema: loaded beside the first read (store/order-reader.ts), so zod is not part of init. */
export { readOrder, tryReadOrder } from '../order.js';
