import type { Caller } from '../../platform/app-token.js';
import { NotFoundError } from '../../platform/errors.js';
import type { DocumentKind } from '../contract/documents.js';
import type { Order } from '../contract/order.js';
import type { SellerDetails } from '../../platform/contract/trade-terms.js';
import { assertOwnerOrAdmin, type RoleLookup } from '../../accounts/domain/access.js';
import { creditNoteOf, invoiceOf, type TradeDocument } from './trade-document.js';
import type { BlankPdf } from './trade-document-pdf.js';
import { loadedOnFirstUse } from '../../platform/beside-first-read.js';

/** pdf-lib, its fonts' metrics and the layout load to render, not at init: started below beside the order's read. */
const pdfDrawing = loadedOnFirstUse(() => import('./trade-document-pdf.js'));

export interface GetTradeDocumentDeps {
  getOrder(id: string): Promise<Order | undefined>;
  getUserRole: RoleLookup;
  seller(): SellerDetails;
}

const DOCUMENT_OF: Record<DocumentKind, (order: Order, seller: SellerDetails) => TradeDocument> = { invoice: invoiceOf, creditNote: creditNoteOf };

/** 404 while the order has no such document. */
export async function getTradeDocument(
  deps: GetTradeDocumentDeps,
  caller: Caller,
  kind: DocumentKind,
  orderId: string,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const reading = deps.getOrder(orderId);
  const blank = whileWaiting(async () => (await pdfDrawing()).blankPdf());
  const order = await reading;
  if (!order) throw new NotFoundError(`No order with id ${orderId}`);
  await assertOwnerOrAdmin(caller, order.userId, deps.getUserRole, 'You can only see your own orders');
  const seller = deps.seller();
  const document = DOCUMENT_OF[kind](order, seller);
  const { tradeDocumentPdf } = await pdfDrawing();
  return { fileName: `${document.number}.pdf`, pdf: await tradeDocumentPdf(document, seller.name, blank) };
}

/** Loading pdf-lib and the blank PDF are CPU work needing no order, done while the read waits on the network. */
function whileWaiting(make: () => Promise<BlankPdf>): Promise<BlankPdf> {
  const made = new Promise<BlankPdf>((resolve, reject) => setImmediate(() => void make().then(resolve, reject)));
  made.catch(() => undefined); // Unused when the order is not found or not the caller's; drawn otherwise, and its failure answered then.
  return made;
}
