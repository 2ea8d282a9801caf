/**
 * Paying on account in the browser, one story: a buyer of a company on Net 30 checks out on account;
 * the company admin sees the statement and downloads its PDF; the shop admin records part of a
 * payment in Manage all orders, and the statement follows (balance and the invoice's state).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dollarsText } from '../../functions/platform/contract/money.js';
import { addTestTool, appTokenOf, companyWithBuyer, signUpFreshCustomer, tradeStatement } from './dashboard-setup.js';
import { goTo, toast } from './support/dashboard-page.js';
import { SEED_ADMIN, loginAs, submitLogin, useBrowser } from './support/browser.js';

const money = (cents: number) => dollarsText(cents, { grouped: true });

/** The statement's figure under `label` ('Balance', 'Credit available'). */
const figure = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

let adminToken: string;

beforeAll(async () => {
  adminToken = await appTokenOf(SEED_ADMIN);
});

describe('paying on account', () => {
  const browser = useBrowser();

  it('checks out on account, shows the statement and its PDF, and follows a payment the shop records', { timeout: 300_000 }, async () => {
    const tool = await addTestTool(adminToken, 'Account Drill');
    const [owner, buyerAccount] = await Promise.all([signUpFreshCustomer('account-owner'), signUpFreshCustomer('account-buyer')]);
    await companyWithBuyer(adminToken, owner, buyerAccount, { netDays: 30, creditLimitCents: 1_000_000 });

    // 1. The buyer checks out 10 drills on account: no card step, the order placed with its due date.
    const buyer = await browser.open('/login');
    await submitLogin(buyer.page, buyerAccount);
    await goTo(buyer.page, `/tools/${tool.id}`);
    await buyer.page.getByRole('heading', { level: 1, name: tool.name }).waitFor();
    await buyer.page.getByLabel('Quantity').fill('10');
    await buyer.page.getByRole('button', { name: 'Add to cart' }).click();
    await toast(buyer.page, `10 × ${tool.name} added to your cart`);
    await goTo(buyer.page, '/cart');
    await buyer.page.getByRole('button', { name: 'Checkout' }).click();
    const checkout = buyer.page.getByRole('form', { name: 'Checkout' });
    await checkout.getByLabel('Address').fill('2 Site Road, Leeds');
    await checkout.getByLabel('Phone number').fill('01712345678');
    await checkout.getByRole('radio', { name: 'Pay on account (Net 30)' }).check();
    await checkout.getByRole('button', { name: 'Place order' }).click();
    const placed = buyer.page.getByRole('status', { name: 'Order placed on account' });
    await placed.getByText('Due date').waitFor();
    expect(buyer.page.url()).toMatch(/\/cart/);

    // 2. The company admin opens the statement from /trade: the invoice open, the balance its amount.
    const { invoices } = await tradeStatement(owner.token);
    expect(invoices).toHaveLength(1);
    const invoice = invoices[0]!;
    const companyAdmin = await browser.open('/login');
    await submitLogin(companyAdmin.page, owner);
    await goTo(companyAdmin.page, '/trade');
    await companyAdmin.page.getByRole('link', { name: /^Statement/ }).click();
    await figure(companyAdmin.page, 'Balance').getByText(money(invoice.amountCents), { exact: true }).waitFor();
    const invoiceRow = companyAdmin.page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1);
    await invoiceRow.getByText('Open', { exact: true }).waitFor();
    await invoiceRow.getByText(invoice.dueDate, { exact: true }).waitFor();

    const [download] = await Promise.all([companyAdmin.page.waitForEvent('download'), companyAdmin.page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(
      readFileSync(await download.path())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');

    // 3. The shop admin records $50.00 received by transfer.
    const shop = await browser.open('/');
    await loginAs(shop.page, SEED_ADMIN);
    await goTo(shop.page, `/dashboard/manageallorders?buyer=${encodeURIComponent(buyerAccount.email)}`);
    const orderRow = shop.page.getByRole('row').filter({ hasText: tool.name });
    await orderRow.getByText(`Due ${invoice.dueDate}`).waitFor();
    await orderRow.getByRole('button', { name: /^Record payment/ }).click();
    const dialog = shop.page.getByRole('dialog');
    await dialog.getByLabel('Amount ($)').fill('50');
    await dialog.getByLabel('Reference').fill('BACS 4711');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await toast(shop.page, 'Payment of $50.00 recorded');
    await orderRow.getByText(`Paid $50.00 of ${money(invoice.amountCents)}`).waitFor();

    // 4. The statement follows: $50.00 less owed, the invoice partly paid.
    await companyAdmin.page.reload();
    await figure(companyAdmin.page, 'Balance')
      .getByText(money(invoice.amountCents - 5_000), { exact: true })
      .waitFor();
    await invoiceRow.getByText('Partly paid', { exact: true }).waitFor();
    await invoiceRow.getByText('$50.00', { exact: true }).waitFor();
    mkdirSync('test-results/screens', { recursive: true });
    await companyAdmin.page.screenshot({ path: 'test-results/screens/trade-statement.png', fullPage: true });

    const uncaught = [...buyer.consoleErrors, ...companyAdmin.consoleErrors, ...shop.consoleErrors].filter((error) => error.startsWith('Uncaught'));
    expect(uncaught).toEqual([]);
  });
});
