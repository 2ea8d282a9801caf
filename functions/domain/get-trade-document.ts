import type { Caller } from '../shared/app-token.js';
import { NotFoundError } from '../shared/errors.js';
import type { DocumentKind } from '../schemas/documents.js';
import type { Order } from '../schemas/order.js';
import type { SellerDetails } from '../schemas/trade-terms.js';
import { assertOwnerOrAdmin, type RoleLookup } from './access.js';
import { creditNoteOf, invoiceOf, type TradeDocument } from './trade-document.js';
import { tradeDocumentPdf } from './trade-document-pdf.js';

export interface GetTradeDocumentDeps {
  getOrder(id: string): Promise<Order | undefined>;
  getUserRole: RoleLookup;
  seller(): SellerDetails;
}

const DOCUMENT_OF: Record<DocumentKind, (order: Order, seller: SellerDetails) => TradeDocument> = { invoice: invoiceOf, creditNote: creditNoteOf };

/** GET /invoice/{orderId} and GET /creditnote/{orderId}: the order's owner or an admin; 404 while the order has no such document. */
export async function getTradeDocument(
  deps: GetTradeDocumentDeps,
  caller: Caller,
  kind: DocumentKind,
  orderId: string,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const order = await deps.getOrder(orderId);
  if (!order) throw new NotFoundError(`No order with id ${orderId}`);
  await assertOwnerOrAdmin(caller, order.userId, deps.getUserRole, 'You can only see your own orders');
  const seller = deps.seller();
  const document = DOCUMENT_OF[kind](order, seller);
  return { fileName: `${document.number}.pdf`, pdf: await tradeDocumentPdf(document, seller.name) };
}
