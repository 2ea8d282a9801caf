/**
 * The shop's numbered documents: an invoice for each paid order, a credit note for each refunded
 * one. Numbers run per kind and per calendar year (UTC): INV-2026-000001, CN-2026-000001.
 */
export const DOCUMENT_KINDS = {
  invoice: { prefix: 'INV', numberField: 'invoiceNumber', dateField: 'invoicedAt' },
  creditNote: { prefix: 'CN', numberField: 'creditNoteNumber', dateField: 'creditNotedAt' },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

/** The sequence a document's number comes from: 'INV-2026'. */
export const sequenceId = (kind: DocumentKind, year: number) => `${DOCUMENT_KINDS[kind].prefix}-${year}`;

/** 'INV-2026-000042'. */
export const documentNumber = (kind: DocumentKind, year: number, n: number) => `${sequenceId(kind, year)}-${String(n).padStart(6, '0')}`;
