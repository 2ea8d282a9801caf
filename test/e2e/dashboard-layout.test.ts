import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTestTool, appTokenOf, deliverOrder, payOrderForSetup, placeOrder } from './dashboard-setup.js';
import { seriousAccessibilityViolations } from './support/axe.js';
import { MOBILE_VIEWPORT, SEED_ADMIN, SEED_CUSTOMER, loginAs, useBrowser, webUrl, type SeedAccount } from './support/browser.js';

const SCREENS = 'test-results/screens';
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

interface DashboardPage {
  path: string;
  account: SeedAccount;
  heading: string;
  /** What shows once the page has its data. */
  ready: (page: Page) => Promise<void>;
}

const table = (name: string) => (page: Page) => page.getByRole('table', { name }).waitFor();
const form = (name: string) => (page: Page) => page.getByRole('form', { name }).waitFor();

const PAGES: DashboardPage[] = [
  { path: '/dashboard/myprofile', account: SEED_CUSTOMER, heading: 'My Profile', ready: form('Update your information') },
  { path: '/dashboard/myorder', account: SEED_CUSTOMER, heading: 'My Orders', ready: table('Your orders') },
  { path: '/dashboard/addareview', account: SEED_CUSTOMER, heading: 'Add A Review', ready: form('Add a review') },
  { path: '/dashboard/manageallorders', account: SEED_ADMIN, heading: 'Manage All Orders', ready: table('All orders') },
  { path: '/dashboard/makeaadmin', account: SEED_ADMIN, heading: 'Make Admin', ready: table('All users') },
  { path: '/dashboard/addaproduct', account: SEED_ADMIN, heading: 'Add A Product', ready: form('Add a product') },
  { path: '/dashboard/manageproducts', account: SEED_ADMIN, heading: 'Manage Products', ready: table('All products') },
  { path: '/dashboard/managereviews', account: SEED_ADMIN, heading: 'Manage reviews', ready: table('All reviews') },
  { path: '/dashboard/sales', account: SEED_ADMIN, heading: 'Sales', ready: (page) => page.getByRole('img', { name: /Revenue per day/ }).waitFor() },
  { path: '/dashboard/auditlog', account: SEED_ADMIN, heading: 'Audit log', ready: table('Audit log') },
];

beforeAll(async () => {
  // Orders in each status, so the order tables show every kind of status cell.
  const [adminToken, customerToken] = await Promise.all([appTokenOf(SEED_ADMIN), appTokenOf(SEED_CUSTOMER)]);
  // The longest SKU a product can have (32 characters, no place to break) in the products table at 375px.
  const tool = await addTestTool(adminToken, 'Layout Lathe', undefined, { sku: `LAYOUT${randomUUID().replaceAll('-', '').slice(0, 26)}` });
  const [unpaid, paid, delivered] = [
    await placeOrder(customerToken, tool.id, 10),
    await placeOrder(customerToken, tool.id, 11),
    await placeOrder(customerToken, tool.id, 12),
  ];
  expect(unpaid.status).toBe('Not paid');
  await payOrderForSetup(customerToken, paid._id);
  await payOrderForSetup(customerToken, delivered._id);
  await deliverOrder(adminToken, delivered._id);
});

describe('the dashboard pages at 1280px and 375px', () => {
  const browser = useBrowser();

  for (const viewport of [DESKTOP_VIEWPORT, MOBILE_VIEWPORT]) {
    for (const account of [SEED_CUSTOMER, SEED_ADMIN]) {
      const pages = PAGES.filter((p) => p.account === account);
      it(`shows the ${account.role} pages at ${viewport.width}px without page-wide horizontal scrolling or serious accessibility problems`, async () => {
        mkdirSync(SCREENS, { recursive: true });
        const { page, consoleErrors } = await browser.open('/', { viewport });
        await loginAs(page, account);
        for (const dashboardPage of pages) {
          await page.goto(webUrl(dashboardPage.path));
          await page.getByRole('heading', { name: dashboardPage.heading, exact: true }).waitFor();
          await dashboardPage.ready(page);
          await page.screenshot({ path: `${SCREENS}/${dashboardPage.path.slice(1)}-${viewport.width}.png`, fullPage: true });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, dashboardPage.path).toBeLessThanOrEqual(0);
          // Nor is a table wider than its card, which would cut off what sticks out (the card clips it).
          const cutOff = await page.evaluate(() =>
            [...document.querySelectorAll('main .card > table')]
              .filter((table) => table.getBoundingClientRect().width > table.parentElement!.clientWidth)
              .map((table) => table.querySelector('caption')?.textContent),
          );
          expect(cutOff, dashboardPage.path).toEqual([]);
          expect(await seriousAccessibilityViolations(page), dashboardPage.path).toEqual([]);
          // Selects, text and date fields side by side in a form line up: one height for all of them.
          const controlHeights = await page.evaluate(() =>
            [...document.querySelectorAll('select.input, input.input:not([type="checkbox"]):not([type="radio"])')].map(
              (control) => control.getBoundingClientRect().height,
            ),
          );
          expect(new Set(controlHeights).size, `${dashboardPage.path}: ${controlHeights.join(', ')}`).toBeLessThanOrEqual(1);
        }
        expect(consoleErrors).toEqual([]);
      });
    }
  }
});
