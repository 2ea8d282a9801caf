/**
 * Invoices and credit notes against the local stack: numbered from the orders stream, served as PDFs
 * to the owner and admins only, read back as text the way an accountant's software would.
 */
import { PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { skuFromId } from '../../functions/catalog/contract/packs.js';
import type { Order } from '../../functions/orders/contract/order.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { localTableNames } from '../../infra/local/local-config.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool } from '../support/catalog.js';
import { purchase } from '../support/orders.js';
import { downloadDocument, numberedOrder, pdfText } from '../support/trade-documents.js';
import { confirmCard, createIntent, paidOrder, reportPayment } from '../security/support/payments.js';
import { TEST_SELLER } from './global-setup.js';

const sequenceOf = (number: string) => Number(number.split('-')[2]);

describe('invoices and credit notes', () => {
  let admin: SignedInUser;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let toolId: string;

  beforeAll(async () => {
    [admin, owner, stranger] = await Promise.all([seededAdmin(), freshCustomer('invoice-owner'), freshCustomer('invoice-stranger')]);
    toolId = await addTool(admin.token, {
      name: 'Invoice Bench Vise',
      available: 5000,
      minimum: 1,
      price: 12.5,
      priceBreaks: [
        { minQuantity: 10, unitPrice: 11 },
        { minQuantity: 100, unitPrice: 9.75 },
      ],
    });
  });

  it('gives 20 orders paid at the same moment 20 distinct, consecutive invoice numbers', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => freshCustomer(`burst-${i}`)));
    const confirmed = await Promise.all(
      buyers.map(async (buyer) => {
        const placed = await purchase(buyer, toolId, 1);
        const order = placed.body.order!;
        const intentId = await confirmCard((await createIntent(buyer, order._id)).clientSecret);
        return { buyer, order, intentId };
      }),
    );
    const reports = await Promise.all(confirmed.map(({ buyer, order, intentId }) => reportPayment(buyer, order._id, intentId)));
    expect(reports.map((report) => report.status)).toEqual(Array(20).fill(200));

    const numbered = await Promise.all(confirmed.map(({ buyer, order }) => numberedOrder(buyer, order._id)));
    const numbers = numbered.map((order) => order.invoiceNumber!);
    const year = new Date().getUTCFullYear();
    for (const number of numbers) expect(number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    const sequence = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(new Set(sequence).size).toBe(20);
    expect(sequence.at(-1)! - sequence[0]!).toBe(19);
  });

  it('prices by the break the quantity reaches and keeps the PO number on the order', async () => {
    const placed = await purchase(owner, toolId, 100, { poNumber: 'PO-4471' });
    expect(placed.status).toBe(200);
    expect(placed.body.order).toMatchObject({ unitPrice: 9.75, subtotalCents: 97_500, taxCents: 0, amountCents: 97_500, price: 975, poNumber: 'PO-4471' });
  });

  it("serves the paid order's invoice to its owner and admins only, as a PDF with the seller, buyer, PO number, lines and totals", async () => {
    const placed = await purchase(owner, toolId, 12, { poNumber: 'PO-2026-17' });
    const order = placed.body.order!;
    // The tool was added without a SKU, so it has the one made from its id; the order line keeps it.
    const sku = skuFromId(toolId);
    expect(order.lines).toEqual([expect.objectContaining({ toolId, sku, quantity: 12 })]);
    expect((await downloadDocument(`/invoice/${order._id}`, owner)).status).toBe(404);

    const intentId = await confirmCard((await createIntent(owner, order._id)).clientSecret);
    expect((await reportPayment(owner, order._id, intentId)).status).toBe(200);
    const { invoiceNumber } = await numberedOrder(owner, order._id);

    const invoice = await downloadDocument(`/invoice/${order._id}`, owner);
    expect(invoice.status).toBe(200);
    expect(invoice.contentType).toBe('application/pdf');
    expect(invoice.disposition).toBe(`attachment; filename="${invoiceNumber}.pdf"`);
    const text = await pdfText(invoice.bytes);
    for (const expected of [
      TEST_SELLER.name,
      'Sheffield S1 2AB',
      `Tax id: ${TEST_SELLER.taxId}`,
      owner.name,
      owner.email,
      '12 Test Street',
      'PO number: PO-2026-17',
      `Invoice number ${invoiceNumber}`,
      `Order ${order._id}`,
      `Invoice Bench Vise 12 $11.00 $132.00\nSKU ${sku}`,
      'Subtotal $132.00',
      'Total $132.00',
      `payment reference ${intentId}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Tax \(/);

    const again = await downloadDocument(`/invoice/${order._id}`, admin);
    expect(again.status).toBe(200);
    expect(Buffer.from(again.bytes).equals(Buffer.from(invoice.bytes))).toBe(true);
    expect((await downloadDocument(`/invoice/${order._id}`, stranger)).status).toBe(403);
    expect((await downloadDocument(`/invoice/${order._id}`)).status).toBe(401);
  });

  it("renders a stored order's lines, tax with its label and rate, and total", async () => {
    const documentClient = DynamoDBDocumentClient.from(localDynamoDbClient(inject('localStack').dynamoDbUrl));
    const paidAt = new Date().toISOString();
    const order: Order & { listKey: string } = {
      _id: `trade-${Date.now()}`,
      listKey: 'order',
      toolId: 'vise',
      userId: owner.uid,
      user_name: owner.name,
      email: owner.email,
      emailVerified: true,
      product_name: 'Bench Vise and 2 more',
      quantity: 360,
      address: '7 Foundry Lane, Leeds LS1 4AP',
      number: '01234567890',
      lines: [
        { toolId: 'vise', product_name: 'Bench Vise', quantity: 100, unitPriceCents: 975, amountCents: 97_500 },
        { toolId: 'clamp', product_name: 'F-Clamp 300 mm', quantity: 250, unitPriceCents: 249, amountCents: 62_250 },
        { toolId: 'file', product_name: 'Flat File', quantity: 10, unitPriceCents: 7, amountCents: 70 },
      ],
      subtotalCents: 159_820,
      taxRatePercent: 12.5,
      taxLabel: 'VAT',
      taxCents: 19_978, // 19,977.5 rounded half up
      amountCents: 179_798,
      poNumber: 'PO-88',
      status: 'paid',
      createdAt: paidAt,
      paidAt,
      transactionId: 'pi_stored_trade_order',
    };
    await documentClient.send(new PutCommand({ TableName: localTableNames().orders, Item: order }));
    await numberedOrder(owner, order._id);

    const text = await pdfText((await downloadDocument(`/invoice/${order._id}`, owner)).bytes);
    for (const expected of [
      'Bench Vise 100 $9.75 $975.00',
      'F-Clamp 300 mm 250 $2.49 $622.50',
      'Flat File 10 $0.07 $0.70',
      'Subtotal $1598.20',
      'VAT (12.5%) $199.78',
      'Total $1797.98',
      'PO number PO-88',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('adds a credit note naming the invoice once the order is refunded, for the owner and admins only', async () => {
    const paid = await paidOrder(owner, toolId, 3);
    const { invoiceNumber } = await numberedOrder(owner, paid._id);
    expect((await downloadDocument(`/creditnote/${paid._id}`, owner)).status).toBe(404);

    expect((await callApi('POST', `/refund/${paid._id}`, { auth: admin.token })).status).toBe(200);
    const { creditNoteNumber } = await numberedOrder(owner, paid._id, 'creditNoteNumber');
    expect(creditNoteNumber).toMatch(new RegExp(`^CN-${new Date().getUTCFullYear()}-\\d{6}$`));

    const note = await downloadDocument(`/creditnote/${paid._id}`, owner);
    expect(note.status).toBe(200);
    expect(note.disposition).toBe(`attachment; filename="${creditNoteNumber}.pdf"`);
    const text = await pdfText(note.bytes);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Cancels invoice ${invoiceNumber}`);
    expect(text).toContain('Invoice Bench Vise 3 $12.50 $37.50');
    expect(text).toContain('Total $37.50');
    expect((await downloadDocument(`/creditnote/${paid._id}`, admin)).status).toBe(200);
    expect((await downloadDocument(`/creditnote/${paid._id}`, stranger)).status).toBe(403);
    // The invoice stays: the credit note cancels it, it does not replace it.
    expect((await downloadDocument(`/invoice/${paid._id}`, owner)).status).toBe(200);
  });
});
