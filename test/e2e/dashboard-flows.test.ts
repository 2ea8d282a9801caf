import { beforeAll, describe, expect, it } from 'vitest';
import { skuFromId } from '../../functions/catalog/contract/packs.js';
import { addTestTool, appTokenOf, availableStock, payOrderForSetup, placeOrder, roleOf, signUpFreshCustomer } from './dashboard-setup.js';
import { SEED_ADMIN, SEED_CUSTOMER, loginAs, useBrowser } from './support/browser.js';
import { confirmDialog, goTo, rowOf, toast } from './support/dashboard-page.js';

let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  [adminToken, customerToken] = await Promise.all([appTokenOf(SEED_ADMIN), appTokenOf(SEED_CUSTOMER)]);
});

describe('the customer dashboard', () => {
  const browser = useBrowser();

  it("orders a tool, sees it in My Orders as 'Not paid' with Buy Now, and cancels it after confirming", async () => {
    const tool = await addTestTool(adminToken, 'Cancel Me Clamp');
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_CUSTOMER);

    await goTo(page, `/purchase/${tool.id}`);
    await page.getByLabel('Address').fill('7 Foundry Lane, Leeds');
    await page.getByLabel('Phone number').fill('01712345678');
    await page.getByLabel('Quantity').fill('40');
    await page.getByRole('button', { name: 'Purchase' }).click();
    await toast(page, 'Congress you add a product to my order');
    expect(await availableStock(tool.id)).toBe(460);
    // The toast leaves the sticky navbar's links uncovered.
    const toastBox = await page.getByRole('status').filter({ hasText: 'Congress you add a product to my order' }).first().boundingBox();
    const navbarBox = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(toastBox!.y).toBeGreaterThan(navbarBox!.y + navbarBox!.height);

    await goTo(page, '/dashboard/myorder');
    const row = rowOf(page, tool.name);
    await row.waitFor();
    // The line's SKU (made from the tool's id), 'Buy Now', and when the order's hold on the stock ends; no invoice yet.
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual([
        skuFromId(tool.id),
        '40',
        '7 Foundry Lane, Leeds',
        expect.stringMatching(/^Buy NowPay by \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/),
        '—',
        `Cancel the order for ${tool.name}`,
        `Order again ${tool.name}`,
      ]);
    await expect.poll(() => row.getByRole('link', { name: 'Buy Now' }).getAttribute('href')).toMatch(/^\/dashboard\/buy\/.+/);

    await row.getByRole('button', { name: `Cancel the order for ${tool.name}` }).click();
    await confirmDialog(page, 'Cancel this order?', 'Cancel order');
    await toast(page, `You deleted ${tool.name} form your order list`);
    await row.waitFor({ state: 'detached' });
    expect(await availableStock(tool.id)).toBe(500); // the stock came back
    expect(consoleErrors).toEqual([]);
  });

  it("updates the profile: empty fields read 'not set yet' until saved", async () => {
    const customer = await signUpFreshCustomer('profile');
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, { ...customer, displayName: 'Profile Person', role: 'user' });

    await goTo(page, '/dashboard/myprofile');
    const details = page.getByRole('region', { name: 'Your information' });
    await details.getByText(customer.email, { exact: true }).waitFor();
    await expect.poll(() => details.getByText('not set yet', { exact: true }).count()).toBe(4);

    const form = page.getByRole('form', { name: 'Update your information' });
    await form.getByRole('button', { name: 'Update' }).click();
    await form.getByText('Education is required').waitFor();
    await form.getByLabel('Education').fill('BSc Mechanical Engineering');
    await form.getByLabel('Location').fill('Leeds');
    await form.getByLabel('Phone').fill('01712345678');
    await form.getByLabel('Linkedin').fill('https://www.linkedin.com/in/profile-person');
    await form.getByRole('button', { name: 'Update' }).click();
    await toast(page, "You've updated your information");
    await details.getByText('BSc Mechanical Engineering').waitFor();
    await expect.poll(() => details.getByText('not set yet', { exact: true }).count()).toBe(0);

    await page.reload();
    await details.getByText('https://www.linkedin.com/in/profile-person').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('reviews a tool the customer bought', async () => {
    const tool = await addTestTool(adminToken, 'Reviewed Rasp');
    await payOrderForSetup(customerToken, (await placeOrder(customerToken, tool.id, 10))._id);
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_CUSTOMER);

    await goTo(page, '/dashboard/addareview');
    const product = page.getByLabel('Product');
    await product.selectOption(tool.name);
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(SEED_CUSTOMER.email);
    await page.getByLabel('Comment').fill('Cuts fast and clean.');
    await page.getByLabel(/Rating/).fill('6');
    await page.getByRole('button', { name: 'Add review' }).click();
    await page.getByText('Maximum value must be 5').waitFor();
    await page.getByLabel(/Rating/).fill('4');
    await page.getByRole('button', { name: 'Add review' }).click();
    await toast(page, 'Congratulation you review a product');
    await expect.poll(() => product.inputValue()).toBe(''); // a fresh form for the next review

    await goTo(page, '/');
    await page.getByRole('region', { name: 'Reviews' }).getByText('Cuts fast and clean.').waitFor();
    expect(consoleErrors).toEqual([]);
  });
});

