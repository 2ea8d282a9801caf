import { getTradeDocument } from '../domain/get-trade-document.js';
import { getOrder } from '../repositories/orders-repository.js';
import { getUserRole } from '../repositories/users-repository.js';
import { shopSeller } from '../shared/config.js';
import { createHandler } from '../shared/http-handler.js';
import { pdfAnswer } from '../shared/pdf-answer.js';
import { orderIdParams } from '../schemas/params.js';

const deps = { getOrder, getUserRole, seller: shopSeller };

export const handler = createHandler('get-invoice', { params: orderIdParams }, async ({ params, caller }) =>
  pdfAnswer(await getTradeDocument(deps, caller, 'invoice', params.orderId)),
);
