/**
 * The owner's tools in a browser against the local stack: edit, archive and restore a product,
 * filter the orders and download them as CSV, the Sales page and the Audit log. The paid orders are
 * paid through the real payment flow (the stand-in's card confirmation, then PATCH /pay), since the
 * sales figures only move with it.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_EXPORT_COLUMNS } from '../../functions/admin/contract/sales.js';
import type { Order } from '../../functions/orders/contract/order.js';
import {
  addTestTool,
  appTokenOf,
  archiveProduct,
  editProduct,
  payOrderForSetup,
  placeOrder,
  readOrder,
  toolStatusInShop,
  waitForTopTool,
} from './dashboard-setup.js';
import { SEED_ADMIN, SEED_CUSTOMER, loginAs, useBrowser } from './support/browser.js';
import { confirmDialog, goTo, rowOf, toast } from './support/dashboard-page.js';

let adminToken: string;
let customerToken: string;
/** A tool with one paid order (paid by card through the API), and one with an unpaid order. */
let paidTool: { id: string; name: string };
let unpaidTool: { id: string; name: string };
let paidOrder: Order;

beforeAll(async () => {
  [adminToken, customerToken] = await Promise.all([appTokenOf(SEED_ADMIN), appTokenOf(SEED_CUSTOMER)]);
  [paidTool, unpaidTool] = await Promise.all([addTestTool(adminToken, 'Owner Paid Pliers'), addTestTool(adminToken, 'Owner Unpaid Punch')]);
  paidOrder = await placeOrder(customerToken, paidTool.id, 20);
  await placeOrder(customerToken, unpaidTool.id, 15);
  await payOrderForSetup(customerToken, paidOrder._id);
  expect((await readOrder(customerToken, paidOrder._id)).status).toBe('paid');
});

async function openAsAdmin(browser: ReturnType<typeof useBrowser>, path: string) {
  const opened = await browser.open('/');
  await loginAs(opened.page, SEED_ADMIN);
  await goTo(opened.page, path);
  return opened;
}

const productsTable = (page: Page) => page.getByRole('table', { name: 'All products' });
const archivedTable = (page: Page) => page.getByRole('table', { name: 'Deleted products' });

