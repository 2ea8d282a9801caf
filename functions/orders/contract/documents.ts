/** Numbers run per kind and per calendar year (UTC). */
export const DOCUMENT_KINDS = {
  invoice: { prefix: 'INV', numberField: 'invoiceNumber', dateField: 'invoicedAt' },
  creditNote: { prefix: 'CN', numberField: 'creditNoteNumber', dateField: 'creditNotedAt' },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

export const sequenceId = (kind: DocumentKind, year: number) => `${DOCUMENT_KINDS[kind].prefix}-${year}`;

export const documentNumber = (kind: DocumentKind, year: number, n: number) => `${sequenceId(kind, year)}-${String(n).padStart(6, '0')}`;