describe('the admin dashboard', () => {
  const browser = useBrowser();

  it('adds a product, finds it on Manage Products, and archives it after confirming', async () => {
    const name = `Admin Added Anvil ${Date.now()}`;
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_ADMIN);

    await goTo(page, '/dashboard/addaproduct');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText('Image URL is required').waitFor();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('Forged steel anvil, 25 kg.');
    await page.getByLabel('Available').fill('120');
    await page.getByLabel('Minimum order').fill('5');
    await page.getByLabel('Price per unit ($)').fill('149.99');
    await page.getByLabel('Image URL').fill('/images/tools/hammer.svg');
    await page.getByRole('button', { name: 'Add product' }).click();
    await toast(page, "You've added a product");
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe(''); // a fresh form for the next product

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage products' }).click();
    const row = rowOf(page, name);
    await row.waitFor();
    // The SKU is made from the new tool's id (upper-case); the pack size is 1 when none is given.
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual(['', expect.stringMatching(/^[0-9A-F]{32}$/), '120', '1', '$149.99', `Edit ${name}`, `Delete ${name}`]);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await confirmDialog(page, 'Delete this product?', 'Delete');
    await toast(page, "You've deleted a product");
    await page.reload();
    const products = page.getByRole('table', { name: 'All products' });
    await products.waitFor();
    await expect.poll(() => products.getByRole('rowheader', { name, exact: true }).count()).toBe(0);
    await page.getByRole('table', { name: 'Deleted products' }).getByRole('rowheader', { name, exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('makes a freshly signed-up user an admin after confirming', async () => {
    const newcomer = await signUpFreshCustomer('promoted');
    const { page, consoleErrors } = await browser.open('/');
    await loginAs(page, SEED_ADMIN);

    await goTo(page, '/dashboard/makeaadmin');
    const row = rowOf(page, newcomer.email);
    await row.waitFor();
    await expect.poll(() => row.getByRole('cell').first().textContent()).toBe('user');

    await row.getByRole('button', { name: `Make admin ${newcomer.email}` }).click();
    await confirmDialog(page, 'Make this user an admin?', 'Make admin');
    await toast(page, `You make ${newcomer.email} an admin`);
    await row
      .getByRole('cell')
      .filter({ hasText: /^admin$/ })
      .waitFor();
    expect(await roleOf(newcomer.token, newcomer.email)).toBe('admin');
    expect(consoleErrors).toEqual([]);
  });

  it("marks a paid order delivered after confirming, and the customer then sees 'Shipped'", async () => {
    const tool = await addTestTool(adminToken, 'Delivered Drill');
    const order = await placeOrder(customerToken, tool.id, 25);
    await payOrderForSetup(customerToken, order._id);

    const admin = await browser.open('/');
    await loginAs(admin.page, SEED_ADMIN);
    await goTo(admin.page, '/dashboard/manageallorders');
    const row = rowOf(admin.page, tool.name);
    await row.waitFor();
    for (const detail of [SEED_CUSTOMER.email, '7 Foundry Lane, Leeds', '01712345678'])
      await expect.poll(() => row.getByRole('cell').first().textContent()).toContain(detail);

    await row.getByRole('button', { name: 'Pending' }).click();
    await confirmDialog(admin.page, 'Confirm delivery?', 'Delivered');
    await toast(admin.page, `Congress! you delivered ${tool.name}`);
    await row.getByText('Shipped', { exact: true }).waitFor();
    await expect.poll(() => row.getByRole('button', { name: 'Pending' }).count()).toBe(0);

    const customer = await browser.open('/');
    await loginAs(customer.page, SEED_CUSTOMER);
    await goTo(customer.page, '/dashboard/myorder');
    const customerRow = rowOf(customer.page, tool.name);
    await customerRow.getByText('Shipped', { exact: true }).waitFor();
    // A delivered order cannot be cancelled; its buttons download the invoice and order it again.
    await expect.poll(() => customerRow.getByRole('button', { name: /^Cancel/ }).count()).toBe(0);
    await customerRow.getByRole('button', { name: /^Invoice INV-/ }).waitFor();
    await expect.poll(() => customerRow.getByRole('button').allTextContents()).toEqual(['Invoice', `Order again ${tool.name}`]);
    expect([...admin.consoleErrors, ...customer.consoleErrors]).toEqual([]);
  });
});
