/** The quick-order module: rows of SKU and quantity checked against the catalog at the caller's prices. */
import { moduleRoutes } from '../platform/route-definitions.js';

export const quickOrderRoutes = moduleRoutes('quick-order', [
  // The SKUs' pointers, then their tools, in batches; the caller's trade terms beside them. Reads only.
  {
    method: 'POST',
    path: '/quick-order/check',
    handler: 'check-quick-order',
    access: 'user',
    tables: { tools: ['BatchGetItem'], trade: ['GetItem'] },
  },
]);
