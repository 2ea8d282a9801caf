/** Reviews in the browser: the form offers only bought tools, tools show their stars, admins moderate. */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTestTool, appTokenOf, payOrderForSetup, placeOrder, signUpFreshCustomer } from './dashboard-setup.js';
import { toast } from './support/dashboard-page.js';
import { SEED_ADMIN, loginAs, useBrowser, webUrl, type SeedAccount } from './support/browser.js';

const goTo = (page: Page, path: string) => page.goto(webUrl(path));
const asSeedAccount = (account: { email: string; password: string }, displayName: string): SeedAccount => ({ ...account, displayName, role: 'user' });

/** The rating shown for a tool: its text alternative (stars and the number of reviews). */
const ratingLabel = (page: Page, scope: string) =>
  page
    .locator(scope)
    .getByRole('img', { name: /^Rated / })
    .first()
    .getAttribute('aria-label');

describe('reviews in the shop', () => {
  const browser = useBrowser();
  let adminToken: string;
  let tool: { id: string; name: string };
  let buyer: SeedAccount;

  beforeAll(async () => {
    adminToken = await appTokenOf(SEED_ADMIN);
    tool = await addTestTool(adminToken, 'Starred Spokeshave');
    const account = await signUpFreshCustomer('reviewer');
    const order = await placeOrder(account.token, tool.id, 10);
    await payOrderForSetup(account.token, order._id);
    buyer = asSeedAccount(account, 'Reviewer');
  });

  it('tells a customer who bought nothing that only bought tools can be reviewed, and shows no form', async () => {
    const newcomer = await signUpFreshCustomer('newcomer');
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, asSeedAccount(newcomer, 'Newcomer'));

    await goTo(page, '/dashboard/addareview');

    await page.getByText('You can review only tools you have bought').waitFor();
    await expect.poll(() => page.getByRole('form', { name: 'Add a review' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('offers the buyer only the tool they bought; the review then shows as stars with the count on the tool card and the purchase page', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, buyer);

    await goTo(page, '/dashboard/addareview');
    const product = page.getByLabel('Product');
    await product.locator('option', { hasText: tool.name }).waitFor({ state: 'attached' });
    await expect.poll(() => product.locator('option').allTextContents()).toEqual(['Choose a product', tool.name]);
    await product.selectOption(tool.name);
    await page.getByLabel('Comment').fill('Takes a fine shaving.');
    await page.getByLabel(/Rating/).fill('4');
    await page.getByRole('button', { name: 'Add review' }).click();
    await toast(page, 'Congratulation you review a product');

    await goTo(page, `/purchase/${tool.id}`);
    await page.getByRole('heading', { name: tool.name }).waitFor();
    expect(await ratingLabel(page, 'article')).toBe('Rated 4 out of 5 from 1 review');

    await goTo(page, '/');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: tool.name }) });
    await card.waitFor();
    await expect.poll(() => card.getByRole('img', { name: /^Rated / }).getAttribute('aria-label')).toBe('Rated 4 out of 5 from 1 review');
    expect(consoleErrors).toEqual([]);
  });

  it('lets an admin hide a review from Manage reviews after confirming; the tool loses its stars', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_ADMIN);

    await goTo(page, '/dashboard');
    await page.getByRole('link', { name: 'Manage reviews' }).click();
    await page.getByRole('heading', { name: 'Manage reviews', exact: true }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: tool.name, exact: true }) });
    await row.getByRole('button', { name: /^Hide/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide this review?' });
    await dialog.getByRole('button', { name: 'Hide review', exact: true }).click();
    await toast(page, 'The review is hidden');
    await row.getByText('Hidden', { exact: true }).waitFor();

    await goTo(page, `/purchase/${tool.id}`);
    await page.locator('article').getByText('No reviews yet').waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
