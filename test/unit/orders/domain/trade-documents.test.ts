import { describe, expect, it } from 'vitest';
import { documentsDue } from '../../../../functions/orders/domain/assign-document-numbers.js';
import { creditNoteOf, invoiceOf } from '../../../../functions/orders/domain/trade-document.js';
import { tradeDocumentPdf } from '../../../../functions/orders/domain/trade-document-pdf.js';
import { anOrder } from '../../support/fixtures.js';

const seller = { name: 'Tools and parts Ltd', address: '1 Mill Road, Sheffield', taxId: '' };
const paidAt = '2026-03-01T10:00:00.000Z';

describe('documentsDue', () => {
  it('asks for an invoice once an order is paid, dated and numbered by its payment', () => {
    expect(documentsDue(anOrder())).toEqual([]);
    expect(documentsDue(anOrder({ status: 'paid', paidAt }))).toEqual([{ kind: 'invoice', at: paidAt }]);
    expect(documentsDue(anOrder({ status: 'paid', paidAt, invoiceNumber: 'INV-2026-000001' }))).toEqual([]);
  });

  it('asks for a credit note once an invoiced order is refunded, and for both when the refund came first', () => {
    const refundedAt = '2026-03-02T10:00:00.000Z';
    expect(documentsDue(anOrder({ status: 'refunded', paidAt, refundedAt, invoiceNumber: 'INV-2026-000001' }))).toEqual([
      { kind: 'creditNote', at: refundedAt },
    ]);
    expect(documentsDue(anOrder({ status: 'refunded', paidAt, refundedAt }))).toEqual([
      { kind: 'invoice', at: paidAt },
      { kind: 'creditNote', at: refundedAt },
    ]);
    // A payment refunded without the order ever being paid (it came after a cancel): no invoice to cancel.
    expect(documentsDue(anOrder({ status: 'refunded', refundedAt }))).toEqual([]);
  });
});

describe('documentsDue on account', () => {
  const onAccount = { status: 'On account' as const, payment: 'account' as const, dueAt: '2024-06-01T10:00:00.000Z', dueDate: '2024-06-01' };

  it('asks for the invoice as soon as the order is placed, dated when it was placed', () => {
    const order = anOrder(onAccount);
    expect(documentsDue(order)).toEqual([{ kind: 'invoice', at: order.createdAt }]);
    expect(documentsDue(anOrder({ ...onAccount, invoiceNumber: 'INV-2026-000009' }))).toEqual([]);
  });

  it('asks for a credit note once it is cancelled, and for both when the cancel came before the number', () => {
    const cancelledAt = '2024-05-02T10:00:00.000Z';
    expect(documentsDue(anOrder({ ...onAccount, status: 'cancelled', cancelledAt, invoiceNumber: 'INV-2026-000009' }))).toEqual([
      { kind: 'creditNote', at: cancelledAt },
    ]);
    expect(documentsDue(anOrder({ ...onAccount, status: 'cancelled', cancelledAt })).map((due) => due.kind)).toEqual(['invoice', 'creditNote']);
  });

  it("says 'Due {dueDate}' where a card invoice says it is paid", () => {
    const document = invoiceOf(anOrder({ ...onAccount, invoiceNumber: 'INV-2026-000009' }), seller);
    expect(document.notes[0]).toBe('Due 2024-06-01');
  });
});

describe('invoices and credit notes', () => {
  it('has no invoice before the order is numbered, and no credit note before it is refunded', () => {
    expect(() => invoiceOf(anOrder({ status: 'paid', paidAt }), seller)).toThrow(expect.objectContaining({ statusCode: 404 }));
    expect(() => creditNoteOf(anOrder({ status: 'paid', paidAt, invoiceNumber: 'INV-2026-000001' }), seller)).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
  });

  it("names a trade member's company and its tax id, and a tax-exempt company's certificate", () => {
    const order = anOrder({
      status: 'paid',
      paidAt,
      invoiceNumber: 'INV-2026-000002',
      transactionId: 'pi_2',
      companyName: 'Forge Ltd',
      companyTaxId: 'GB123',
      taxExempt: 'RESALE-77',
    });
    const invoice = invoiceOf(order, seller);
    expect(invoice.buyer.lines.slice(0, 2)).toEqual(['Forge Ltd', 'Tax id: GB123']);
    expect(invoice.lines).toEqual([{ name: 'Cordless Drill', sku: 'CD-18V', quantity: '60', unitPrice: '$12.50', amount: '$750.00' }]);
    expect(invoice.notes).toContain('Tax exempt: RESALE-77');
    expect(invoice.totals).toEqual([
      ['Subtotal', '$750.00'],
      ['Total', '$750.00'],
    ]);
  });

  it('shows no tax line for an order placed without tax, and the rate and label for one with it', () => {
    const invoiced = anOrder({ status: 'paid', paidAt, invoiceNumber: 'INV-2026-000001', transactionId: 'pi_1' });
    expect(invoiceOf(invoiced, seller).totals).toEqual([
      ['Subtotal', '$750.00'],
      ['Total', '$750.00'],
    ]);
    const taxed = { ...invoiced, subtotalCents: 75_000, taxCents: 9375, amountCents: 84_375, taxRatePercent: 12.5, taxLabel: 'VAT' };
    expect(invoiceOf(taxed, seller).totals).toEqual([
      ['Subtotal', '$750.00'],
      ['VAT (12.5%)', '$93.75'],
      ['Total', '$843.75'],
    ]);
  });

  it('draws the same bytes from the same order', async () => {
    const invoice = invoiceOf(anOrder({ status: 'paid', paidAt, invoiceNumber: 'INV-2026-000001', poNumber: 'PO-1' }), seller);
    const [first, second] = await Promise.all([tradeDocumentPdf(invoice, seller.name), tradeDocumentPdf(invoice, seller.name)]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(Buffer.from(first).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
