/** Invoices and credit notes of the local stack: waiting for an order's number, fetching and reading a PDF. */
import { localOriginHeaders } from '../../infra/local/origin-verify.js';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Order } from '../../functions/orders/contract/order.js';
import type { SignedInUser } from './accounts.js';
import { apiUrl, callApi } from './api-client.js';
import { eventually } from './eventually.js';

/** The order as its owner's pay page reads it. */
const readOrder = async (user: SignedInUser, orderId: string) =>
  (await callApi<Order>('GET', `/pay/${encodeURIComponent(orderId)}`, { auth: user.token })).body;

/** The order once the numbering has given it `field` (a few moments after the payment or refund). */
export const numberedOrder = (user: SignedInUser, orderId: string, field: 'invoiceNumber' | 'creditNoteNumber' = 'invoiceNumber') =>
  eventually(
    () => readOrder(user, orderId),
    (order) => typeof order[field] === 'string',
    20_000,
  );

export interface DocumentDownload {
  status: number;
  contentType: string | null;
  disposition: string | null;
  bytes: Uint8Array;
}

export async function downloadDocument(path: `/invoice/${string}` | `/creditnote/${string}`, user?: SignedInUser): Promise<DocumentDownload> {
  const response = await fetch(apiUrl(path), { headers: { ...localOriginHeaders(), ...(user ? { auth: `bearer ${user.token}` } : {}) } });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The PDF's text, pages joined, as a reader would copy it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}
