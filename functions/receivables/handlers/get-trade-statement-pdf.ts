import { getStatement } from '../domain/statement.js';
import { statementDocument } from '../domain/statement-document.js';
import { statementDeps } from './statement-deps.js';
import { loadedBesideFirstRead } from '../../platform/beside-first-read.js';
import { shopSeller } from '../../platform/config.js';
import { createHandler, noSchemas } from '../../platform/http-handler.js';
import { pdfAnswer } from '../../platform/pdf-answer.js';
import { routeOf } from '../../platform/route-definitions.js';
import { receivablesRoutes } from '../routes.js';

/** pdf-lib and its fonts load while the statement is read (every request draws one), not at init. */
const pdfDrawing = loadedBesideFirstRead(() => import('../../orders/domain/trade-document-pdf.js'));

export const handler = createHandler(routeOf(receivablesRoutes, 'get-trade-statement-pdf'), noSchemas, async ({ caller }) => {
  const { company, statement, at } = await getStatement(statementDeps, caller);
  const seller = shopSeller();
  const { tradeDocumentPdf } = await pdfDrawing();
  const pdf = await tradeDocumentPdf(statementDocument(company, statement, seller, at), seller.name);
  return pdfAnswer({ fileName: `statement-${at.toISOString().slice(0, 10)}.pdf`, pdf });
});
