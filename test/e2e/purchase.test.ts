import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.js';
import { SEED_CUSTOMER, loginAs, useBrowser } from './support/browser.js';
import { openFirstTool } from './support/purchase-page.js';

describe('a customer buying a tool', () => {
  const browser = useBrowser();

  it('is warned and cannot submit while the quantity is out of range', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_CUSTOMER);
    const { available, minimum } = await openFirstTool(page);
    const purchase = page.getByRole('button', { name: 'Purchase' });
    const quantity = page.getByLabel('Quantity');
    await expect.poll(async () => Number(await quantity.inputValue())).toBe(Math.min(Math.max(50, minimum), available));

    await quantity.fill(String(available + 1));
    await page.getByText(`minimum quantity is ${minimum} and maximum quantity is ${available}`).waitFor();
    await expect.poll(() => purchase.isDisabled()).toBe(true);
    await quantity.fill(String(minimum));
    await expect.poll(() => purchase.isEnabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('places an order, is told so, sees the stock go down and keeps the way to payment', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_CUSTOMER);
    const { available, minimum } = await openFirstTool(page);
    await page.getByLabel('Address').fill('12 Mill Road, Leeds');
    await page.getByLabel('Phone number').fill('01712345678');
    await page.getByLabel('Quantity').fill(String(minimum));
    await page.getByRole('button', { name: 'Purchase' }).click();
    await page.getByText('Congress you add a product to my order').waitFor();
    await page
      .getByRole('article')
      .getByText(String(available - minimum), { exact: true })
      .waitFor();
    // The new stock level starts the form over; the link to pay must outlive it.
    await page.getByRole('link', { name: 'See your orders and pay' }).click();
    await page.waitForURL('**/dashboard/myorder');
    expect(consoleErrors).toEqual([]);
  });
});
