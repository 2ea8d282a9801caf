import { okBytes, type HttpResult } from './http-handler.js';

export function pdfAnswer({ fileName, pdf }: { fileName: string; pdf: Uint8Array }): HttpResult {
  return okBytes(pdf, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"` });
}
