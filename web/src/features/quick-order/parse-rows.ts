/**
 * Rows of SKU and quantity from a paste box or a CSV file: one row a line, the SKU and the quantity
 * apart by a comma, a tab or spaces; a header line, blank lines, Windows line ends and a byte-order
 * mark are allowed. csv-parse reads the fields (quoted ones included); this only decides what a row is.
 */
import { parse } from 'csv-parse/browser/esm/sync';

export interface PastedRow {
  sku: string;
  quantity: number;
}

export interface UnreadLine {
  /** 1-based, as the buyer counts lines. */
  line: number;
  text: string;
}

export interface ParsedRows {
  rows: PastedRow[];
  /** Lines that are neither a row nor the header: shown back to the buyer, never sent. */
  unread: UnreadLine[];
}

const QUANTITY = /^\d{1,7}$/;
const HEADER_SKU = /^(sku|part|part ?(number|no\.?)|item)$/i;

export function parseRows(text: string): ParsedRows {
  const records = parse(text, {
    bom: true,
    delimiter: [',', '\t', ';', ' '],
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const rows: PastedRow[] = [];
  const unread: UnreadLine[] = [];
  records.forEach(({ record, info }, index) => {
    // Spaces between fields (or a comma and a space) leave empty fields: only the filled ones count.
    const fields = record.filter((field) => field !== '');
    if (fields.length === 0) return;
    const [sku, quantity] = fields;
    if (fields.length === 2 && QUANTITY.test(quantity!)) rows.push({ sku: sku!, quantity: Number(quantity) });
    else if (!(index === 0 && HEADER_SKU.test(sku!))) unread.push({ line: info.lines, text: fields.join(' ') });
  });
  return { rows, unread };
}
