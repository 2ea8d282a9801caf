import { getStatement } from '../domain/statement.js';
import { statementDocument } from '../domain/statement-document.js';
import { statementDeps } from './statement-deps.js';
import { tradeDocumentPdf } from '../../orders/domain/trade-document-pdf.js';
import { shopSeller } from '../../platform/config.js';
import { createHandler, noSchemas } from '../../platform/http-handler.js';
import { pdfAnswer } from '../../platform/pdf-answer.js';
import { routeOf } from '../../platform/route-definitions.js';
import { receivablesRoutes } from '../routes.js';

/** The fonts are embedded only here, when a statement is drawn. */
export const handler = createHandler(routeOf(receivablesRoutes, 'get-trade-statement-pdf'), noSchemas, async ({ caller }) => {
  const { company, statement, at } = await getStatement(statementDeps, caller);
  const seller = shopSeller();
  const pdf = await tradeDocumentPdf(statementDocument(company, statement, seller, at), seller.name);
  return pdfAnswer({ fileName: `statement-${at.toISOString().slice(0, 10)}.pdf`, pdf });
});
