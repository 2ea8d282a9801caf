/** What create-order validates: built on its first request (see createHandler). */
import { purchaseSchema } from '../order.js';

export { toolIdParams as params, idempotencyHeaderSchema as headers } from '../../../platform/contract/params.js';
export const body = /* @__PURE__ */ (() => purchaseSchema())();