describe("the owner's tools", () => {
  const browser = useBrowser();

  it("edits a product's price in a dialog, and the list and the shop show the new price", async () => {
    const tool = await addTestTool(adminToken, 'Edited Edger');
    const { page, consoleErrors } = await openAsAdmin(browser, '/dashboard/manageproducts');

    const row = productsTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: tool.name, exact: true }) });
    await row.getByRole('button', { name: `Edit ${tool.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${tool.name}` });
    await expect.poll(() => dialog.getByLabel('Price per unit ($)').inputValue()).toBe('12.5');
    await dialog.getByLabel('Price per unit ($)').fill('0');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Price must be more than 0').waitFor();
    await dialog.getByLabel('Price per unit ($)').fill('19.99');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, "You've updated a product");
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: '$19.99' }).waitFor();

    await goTo(page, `/purchase/${tool.id}`);
    await page.getByText('19.99').first().waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('archives a product after confirming: it leaves the shop and shows apart; Restore brings it back', async () => {
    const tool = await addTestTool(adminToken, 'Archived Awl');
    const { page, consoleErrors } = await openAsAdmin(browser, '/dashboard/manageproducts');

    const inShop = productsTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: tool.name, exact: true }) });
    await inShop.getByRole('button', { name: `Delete ${tool.name}` }).click();
    await confirmDialog(page, 'Delete this product?', 'Delete');
    await toast(page, "You've deleted a product");
    await inShop.waitFor({ state: 'detached' });
    const archived = archivedTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: tool.name, exact: true }) });
    await archived.waitFor();
    expect(await toolStatusInShop(tool.id)).toBe(404);

    await archived.getByRole('button', { name: `Restore ${tool.name}` }).click();
    await toast(page, "You've restored a product");
    await archived.waitFor({ state: 'detached' });
    await inShop.waitFor();
    expect(await toolStatusInShop(tool.id)).toBe(200);
    expect(consoleErrors).toEqual([]);
  });

  it('filters the orders by status, kept in the address', async () => {
    const { page, consoleErrors } = await openAsAdmin(browser, '/dashboard/manageallorders');
    await rowOf(page, unpaidTool.name).waitFor();

    await page.getByLabel('Status').selectOption({ label: 'Paid' });
    await page.waitForURL((url) => url.searchParams.get('status') === 'paid');
    await rowOf(page, unpaidTool.name).waitFor({ state: 'detached' });
    await rowOf(page, paidTool.name).getByRole('button', { name: 'Pending' }).waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'All orders' }).getByText('Not paid', { exact: true }).count()).toBe(0);

    await page.reload();
    await rowOf(page, paidTool.name).waitFor();
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('paid');
    await page.getByLabel('Status').selectOption({ label: 'Not paid' });
    await rowOf(page, unpaidTool.name).waitFor();
    await expect.poll(() => rowOf(page, paidTool.name).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('downloads the orders of the last 30 days as CSV', async () => {
    const { page, consoleErrors } = await openAsAdmin(browser, '/dashboard/manageallorders');
    const form = page.getByRole('form', { name: 'Download orders as CSV' });
    const from = await form.getByLabel('From').inputValue();
    await expect.poll(() => form.getByLabel('To').inputValue()).toBe(new Date().toISOString().slice(0, 10));
    const to = await form.getByLabel('To').inputValue();

    const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`orders-${from}-to-${to}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toBe(ORDERS_EXPORT_COLUMNS.join(','));
    const paidRow = rows.find((row) => row.includes(paidOrder._id));
    expect(paidRow).toBeDefined();
    expect(paidRow).toContain(SEED_CUSTOMER.email);
    expect(paidRow).toContain(paidTool.name);
    expect(paidRow).toContain('paid');
    expect(consoleErrors).toEqual([]);
  });

  it("shows the Sales page: the revenue chart and 'Orders to ship'", async () => {
    await waitForTopTool(adminToken, paidTool.name);
    const { page, consoleErrors } = await openAsAdmin(browser, '/dashboard/sales');
    await page.getByRole('heading', { name: 'Sales', exact: true }).waitFor();
    const chart = page.getByRole('img', { name: /Revenue per day/ });
    await chart.waitFor();
    expect(await chart.evaluate((element) => element.tagName)).toBe('CANVAS');
    expect(await chart.evaluate((element) => (element as HTMLCanvasElement).width)).toBeGreaterThan(0);
    const toShip = page.getByText('Orders to ship', { exact: true });
    await toShip.waitFor();
    await expect.poll(async () => Number(await toShip.locator('xpath=following-sibling::dd[1]').textContent())).toBeGreaterThanOrEqual(1);
    await page.getByRole('table', { name: 'Top tools' }).getByRole('rowheader', { name: paidTool.name, exact: true }).waitFor();

    await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
    await page.getByText('Revenue, last 7 days').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('lists the edit and archive of a product in the Audit log, newest first', async () => {
    const tool = await addTestTool(adminToken, 'Audited Adze');
    await editProduct(adminToken, tool.id, { price: 21 });
    await archiveProduct(adminToken, SEED_ADMIN.email, tool.id);
    const { page, consoleErrors } = await openAsAdmin(browser, '/dashboard/auditlog');

    const table = page.getByRole('table', { name: 'Audit log' });
    await table.waitFor();
    const entriesOf = (action: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: action, exact: true }) })
        .filter({ hasText: tool.id });
    const edited = entriesOf('Edited a product');
    const archived = entriesOf('Archived a product');
    await edited.waitFor();
    await archived.waitFor();
    await expect.poll(() => edited.getByRole('cell').nth(1).textContent()).toBe(SEED_ADMIN.email);
    await expect.poll(() => edited.getByRole('cell').nth(2).textContent()).toBe(`${tool.name} Product ${tool.id}`);
    await expect.poll(() => edited.textContent()).toMatch(/price: 12\.5\s*→\s*changed to\s*21/);
    await expect.poll(() => archived.getByRole('cell').nth(1).textContent()).toBe(SEED_ADMIN.email);
    const rows = await table.getByRole('row').allTextContents();
    const position = (action: string) => rows.findIndex((row) => row.includes(tool.id) && row.includes(action));
    expect(position('Archived a product')).toBeLessThan(position('Edited a product'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });
});
