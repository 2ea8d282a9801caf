import { describe, expect, it } from 'vitest';
import { emailsForChange } from '../../../../functions/orders/domain/order-emails.js';
import { orderAmounts, type Order } from '../../../../functions/orders/contract/order.js';
import { anOrder } from '../../support/fixtures.js';

const order = (overrides: Partial<Order> = {}): Order => {
  const { listKey: _listKey, ...rest } = anOrder(overrides);
  return rest;
};
const admins = ['owner@tools.test'];

describe('the emails of an order change', () => {
  it('tells the customer the order was placed, with the total and when the hold ends', () => {
    const [email, ...rest] = emailsForChange(undefined, order({ holdExpiresAt: '2024-05-02T12:00:00.000Z' }), admins);
    expect(rest).toEqual([]);
    expect(email).toMatchObject({ to: ['customer@tools.test'], subject: 'Order placed: 60 x Cordless Drill' });
    expect(email?.text).toContain('$750.00');
    expect(email?.text).toContain('Please pay by Thursday 2 May 2024, 12:00 UTC;');
  });

  it('lists every line of a several-line order with its SKU, with the PO number, and names it by its first tool', () => {
    const lines = [
      { toolId: 'vise', product_name: 'Bench Vise', sku: 'BV-125', quantity: 3, unitPriceCents: 1999, amountCents: 5997 },
      // An order placed before lines kept their SKU.
      { toolId: 'clamp', product_name: 'F-Clamp', quantity: 7, unitPriceCents: 10, amountCents: 70 },
    ];
    const several = order({ ...orderAmounts(lines), poNumber: 'PO-7', status: 'paid', transactionId: 'pi_2' });
    const [receipt] = emailsForChange(several, { ...several, invoiceNumber: 'INV-2026-000001' }, admins);
    expect(receipt?.subject).toBe('Receipt: $60.67 paid for Bench Vise and 1 more');
    expect(receipt?.text).toContain('- 3 x Bench Vise (SKU BV-125) at $19.99: $59.97\n- 7 x F-Clamp at $0.10: $0.70\nTotal: $60.67\nYour PO number: PO-7');
  });

  it('shows the subtotal and the tax with its label and rate when the order is taxed', () => {
    const lines = [{ toolId: 'vise', product_name: 'Bench Vise', quantity: 1, unitPriceCents: 84, amountCents: 84 }];
    const taxed = order({ ...orderAmounts(lines, 12.5), taxRatePercent: 12.5, taxLabel: 'VAT', status: 'paid', transactionId: 'pi_3' });
    const [receipt] = emailsForChange(taxed, { ...taxed, invoiceNumber: 'INV-2026-000002' }, admins);
    expect(receipt?.text).toContain('Subtotal: $0.84\nVAT (12.5%): $0.11\nTotal: $0.95');
  });

  it('tells the admins when the order is paid, and sends the receipt naming the invoice once the order is numbered', () => {
    const paid = order({ status: 'paid', transactionId: 'pi_1', paidAt: '2026-03-01T10:00:00.000Z' });
    expect(emailsForChange(order(), paid, admins).map((email) => [email.to, email.subject])).toEqual([[admins, 'Paid order to ship: 60 x Cordless Drill']]);
    const numbered = emailsForChange(paid, { ...paid, invoiceNumber: 'INV-2026-000007' }, admins);
    expect(numbered.map((email) => [email.to, email.subject])).toEqual([[['customer@tools.test'], 'Receipt: $750.00 paid for 60 x Cordless Drill']]);
    expect(numbered[0]?.text).toContain('Your invoice is INV-2026-000007');
    expect(numbered[0]?.text).toContain('pi_1');
  });

  it('sends no receipt for a credit note, nor for an order numbered again', () => {
    const invoiced = order({ status: 'refunded', invoiceNumber: 'INV-2026-000007' });
    expect(emailsForChange(invoiced, { ...invoiced, creditNoteNumber: 'CN-2026-000001' }, admins)).toEqual([]);
  });

  it('names the carrier and tracking number when the order ships', () => {
    const [email] = emailsForChange(order({ status: 'paid' }), order({ status: 'delivered', carrier: 'DHL', trackingNumber: 'JD0146' }), admins);
    expect(email?.text).toContain('DHL');
    expect(email?.text).toContain('JD0146');
  });

  it.each([
    ['owner', 'You cancelled it.'],
    ['admin', 'The shop cancelled it.'],
    ['hold-expired', 'It was not paid in time: its hold on the stock ended on Thursday 2 May 2024, 12:00 UTC.'],
  ] as const)('says why the order was cancelled (%s)', (cancelReason, why) => {
    const [email] = emailsForChange(order(), order({ status: 'cancelled', cancelReason, holdExpiresAt: '2024-05-02T12:00:00.000Z' }), admins);
    expect(email?.subject).toBe('Order cancelled: 60 x Cordless Drill');
    expect(email?.text).toContain(why);
  });

  it('tells the customer about a refund, and why for a late payment', () => {
    const [email] = emailsForChange(order({ status: 'cancelled' }), order({ status: 'refunded', refundSource: 'late-payment' }), admins);
    expect(email?.subject).toBe('Refund: $750.00 for 60 x Cordless Drill');
    expect(email?.text).toContain('after the order had been cancelled');
  });

  it('sends nothing when the status did not change (a payment error, a dispute flag, a repeated write)', () => {
    expect(emailsForChange(order(), order({ lastPaymentError: 'declined' }), admins)).toEqual([]);
    expect(emailsForChange(order({ status: 'paid' }), order({ status: 'paid', disputed: true }), admins)).toEqual([]);
  });

  it('emails an unverified address nothing, while the admins still hear of its payment', () => {
    const unverified = { emailVerified: false };
    expect(emailsForChange(undefined, order(unverified), admins)).toEqual([]);
    expect(emailsForChange(order(unverified), order({ ...unverified, status: 'cancelled', cancelReason: 'owner' }), admins)).toEqual([]);
    const paid = emailsForChange(order(unverified), order({ ...unverified, status: 'paid', transactionId: 'pi_1' }), admins);
    expect(paid.map((email) => email.to)).toEqual([admins]);
  });

  it('emails a verified address, and one of an order placed before the flag was kept', () => {
    expect(emailsForChange(undefined, order({ emailVerified: true }), admins).map((email) => email.to)).toEqual([['customer@tools.test']]);
    expect(emailsForChange(undefined, order(), admins).map((email) => email.to)).toEqual([['customer@tools.test']]);
  });
});
