import { loadedBesideFirstRead } from '../../platform/beside-first-read.js';

/** readOrder and tryReadOrder, with the order's schema and zod, loaded beside the request's first DynamoDB call. */
export const orderReader = loadedBesideFirstRead(() => import('../contract/stored/order.js'));
