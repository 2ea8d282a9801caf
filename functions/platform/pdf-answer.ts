import { okBytes, type HttpResult } from './http-handler.js';

/** A PDF file as the answer, downloaded under its own name. */
export function pdfAnswer({ fileName, pdf }: { fileName: string; pdf: Uint8Array }): HttpResult {
  return okBytes(pdf, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"` });
}
