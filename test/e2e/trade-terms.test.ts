/** Trade terms in the browser: price breaks on the purchase form, and a paid order's invoice downloaded from My orders. */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTestTool, appTokenOf, editProduct, payOrderForSetup, placeOrder, readOrder } from './dashboard-setup.js';
import { goTo, rowOf } from './support/dashboard-page.js';
import { SEED_ADMIN, SEED_CUSTOMER, loginAs, useBrowser } from './support/browser.js';
import { pdfText } from '../support/trade-documents.js';

let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  [adminToken, customerToken] = await Promise.all([appTokenOf(SEED_ADMIN), appTokenOf(SEED_CUSTOMER)]);
});

describe('trade terms', () => {
  const browser = useBrowser();

  it('shows the price breaks and changes the unit price and total as the quantity reaches each break', async () => {
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
    expect(await table.getByRole('row').allTextContents()).toEqual(['QuantityUnit price', '10–99$12.50', '100–249$11.00', '250+$9.75']);
    const unitPrice = page.getByTestId('unit-price');
    expect(await unitPrice.textContent()).toBe('$12.50');
    await page.getByLabel('Quantity').fill('100');
    await page.getByText('Unit price: $11.00').waitFor();
    await page.getByText('Total: $1,100.00').waitFor();
    await page.getByLabel('Quantity').fill('250');
    await page.getByText('Unit price: $9.75').waitFor();
    await page.getByText('Total: $2,437.50').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("downloads a paid order's invoice as a PDF from My orders", async () => {
    const tool = await addTestTool(adminToken, 'Invoiced Plane');
    const order = await placeOrder(customerToken, tool.id, 20);
    await payOrderForSetup(customerToken, order._id);
    for (let attempt = 0; !(await readOrder(customerToken, order._id)).invoiceNumber; attempt++) {
      if (attempt > 100) throw new Error('The order got no invoice number');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { invoiceNumber } = await readOrder(customerToken, order._id);

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
