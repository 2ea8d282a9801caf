import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTestTool, appTokenOf, availableStock } from './dashboard-setup.js';
import { seriousAccessibilityViolations } from './support/axe.js';
import { goTo, toast } from './support/dashboard-page.js';
import { SEED_ADMIN, SEED_CUSTOMER, submitLogin, useBrowser, webUrl } from './support/browser.js';

/** 'Add to cart' on the tool's product page (/tools/{id}), which a visitor may use. */
async function addToCart(page: Page, tool: { id: string; name: string }, quantity: number) {
  await goTo(page, `/tools/${tool.id}`);
  await page.getByRole('heading', { level: 1, name: tool.name }).waitFor();
  await page.getByLabel('Quantity').fill(String(quantity));
  await page.getByRole('button', { name: 'Add to cart' }).click();
}

const cartLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart \(\d+\)$/ });

let adminToken: string;

beforeAll(async () => {
  adminToken = await appTokenOf(SEED_ADMIN);
});

describe('a cart checked out as one order', () => {
  const browser = useBrowser();

  it('is filled by a visitor on the product pages, kept through a reload and the login at checkout, placed as one order of every line and paid with 4242', async () => {
    const [vise, clamp] = await Promise.all([addTestTool(adminToken, 'Cart Vise'), addTestTool(adminToken, 'Cart Clamp')]);
    // A visitor, never signed in, fills the cart from the product pages.
    const { page, consoleErrors } = await browser.open('/');
    await addToCart(page, vise, 10);
    await toast(page, `10 × ${vise.name} added to your cart`);
    await addToCart(page, clamp, 10);
    await toast(page, `10 × ${clamp.name} added to your cart`);
    await addToCart(page, clamp, 10);
    // The same tool adds to its line.
    await page.waitForFunction(() => (JSON.parse(localStorage.getItem('storefront.cart') ?? '[]') as { quantity: number }[])[1]?.quantity === 20);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    // The cart survives a reload.
    await page.goto(webUrl('/cart'));
    await page.reload();
    // The app renders over the page's HTML once it has painted (its navbar then shows the cart).
    const lines = page.getByRole('list', { name: 'Cart lines' });
    await lines.waitFor();
    await expect.poll(() => cartLink(page).textContent()).toBe('Cart (2)');
    await expect.poll(() => lines.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => lines.getByLabel('Quantity').nth(1).inputValue()).toBe('20');
    await page.getByText('Subtotal: $375.00').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // A quantity outside the tool's range is told with the purchase form's message and holds the checkout back.
    await lines.getByLabel('Quantity').first().fill('5');
    await page.getByText('Minimum quantity must be 10').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
    await lines.getByLabel('Quantity').first().fill('12');

    // Checkout asks the visitor to sign in and comes back to the cart, still holding both lines.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, SEED_CUSTOMER);
    await page.waitForURL((url) => url.pathname === '/cart');
    await expect.poll(() => cartLink(page).textContent()).toBe('Cart (2)');
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByLabel('Address').fill('12 Mill Road, Leeds');
    await checkout.getByLabel('Phone number').fill('01712345678');
    await checkout.getByLabel('PO number').fill('PO-2211');
    const before = await Promise.all([availableStock(vise.id), availableStock(clamp.id)]);
    await checkout.getByRole('button', { name: 'Place order' }).click();

    // The pay page opens at once with the order the answer held.
    await page.waitForURL(/\/dashboard\/buy\/.+/);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByText(`${vise.name} and 1 more`, { exact: true }).waitFor();
    await summary.getByText('PO-2211', { exact: true }).waitFor();
    await expect.poll(() => summary.getByRole('rowheader').allTextContents()).toEqual([vise.name, clamp.name]);
    await expect.poll(() => cartLink(page).textContent()).toBe('Cart (0)');
    expect(await Promise.all([availableStock(vise.id), availableStock(clamp.id)])).toEqual([before[0]! - 12, before[1]! - 20]);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await toast(page, 'Congress! your payment is completed');
    await page.waitForURL((url) => url.pathname === '/dashboard/myorder');
    const row = page.getByRole('row').filter({ hasText: `${vise.name} and 1 more` });
    await row.getByText('Paid', { exact: true }).waitFor();
    const orderLines = row.getByRole('list', { name: `Lines of ${vise.name} and 1 more` });
    await expect.poll(() => orderLines.getByRole('listitem').allTextContents()).toEqual([`12 × ${vise.name}`, `20 × ${clamp.name}`]);
    expect(consoleErrors).toEqual([]);
  });
});
