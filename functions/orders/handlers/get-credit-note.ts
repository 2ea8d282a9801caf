import { getTradeDocument } from '../domain/get-trade-document.js';
import { getOrder } from '../store/orders-repository.js';
import { getUserRole } from '../../accounts/store/users-repository.js';
import { shopSeller } from '../../platform/config.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';
import { createHandler } from '../../platform/http-handler.js';
import { pdfAnswer } from '../../platform/pdf-answer.js';
import { routeOf } from '../../platform/route-definitions.js';
import { ordersRoutes } from '../routes.js';

const deps = { getOrder, getUserRole, seller: shopSeller };

export const handler = createHandler(
  routeOf(ordersRoutes, 'get-credit-note'),
  loadedOnFirstUse(() => import('../contract/requests/get-credit-note.js')),
  async ({ params, caller }) => pdfAnswer(await getTradeDocument(deps, caller, 'creditNote', params.orderId)),
);
