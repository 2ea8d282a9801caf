/** Deterministic: pdf-lib's dates are the issue date; standard fonts need no embedding, so text outside Windows-1252 prints as '?'. */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { TradeDocument } from './trade-document.js';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 10;
const LEADING = 14;
const GREY = rgb(0.35, 0.35, 0.35);
/** Right edges of the quantity, unit price and amount columns; the name column runs from the margin to before the first. */
const COLUMNS = { quantity: 370, unitPrice: 460, amount: PAGE[0] - MARGIN };

interface Pen {
  page: PDFPage;
  y: number;
}

export interface BlankPdf {
  pdf: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
}

export async function blankPdf(): Promise<BlankPdf> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  // The info dictionary first: the PDF's objects keep their numbers.
  pdf.setTitle('');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return { pdf, regular, bold };
}

/** `blank` may be made beforehand, while the order is read. */
export async function tradeDocumentPdf(document: TradeDocument, producer: string, blank: Promise<BlankPdf> = blankPdf()): Promise<Uint8Array> {
  const { pdf, regular, bold } = await blank;
  pdf.setTitle(`${document.title} ${document.number}`);
  pdf.setAuthor(document.seller.name);
  pdf.setCreator(producer);
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(document.issuedAt);
  pdf.setModificationDate(document.issuedAt);
  const printable = printableWith(regular);
  const pen: Pen = { page: pdf.addPage(PAGE), y: PAGE[1] - MARGIN };

  const write = (text: string, options: { x?: number; right?: number; font?: PDFFont; size?: number; color?: typeof GREY } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE;
    const clean = printable(text);
    const x = options.right === undefined ? (options.x ?? MARGIN) : options.right - font.widthOfTextAtSize(clean, size);
    pen.page.drawText(clean, { x, y: pen.y, font, size, color: options.color ?? rgb(0, 0, 0) });
  };
  const next = (lines = 1) => {
    pen.y -= LEADING * lines;
    if (pen.y < MARGIN) {
      pen.page = pdf.addPage(PAGE);
      pen.y = PAGE[1] - MARGIN;
    }
  };

  write(document.seller.name, { font: bold, size: 14 });
  write(document.title.toUpperCase(), { right: COLUMNS.amount, font: bold, size: 18 });
  next(1.5);
  for (const line of document.seller.lines) {
    write(line, { color: GREY });
    next();
  }
  next();

  const top = pen.y;
  write('Bill to', { font: bold });
  next();
  for (const line of document.buyer.lines) {
    write(line);
    next();
  }
  const afterBuyer = pen.y;
  pen.y = top;
  for (const [label, value] of document.facts) {
    write(label, { x: 300, font: bold });
    write(value, { right: COLUMNS.amount });
    next();
  }
  pen.y = Math.min(pen.y, afterBuyer);
  next();

  const header = () => {
    write('Item', { font: bold });
    write('Qty', { right: COLUMNS.quantity, font: bold });
    write('Unit price', { right: COLUMNS.unitPrice, font: bold });
    write('Amount', { right: COLUMNS.amount, font: bold });
    pen.page.drawLine({ start: { x: MARGIN, y: pen.y - 4 }, end: { x: COLUMNS.amount, y: pen.y - 4 }, thickness: 0.5, color: GREY });
    next(1.3);
  };
  header();
  const nameWidth = COLUMNS.quantity - 40 - MARGIN;
  for (const line of document.lines) {
    const [first = '', ...rest] = wrapped(printable(line.name), regular, nameWidth);
    write(first);
    write(line.quantity, { right: COLUMNS.quantity });
    write(line.unitPrice, { right: COLUMNS.unitPrice });
    write(line.amount, { right: COLUMNS.amount });
    next();
    for (const more of rest) {
      write(more);
      next();
    }
    if (line.sku !== undefined) {
      write(`SKU ${line.sku}`, { size: SIZE - 1, color: GREY });
      next();
    }
  }
  next(0.5);
  document.totals.forEach(([label, value], index) => {
    const last = index === document.totals.length - 1;
    write(label, { x: 330, font: last ? bold : regular });
    write(value, { right: COLUMNS.amount, font: last ? bold : regular });
    next();
  });
  next();
  for (const note of document.notes) {
    write(note, { font: bold });
    next();
  }

  return pdf.save({ useObjectStreams: false });
}

function printableWith(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) => Array.from(text, (char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** The text in lines no wider than `width`, broken between words (inside a word longer than a line). */
function wrapped(text: string, font: PDFFont, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, SIZE) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current)) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  return [...lines, current];
}
