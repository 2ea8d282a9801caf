import { beforeAll, describe, expect, it } from 'vitest';
import { addTestTool, appTokenOf, cancelOrder, payOrderForSetup, placeOrder, readOrder } from './dashboard-setup.js';
import { SEED_ADMIN, SEED_CUSTOMER, loginAs, useBrowser } from './support/browser.js';
import { confirmDialog, goTo, rowOf, toast } from './support/dashboard-page.js';
import { eventually } from '../support/eventually.js';

let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  [adminToken, customerToken] = await Promise.all([appTokenOf(SEED_ADMIN), appTokenOf(SEED_CUSTOMER)]);
});

describe('orders after payment, in the browser', () => {
  const browser = useBrowser();

  /** A tool ordered and paid by the seeded customer, and the admin's Manage all orders page showing it. */
  async function paidOrderOnAdminPage(label: string) {
    const tool = await addTestTool(adminToken, label);
    const order = await placeOrder(customerToken, tool.id, 20);
    await payOrderForSetup(customerToken, order._id);
    const admin = await browser.open('/');
    await loginAs(admin.page, SEED_ADMIN);
    await goTo(admin.page, '/dashboard/manageallorders');
    return { tool, order, admin, row: rowOf(admin.page, tool.name) };
  }

  it('ships a paid order with a carrier and tracking number, which the customer then sees beside Shipped', async () => {
    const { tool, order, admin, row } = await paidOrderOnAdminPage('Tracked Tap Set');
    await row.getByRole('button', { name: 'Pending' }).click();
    await confirmDialog(admin.page, 'Confirm delivery?', 'Delivered', async (dialog) => {
      await dialog.getByLabel('Carrier (optional)').fill('DHL');
      await dialog.getByLabel('Tracking number (optional)').fill('JD0146000');
    });
    await toast(admin.page, `Congress! you delivered ${tool.name}`);

    const customer = await browser.open('/');
    await loginAs(customer.page, SEED_CUSTOMER);
    await goTo(customer.page, '/dashboard/myorder');
    await rowOf(customer.page, tool.name).getByText('DHL · JD0146000').waitFor();
    expect(await readOrder(customerToken, order._id)).toMatchObject({ status: 'delivered', carrier: 'DHL', trackingNumber: 'JD0146000' });
    expect([...admin.consoleErrors, ...customer.consoleErrors]).toEqual([]);
  });

  it("refunds a paid order after the admin confirms, and both sides then see 'Refunded'", async () => {
    const { tool, order, admin, row } = await paidOrderOnAdminPage('Refunded Router');
    await row.getByRole('button', { name: `Refund the order for ${tool.name}` }).click();
    await confirmDialog(admin.page, 'Refund this order?', 'Refund');
    await toast(admin.page, `You refunded ${tool.name}`);
    await row.getByText('Refunded', { exact: true }).waitFor();

    const customer = await browser.open('/');
    await loginAs(customer.page, SEED_CUSTOMER);
    await goTo(customer.page, '/dashboard/myorder');
    await rowOf(customer.page, tool.name).getByText('Refunded', { exact: true }).waitFor();
    expect((await readOrder(customerToken, order._id)).status).toBe('refunded');
    expect([...admin.consoleErrors, ...customer.consoleErrors]).toEqual([]);
  });

  it('shows the admin a cancelled order and who cancelled it, while it has left the customer’s list', async () => {
    const tool = await addTestTool(adminToken, 'Cancelled Caliper');
    const order = await placeOrder(customerToken, tool.id, 20);
    await cancelOrder(customerToken, SEED_CUSTOMER.email, order._id);

    const admin = await browser.open('/');
    await loginAs(admin.page, SEED_ADMIN);
    await goTo(admin.page, '/dashboard/manageallorders');
    await rowOf(admin.page, tool.name).getByText('Cancelled (by the customer)').waitFor();

    const customer = await browser.open('/');
    await loginAs(customer.page, SEED_CUSTOMER);
    await goTo(customer.page, '/dashboard/myorder');
    await customer.page.getByRole('table').waitFor();
    await expect.poll(() => rowOf(customer.page, tool.name).count()).toBe(0);
  });

  it('lets the admin cancel an unpaid order after confirming: the shop is named as who cancelled, and the customer no longer lists it', async () => {
    const tool = await addTestTool(adminToken, 'Abandoned Anvil');
    const order = await placeOrder(customerToken, tool.id, 20);

    const admin = await browser.open('/');
    await loginAs(admin.page, SEED_ADMIN);
    await goTo(admin.page, '/dashboard/manageallorders');
    const row = rowOf(admin.page, tool.name);
    await row.getByRole('button', { name: `Cancel the order for ${tool.name}` }).click();
    await confirmDialog(admin.page, 'Cancel this order?', 'Cancel order');
    await toast(admin.page, `You cancelled the order for ${tool.name}`);
    await row.getByText('Cancelled (by the shop)').waitFor();
    expect(await readOrder(adminToken, order._id)).toMatchObject({ status: 'cancelled', cancelReason: 'admin' });

    const customer = await browser.open('/');
    await loginAs(customer.page, SEED_CUSTOMER);
    await goTo(customer.page, '/dashboard/myorder');
    await customer.page.getByRole('table').waitFor();
    await expect.poll(() => rowOf(customer.page, tool.name).count()).toBe(0);
    expect([...admin.consoleErrors, ...customer.consoleErrors]).toEqual([]);
  });

  it("shows the provider's message of the last declined card on the pay page", async () => {
    const tool = await addTestTool(adminToken, 'Declined Drill Bit');
    const order = await placeOrder(customerToken, tool.id, 20);
    await payOrderForSetup(customerToken, order._id, '4000000000009995');
    await eventually(
      () => readOrder(customerToken, order._id),
      (current) => current.lastPaymentError !== undefined,
    );

    const { page } = await browser.open('/');
    await loginAs(page, SEED_CUSTOMER);
    await goTo(page, `/dashboard/buy/${order._id}`);
    await page.getByRole('alert').filter({ hasText: 'Your last payment failed: Your card has insufficient funds.' }).waitFor();
  });
});
