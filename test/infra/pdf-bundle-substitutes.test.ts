/**
 * The stand-ins for pdf-lib's helpers (infra/constructs/bundle-substitutes/pdf/): the standard fonts'
 * metrics and encodings are the package's own, the compression is zlib's format both ways, and an
 * invoice drawn by a bundle built with them says exactly what one drawn by the packages says.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Encodings as PackageEncodings, Font as PackageFont, FontNames as PackageFontNames } from '@pdf-lib/standard-fonts';
import { build } from 'esbuild';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { findRouteByHandler } from '../../functions/manifest.js';
import { creditNoteOf, invoiceOf } from '../../functions/orders/domain/trade-document.js';
import { tradeDocumentPdf } from '../../functions/orders/domain/trade-document-pdf.js';
import { BUNDLE_ALIASES, esbuildOptionsFor, FUNCTION_ENTRY_FILE, functionBuildOptions } from '../../infra/constructs/function-bundling.js';
import { anOrder } from '../unit/support/fixtures.js';

const require = createRequire(import.meta.url);
const substitute = <T>(specifier: string) => require(BUNDLE_ALIASES[specifier]!) as T;
const fonts = substitute<{ Font: typeof PackageFont; FontNames: typeof PackageFontNames; Encodings: typeof PackageEncodings }>('@pdf-lib/standard-fonts');
const zlibPako = substitute<{ deflate(data: Uint8Array): Uint8Array; inflate(data: Uint8Array): Uint8Array }>('pako');
const upng = substitute<{ decode(data: Uint8Array): unknown }>('@pdf-lib/upng');
const pako = require('pako') as typeof zlibPako;

/** What a value holds as data (its functions left out). */
const data = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("the stand-in for pdf-lib's standard fonts", () => {
  it('names the same 14 fonts', () => {
    expect(fonts.FontNames).toEqual({ ...PackageFontNames });
    expect(Object.values(fonts.FontNames)).toHaveLength(14);
  });

  it.each(Object.values(PackageFontNames))('loads %s with the package’s metrics, widths and kerning', (name) => {
    const ours = fonts.Font.load(name);
    const theirs = PackageFont.load(name);
    expect(data(ours)).toEqual(data(theirs));
    const glyphs = theirs.CharMetrics.map((metric) => metric.N);
    expect(glyphs.length).toBeGreaterThan(10);
    for (const glyph of glyphs) expect(ours.getWidthOfGlyph(glyph), glyph).toBe(theirs.getWidthOfGlyph(glyph));
    expect(ours.getXAxisKerningForPair('A', 'V')).toBe(theirs.getXAxisKerningForPair('A', 'V'));
    expect(fonts.Font.load(name)).toBe(ours);
  });

  it.each(Object.keys(PackageEncodings) as (keyof typeof PackageEncodings)[])('encodes %s as the package does', (name) => {
    const ours = fonts.Encodings[name];
    const theirs = PackageEncodings[name];
    expect(data(ours)).toEqual(data(theirs));
    const codePoint = theirs.supportedCodePoints.at(-1)!;
    expect(ours.canEncodeUnicodeCodePoint(codePoint)).toBe(true);
    expect(ours.encodeUnicodeCodePoint(codePoint)).toEqual(theirs.encodeUnicodeCodePoint(codePoint));
    expect(() => ours.encodeUnicodeCodePoint(0x4e2d)).toThrow(new Error(`${theirs.name} cannot encode "中" (0x4e2d)`));
    expect(() => theirs.encodeUnicodeCodePoint(0x4e2d)).toThrow(new Error(`${theirs.name} cannot encode "中" (0x4e2d)`));
  });
});

describe("the stand-in for pdf-lib's compression and PNG decoder", () => {
  const text = new TextEncoder().encode('BT /F1 10 Tf 50 780 Td (Invoice INV-2026-000001) Tj ET\n'.repeat(50));

  it('writes zlib data pako reads, and reads what pako writes', () => {
    const compressed = zlibPako.deflate(text);
    expect(compressed).toBeInstanceOf(Uint8Array);
    expect(compressed.length).toBeLessThan(text.length / 10);
    expect(pako.inflate(compressed)).toEqual(text);
    expect(zlibPako.inflate(pako.deflate(text))).toEqual(text);
  });

  it('refuses to decode a PNG, naming why', () => {
    expect(() => upng.decode(new Uint8Array(8))).toThrow(/PNG images cannot be embedded/);
  });
});

describe('an invoice drawn by a function bundle', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'storefront-pdf-substitutes-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  /** Every object of the PDF, its streams decoded: what the document says, whatever the compression. */
  async function contentOf(pdf: Uint8Array): Promise<string[]> {
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    return document.context
      .enumerateIndirectObjects()
      .map(([ref, object]) =>
        object instanceof PDFRawStream
          ? `${ref.toString()} stream ${Buffer.from(decodePDFRawStream(object).decode()).toString('latin1')}`
          : `${ref.toString()} ${object.toString()}`,
      );
  }

  it('says exactly what the packages draw, with the stand-ins and without pako, its PNG decoder or the packaged font decoder', async () => {
    const outfile = join(outDir, FUNCTION_ENTRY_FILE);
    const result = await build({
      ...functionBuildOptions(
        new URL('../../functions/orders/domain/trade-document-pdf.ts', import.meta.url).pathname,
        outDir,
        esbuildOptionsFor(findRouteByHandler('get-invoice')),
      ),
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile!.inputs);
    expect(inputs.filter((input) => /node_modules\/(pako|@pdf-lib\/upng)\/|standard-fonts\/(es|lib)\/\w+\.js/.test(input))).toEqual([]);
    expect(inputs.some((input) => input.includes('bundle-substitutes/pdf/standard-fonts.cjs'))).toBe(true);
    const bundled = (await import(pathToFileURL(outfile).href)) as { tradeDocumentPdf: typeof tradeDocumentPdf };

    const seller = { name: 'Tools and parts Ltd', address: '1 Mill Road, Sheffield', taxId: 'GB123' };
    const paid = anOrder({
      status: 'paid',
      paidAt: '2026-03-01T10:00:00.000Z',
      invoiceNumber: 'INV-2026-000001',
      poNumber: 'PO-1',
      product_name: 'Drill – “Pro” ½″ ✓',
    });
    const refunded = { ...paid, status: 'refunded' as const, refundedAt: '2026-03-02T10:00:00.000Z', creditNoteNumber: 'CN-2026-000001' };
    for (const document of [invoiceOf(paid, seller), creditNoteOf(refunded, seller)]) {
      const [ours, theirs] = await Promise.all([bundled.tradeDocumentPdf(document, seller.name), tradeDocumentPdf(document, seller.name)]);
      expect(await contentOf(ours)).toEqual(await contentOf(theirs));
    }
  });
});
