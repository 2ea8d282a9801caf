import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addTestTool, appTokenOf, placeOrder } from './dashboard-setup.js';
import { seriousAccessibilityViolations } from './support/axe.js';
import { toast } from './support/dashboard-page.js';
import { SEED_ADMIN, SEED_CUSTOMER, loginAs, useBrowser, webUrl } from './support/browser.js';

const goTo = (page: Page, path: string) => page.goto(webUrl(path));

const rowOf = (page: Page, name: string): Locator => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  [adminToken, customerToken] = await Promise.all([appTokenOf(SEED_ADMIN), appTokenOf(SEED_CUSTOMER)]);
});

describe('paying for an order by card', () => {
  const browser = useBrowser();

  it("pays with 4242 4242 4242 4242 and sees 'Paid'; once the admin delivers it both see 'Shipped'", async () => {
    const tool = await addTestTool(adminToken, 'Paid Plane');
    await placeOrder(customerToken, tool.id, 25);
    const customer = await browser.open('/');
    const requested: string[] = [];
    customer.page.on('request', (request) => requested.push(request.url()));
    await loginAs(customer.page, SEED_CUSTOMER);

    await goTo(customer.page, '/dashboard/myorder');
    await rowOf(customer.page, tool.name).getByRole('link', { name: 'Buy Now' }).click();
    await customer.page.waitForURL(/\/dashboard\/buy\/.+/);
    const summary = customer.page.getByRole('region', { name: 'Order summary' });
    await summary.getByText(tool.name, { exact: true }).waitFor();
    await expect.poll(() => summary.getByRole('definition').allTextContents()).toEqual([expect.any(String), tool.name, '25', '$312.50']);

    expect(await seriousAccessibilityViolations(customer.page)).toEqual([]);
    await payWithCard(customer.page, '4242 4242 4242 4242');
    await toast(customer.page, 'Congress! your payment is completed');
    await customer.page.waitForURL((url) => url.pathname === '/dashboard/myorder');
    const customerRow = rowOf(customer.page, tool.name);
    await customerRow.getByText('Paid', { exact: true }).waitFor();

    const admin = await browser.open('/');
    await loginAs(admin.page, SEED_ADMIN);
    await goTo(admin.page, '/dashboard/manageallorders');
    const adminRow = rowOf(admin.page, tool.name);
    await adminRow.getByRole('button', { name: 'Pending' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Confirm delivery?' });
    await dialog.getByRole('button', { name: 'Delivered', exact: true }).click();
    await adminRow.getByText('Shipped', { exact: true }).waitFor();

    await customer.page.reload();
    await customerRow.getByText('Shipped', { exact: true }).waitFor();
    expect([...customer.consoleErrors, ...admin.consoleErrors]).toEqual([]);
    // Locally the plain card form talks to the stand-in: Stripe.js and the Elements form never load.
    expect(requested.filter((url) => url.includes('stripe.com') || url.includes('stripe-card-form'))).toEqual([]);
  });

  it("shows the card provider's message for a declined card and leaves the order 'Not paid'", async () => {
    const tool = await addTestTool(adminToken, 'Declined Dowel');
    const order = await placeOrder(customerToken, tool.id, 10);
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_CUSTOMER);

    await goTo(page, `/dashboard/buy/${order._id}`);
    await payWithCard(page, '4000 0000 0000 9995');
    await toast(page, 'Your card has insufficient funds.');
    expect(new URL(page.url()).pathname).toBe(`/dashboard/buy/${order._id}`);

    await goTo(page, '/dashboard/myorder');
    await rowOf(page, tool.name).getByRole('link', { name: 'Buy Now' }).waitFor();
    // The browser logs the provider's 402 answer itself; nothing else may fail.
    const paymentUrl = inject('e2eStack').paymentUrl;
    expect(consoleErrors.filter((line) => !(line.includes('402') && line.includes(new URL(paymentUrl).port)))).toEqual([]);
  });
});
