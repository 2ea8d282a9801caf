/**
 * Trade terms in the browser: price breaks on the purchase form and in the cart, a paid order's
 * invoice downloaded from My orders, and 'Order again' filling the cart.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTestTool, appTokenOf, archiveProduct, editProduct, payOrderForSetup, placeCartOrder, placeOrder, readOrder } from './dashboard-setup.js';
import { goTo, rowOf, toast } from './support/dashboard-page.js';
import { SEED_ADMIN, SEED_CUSTOMER, loginAs, useBrowser } from './support/browser.js';
import { eventually } from '../support/eventually.js';
import { pdfText } from '../support/trade-documents.js';

let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  [adminToken, customerToken] = await Promise.all([appTokenOf(SEED_ADMIN), appTokenOf(SEED_CUSTOMER)]);
});

describe('trade terms', () => {
  const browser = useBrowser();

  it('shows the price breaks and changes the unit price and total as the quantity reaches each break, in the purchase form and in the cart', async () => {
    const tool = await addTestTool(adminToken, 'Break Vise');
    await editProduct(adminToken, tool.id, {
      priceBreaks: [
        { minQuantity: 100, unitPrice: 11 },
        { minQuantity: 250, unitPrice: 9.75 },
      ],
    });
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_CUSTOMER);
    await goTo(page, `/purchase/${tool.id}`);

    const table = page.getByRole('table', { name: 'Price breaks' });
    await table.waitFor();
    await expect.poll(() => table.getByRole('row').allTextContents()).toEqual(['QuantityUnit price', '10–99$12.50', '100–249$11.00', '250+$9.75']);
    const unitPrice = page.getByTestId('unit-price');
    await expect.poll(() => unitPrice.textContent()).toBe('$12.50');
    await page.getByLabel('Quantity').fill('100');
    await page.getByText('Unit price: $11.00').waitFor();
    await page.getByText('Total: $1,100.00').waitFor();
    await page.getByLabel('Quantity').fill('250');
    await page.getByText('Unit price: $9.75').waitFor();
    await page.getByText('Total: $2,437.50').waitFor();

    // In the cart, the same breaks price the line as its quantity changes.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await toast(page, `250 × ${tool.name} added to your cart`);
    await goTo(page, '/cart');
    const line = page.getByRole('listitem', { name: tool.name });
    const cartUnitPrice = line.getByLabel(`Unit price of ${tool.name}`);
    const lineTotal = line.getByLabel(`Line total of ${tool.name}`);
    const appliedBreak = line.getByRole('table', { name: 'Price breaks' }).locator('tr[aria-current="true"]');
    await lineTotal.getByText('$2,437.50').waitFor();
    await expect.poll(() => cartUnitPrice.textContent()).toBe('$9.75');
    await expect.poll(() => appliedBreak.textContent()).toBe('250+$9.75');
    await page.screenshot({ path: '/tmp/cart-price-breaks.png', fullPage: true });
    await line.getByLabel('Quantity').fill('99');
    await lineTotal.getByText('$1,237.50').waitFor();
    await expect.poll(() => cartUnitPrice.textContent()).toBe('$12.50');
    await expect.poll(() => appliedBreak.textContent()).toBe('10–99$12.50');
    await line.getByLabel('Quantity').fill('100');
    await lineTotal.getByText('$1,100.00').waitFor();
    await expect.poll(() => cartUnitPrice.textContent()).toBe('$11.00');
    await expect.poll(() => appliedBreak.textContent()).toBe('100–249$11.00');
    await page.getByText('Subtotal: $1,100.00').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("puts an order's lines in the cart again at today's prices with 'Order again', naming the line no longer on sale", async () => {
    const [drill, saw] = await Promise.all([addTestTool(adminToken, 'Again Drill'), addTestTool(adminToken, 'Again Saw')]);
    const order = await placeCartOrder(customerToken, [
      { toolId: drill.id, quantity: 120 },
      { toolId: saw.id, quantity: 15 },
    ]);
    // Since the order: the drill has a price break, the saw has left the shop.
    await editProduct(adminToken, drill.id, { priceBreaks: [{ minQuantity: 100, unitPrice: 11 }] });
    await archiveProduct(adminToken, SEED_ADMIN.email, saw.id);

    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_CUSTOMER);
    await goTo(page, '/dashboard/myorder');
    const row = page.getByRole('row').filter({ hasText: order.product_name });
    const orderAgain = row.getByRole('button', { name: `Order again ${drill.name} and 1 more` });
    await orderAgain.waitFor();
    await orderAgain.click();

    await page.waitForURL((url) => url.pathname === '/cart');
    await toast(page, `Not added, no longer on sale or out of stock: ${saw.name}`);
    // The cart renders its lines after the navigation: read them only once the drill's line is there.
    const lines = page.getByRole('list', { name: 'Cart lines' });
    const line = lines.getByRole('listitem', { name: drill.name });
    await line.waitFor();
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => line.getByLabel('Quantity').inputValue()).toBe('120');
    await expect.poll(() => line.getByLabel(`Unit price of ${drill.name}`).textContent()).toBe('$11.00');
    await page.getByText('Subtotal: $1,320.00').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("downloads a paid order's invoice as a PDF from My orders", async () => {
    const tool = await addTestTool(adminToken, 'Invoiced Plane');
    const order = await placeOrder(customerToken, tool.id, 20);
    await payOrderForSetup(customerToken, order._id);
    const { invoiceNumber } = await eventually(
      () => readOrder(customerToken, order._id),
      (current) => current.invoiceNumber !== undefined,
      { timeoutMs: 20_000, what: `an invoice number for order ${order._id}` },
    );

    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_CUSTOMER);
    await goTo(page, '/dashboard/myorder');
    const download = page.waitForEvent('download');
    await rowOf(page, tool.name)
      .getByRole('button', { name: `Invoice ${invoiceNumber} (PDF)` })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    const text = await pdfText(readFileSync((await file.path())!));
    expect(text).toContain(`Invoice number ${invoiceNumber}`);
    expect(text).toContain(`${tool.name} 20 $12.50 $250.00`);
    expect(text).toContain('Total $250.00');
    expect(consoleErrors).toEqual([]);
  });
});
