import { parse } from 'csv-parse/sync';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../functions/platform/contract/audit.js';
import type { OrderAnswer as Order } from '../../functions/orders/contract/order.js';
import type { SalesSummary } from '../../functions/admin/contract/sales.js';
import { ORDERS_EXPORT_COLUMNS } from '../../functions/admin/contract/sales.js';
import { skuFromId } from '../../functions/catalog/contract/packs.js';
import type { Tool } from '../../functions/catalog/contract/tool.js';
import { scheduledEvent } from '../../infra/local/local-triggers.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { apiUrl, callApi } from '../support/api-client.js';
import { addTool, readTool } from '../support/catalog.js';
import { clockPasses, eventually } from '../support/eventually.js';
import { salesSummaryOnce, settledSalesSummary } from '../support/sales-figures.js';
import { sentEmails } from '../support/mailbox.js';
import { placeOrder, purchase } from '../support/orders.js';
import { runFunction } from '../support/run-function.js';
import { triggersIdle } from '../support/triggers-idle.js';
import { paidOrder } from '../security/support/payments.js';
import { localOriginHeaders } from '../../infra/local/origin-verify.js';

const enc = encodeURIComponent;
const today = () => new Date().toISOString().slice(0, 10);

describe("the owner's tools on the local stack", () => {
  let admin: SignedInUser;
  let buyer: SignedInUser;

  beforeAll(async () => {
    admin = await seededAdmin();
  });

  // A buyer per test: an account holds at most 3 unpaid orders.
  beforeEach(async () => {
    buyer = await freshCustomer('owner-tools');
  });

  const allOrders = (query: string) => callApi<Order[] | { message: string }>('GET', `/allorders/${enc(admin.email)}?${query}`, { auth: admin.token });
  const auditLog = async () => (await callApi<AuditEntry[]>('GET', '/auditlog?limit=100', { auth: admin.token })).body;
  const auditOf = async (targetId: string) => (await auditLog()).filter((entry) => entry.target.id === targetId);
  const todayOf = (s: SalesSummary) => s.days.at(-1)!;
  const edit = (toolId: string, body: unknown) => callApi<{ tool?: Tool; message?: string }>('PATCH', `/product/${enc(toolId)}`, { auth: admin.token, body });
  const archive = (toolId: string) => callApi('DELETE', `/deleteproduct/${enc(admin.email)}/${enc(toolId)}`, { auth: admin.token });
  const restore = (toolId: string) => callApi<{ tool: Tool }>('POST', `/restoreproduct/${enc(toolId)}`, { auth: admin.token });

  describe('editing a product', () => {
    it("changes the price and the stock, leaves placed orders' totals as they were, and records who changed what", async () => {
      const toolId = await addTool(admin.token, { price: 10, available: 200, minimum: 10 });
      const placed = await placeOrder(buyer, toolId, 10);

      const edited = await edit(toolId, { price: 12.5, available: 300 });

      expect(edited.status).toBe(200);
      expect(edited.body.tool).toMatchObject({ _id: toolId, price: 12.5, available: 300 });
      expect(await readTool(toolId)).toMatchObject({ price: 12.5, available: 300 });
      const [stored] = (await callApi<{ orders: Order[] }>('GET', `/myorder/${enc(buyer.email)}`, { auth: buyer.token })).body.orders.filter(
        (o) => o._id === placed._id,
      );
      expect(stored).toMatchObject({ unitPrice: 10, price: 100, amountCents: 10_000 });
      expect((await placeOrder(buyer, toolId, 10)).price).toBe(125);
      expect(await auditOf(toolId)).toContainEqual(
        expect.objectContaining({
          actor: { uid: admin.uid, email: admin.email },
          action: 'edit-product',
          before: { price: 10, available: 190 },
          after: { price: 12.5, available: 300 },
        }),
      );
    });

    it('refuses a bad field with a 400 naming it, and changes nothing', async () => {
      const toolId = await addTool(admin.token, { price: 10 });
      const refused = await edit(toolId, { price: -1, name: 'Renamed' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/price/i);
      expect(await readTool(toolId)).toMatchObject({ price: 10 });
      expect(await auditOf(toolId)).toHaveLength(1); // add-product only
      expect((await edit('no-such-tool', { price: 5 })).status).toBe(404);
    });
  });

  it('archives a product out of the shop, keeps its orders, and restores it', async () => {
    const toolId = await addTool(admin.token);
    const order = await placeOrder(buyer, toolId, 10);

    expect((await archive(toolId)).status).toBe(200);

    expect((await callApi('GET', `/purchase/${enc(toolId)}`)).status).toBe(404);
    expect((await purchase(buyer, toolId, 10)).status).toBe(404);
    const shopIds = (await callApi<Tool[]>('GET', '/hometools?limit=100')).body.map((tool) => tool._id);
    expect(shopIds).not.toContain(toolId);
    const adminList = (await callApi<Tool[]>('GET', '/allproducts?limit=100', { auth: admin.token })).body;
    expect(adminList.find((tool) => tool._id === toolId)).toMatchObject({ archived: true });
    expect((await callApi<Order>('GET', `/pay/${enc(order._id)}`, { auth: buyer.token })).body).toMatchObject({ _id: order._id, toolId });

    const restored = await restore(toolId);

    expect(restored.status).toBe(200);
    expect(restored.body.tool.archived).toBeUndefined();
    expect((await readTool(toolId))._id).toBe(toolId);
    expect((await purchase(buyer, toolId, 10)).status).toBe(200);
    expect((await auditOf(toolId)).map((entry) => entry.action)).toEqual(['restore-product', 'archive-product', 'add-product']);
  });

  describe('filters on all orders', () => {
    let toolId: string;
    let other: SignedInUser;
    let unpaid: Order;
    let paid: Order;

    beforeAll(async () => {
      other = await freshCustomer('filtered');
      toolId = await addTool(admin.token, { available: 1_000, minimum: 1 });
      unpaid = await placeOrder(other, toolId, 2);
      paid = await paidOrder(other, toolId, 3);
    });

    it('lists only the orders of one status', async () => {
      const paidOnly = (await allOrders('status=paid&limit=100')).body as Order[];
      expect(paidOnly.length).toBeGreaterThan(0);
      expect(paidOnly.every((order) => order.status === 'paid')).toBe(true);
      expect(paidOnly.map((order) => order._id)).toContain(paid._id);
    });

    it('lists only the orders of one buyer, newest first, with or without a status', async () => {
      const mine = (await allOrders(`buyer=${enc(other.email.toUpperCase())}`)).body as Order[];
      expect(mine.map((order) => order._id)).toEqual([paid._id, unpaid._id]);
      const mineUnpaid = (await allOrders(`buyer=${enc(other.email)}&status=${enc('Not paid')}`)).body as Order[];
      expect(mineUnpaid.map((order) => order._id)).toEqual([unpaid._id]);
    });

    it('pages a filtered list with its cursor', async () => {
      const first = await allOrders(`buyer=${enc(other.email)}&limit=1`);
      const cursor = first.headers.get('x-next-cursor');
      expect(cursor).toBeTruthy();
      const second = (await allOrders(`buyer=${enc(other.email)}&limit=1&cursor=${enc(cursor!)}`)).body as Order[];
      expect(second.map((order) => order._id)).toEqual([unpaid._id]);
    });

    it('refuses an unknown status or a malformed buyer with a 400 naming the field', async () => {
      const badStatus = await allOrders('status=shipped');
      const badBuyer = await allOrders('buyer=not-an-email');
      expect([badStatus.status, badBuyer.status]).toEqual([400, 400]);
      expect(JSON.stringify(badStatus.body)).toMatch(/status/);
      expect(JSON.stringify(badBuyer.body)).toMatch(/buyer/);
    });
  });

  it("exports the day's orders as CSV, every column, quoting what needs it", async () => {
    const toolId = await addTool(admin.token, { available: 1_000, minimum: 1, price: 7.5 });
    const shopper = await freshCustomer('csv');
    const address = '=HYPERLINK("x"), 12 Comma Street\nFlat 3';
    const ordered = await purchase(shopper, toolId, 4, { address, poNumber: 'PO-CSV-1' });
    expect(ordered.status).toBe(200);
    const orderId = ordered.body.order!._id;

    const response = await fetch(apiUrl(`/ordersexport?from=${today()}&to=${today()}`), {
      headers: { ...localOriginHeaders(), auth: `bearer ${admin.token}` },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...rows] = parse(await response.text()) as string[][];
    expect(header).toEqual([...ORDERS_EXPORT_COLUMNS]);
    const row = rows.find((cells) => cells[0] === orderId);
    expect(row).toEqual([
      orderId,
      expect.stringMatching(new RegExp(`^${today()}T`)),
      expect.any(String),
      shopper.email,
      `'${address}`,
      '01234567890',
      expect.stringMatching(/^Test Torque Wrench/),
      '4',
      '7.50',
      '30.00',
      'Not paid',
      '',
      '',
      '',
      '',
      '30.00',
      '0.00',
      'PO-CSV-1',
      '', // invoice number: none until paid
      '', // company: the buyer is in no trade account
      '', // list unit price: only a member's line has one
      'card',
      '', // due date: only an order on account has one
      '', // paid on account
      skuFromId(toolId), // the tool was added without a SKU: the one made from its id, kept on the line
    ]);
    const refused = await callApi<{ message: string }>('GET', '/ordersexport?from=2024-02-01&to=2024-01-01', { auth: admin.token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/from/);
  });

  it('keeps the sales summary current through orders, payments, deliveries and refunds, a few seconds behind', async () => {
    const toolId = await addTool(admin.token, { available: 1_000, minimum: 1, price: 950 });
    const before = await settledSalesSummary(admin.token);

    await placeOrder(buyer, toolId, 1);
    const shipped = await paidOrder(buyer, toolId, 2);
    const refunded = await paidOrder(buyer, toolId, 3);
    const waiting = await paidOrder(buyer, toolId, 4);
    expect((await callApi('POST', `/delivered/${enc(shipped._id)}`, { auth: admin.token, body: { carrier: 'DHL' } })).status).toBe(200);
    expect((await callApi('POST', `/refund/${enc(refunded._id)}`, { auth: admin.token })).status).toBe(200);

    const counted = (s: SalesSummary) =>
      s.topTools.some((top) => top.toolId === toolId && top.quantity === 6) &&
      todayOf(s).orders - todayOf(before).orders === 4 &&
      s.toShip - before.toShip === 1;
    const after = await salesSummaryOnce(admin.token, counted);
    expect(after.days).toHaveLength(7);
    expect(todayOf(after).date).toBe(today());
    expect(todayOf(after).orders - todayOf(before).orders).toBe(4);
    expect(todayOf(after).paidOrders - todayOf(before).paidOrders).toBe(3);
    // Paid 2 + 3 + 4 units at $950, less the refunded 3.
    expect(Math.round((todayOf(after).revenue - todayOf(before).revenue) * 100)).toBe(6 * 95_000);
    expect(after.toShip - before.toShip).toBe(1);
    expect(after.topTools).toContainEqual(expect.objectContaining({ toolId, quantity: 6, revenue: 5_700 }));
    expect(waiting.status).toBe('paid');
    expect((await callApi('GET', '/salessummary?days=366', { auth: admin.token })).status).toBe(400);
  });

  it('lists a tool that falls under its low-stock threshold and emails the admins once', async () => {
    const toolId = await addTool(admin.token, { available: 30, minimum: 1, price: 3, lowStockThreshold: 20 });
    const lowStockEmails = async () => (await sentEmails()).filter((email) => email.body.text?.includes(`Tool ${toolId}`));

    await placeOrder(buyer, toolId, 12); // 18 left: under 20
    await placeOrder(buyer, toolId, 2); // 16 left: still under, no second email

    const listed = await salesSummaryOnce(admin.token, (s) => s.lowStock.some((tool) => tool.toolId === toolId && tool.available === 16));
    expect(listed.lowStock.find((tool) => tool.toolId === toolId)).toMatchObject({ available: 16, lowStockThreshold: 20 });
    await eventually(lowStockEmails, (emails) => emails.length > 0, { what: `the low-stock email about ${toolId}` });
    await triggersIdle(); // the second order's change has been handed over too: no second email can still come
    expect(await lowStockEmails()).toHaveLength(1);
    expect((await lowStockEmails())[0]?.subject).toMatch(/^Low stock: .* \(18 left\)$/);

    await edit(toolId, { available: 100 });
    // salesSummaryOnce fails the test if the restocked tool is still listed when its wait times out.
    const restocked = await salesSummaryOnce(admin.token, (s) => !s.lowStock.some((tool) => tool.toolId === toolId), {
      what: `the restocked tool ${toolId} to leave the low-stock list`,
    });
    expect(restocked.lowStock.map((tool) => tool.toolId)).not.toContain(toolId);
  });

  it('writes an audit entry for each admin action and each automatic cancellation, newest first', async () => {
    const customer = await freshCustomer('audited');
    const toolId = await addTool(admin.token, { available: 1_000, minimum: 1 });
    const toShip = await paidOrder(customer, toolId, 1);
    const toRefund = await paidOrder(customer, toolId, 1);
    const toCancel = await placeOrder(customer, toolId, 1);
    await callApi('POST', `/delivered/${enc(toShip._id)}`, { auth: admin.token, body: { trackingNumber: 'T-1' } });
    await callApi('POST', `/refund/${enc(toRefund._id)}`, { auth: admin.token });
    await callApi('DELETE', `/myordercancel/${enc(toCancel._id)}/${enc(admin.email)}`, { auth: admin.token });
    await callApi('POST', `/makeadmin/${enc(customer.uid)}`, { auth: admin.token });
    const ownCancel = await placeOrder(customer, toolId, 1);
    await callApi('DELETE', `/myordercancel/${enc(ownCancel._id)}/${enc(customer.email)}`, { auth: customer.token });

    const actor = { uid: admin.uid, email: admin.email };
    // Each names its target as a person recognises it: what was ordered and by whom, the user's email.
    const orderLabel = `1 × ${toShip.product_name}, ordered by ${customer.email}`;
    expect(await auditOf(toShip._id)).toMatchObject([
      { actor, action: 'deliver-order', target: { label: orderLabel }, after: { status: 'delivered', trackingNumber: 'T-1' } },
    ]);
    expect(await auditOf(toRefund._id)).toMatchObject([{ actor, action: 'refund-order', target: { label: orderLabel }, before: { status: 'paid' } }]);
    expect(await auditOf(toCancel._id)).toMatchObject([{ actor, action: 'cancel-order', target: { label: orderLabel } }]);
    expect(await auditOf(customer.uid)).toMatchObject([
      { actor, action: 'make-admin', target: { kind: 'user', label: customer.email }, after: { role: 'admin' } },
    ]);
    expect(await auditOf(ownCancel._id)).toEqual([]); // a customer's own cancel is not an admin action

    const log = await auditLog();
    expect(log.map((entry) => entry.at)).toEqual([...log.map((entry) => entry.at)].sort().reverse());
  });

  it('records an expired hold as cancelled by the system', async () => {
    const toolId = await addTool(admin.token, { available: 1_000, minimum: 1 });
    const order = await placeOrder(buyer, toolId, 1);
    // The test stack holds stock for 3 seconds: wait until this order's hold has ended.
    await clockPasses(order.holdExpiresAt ?? '');

    expect((await runFunction<{ expired: string[] }>('expire-unpaid-orders', scheduledEvent())).expired).toContain(order._id);

    const entries = await auditOf(order._id);
    expect(entries).toMatchObject([{ actor: 'system', action: 'expire-order', after: { status: 'cancelled', cancelReason: 'hold-expired' } }]);
  });

  it('answers the audit log only to admins, and pages it', async () => {
    expect((await callApi('GET', '/auditlog', { auth: buyer.token })).status).toBe(403);
    const first = await callApi<AuditEntry[]>('GET', '/auditlog?limit=2', { auth: admin.token });
    expect(first.body).toHaveLength(2);
    const next = await callApi<AuditEntry[]>('GET', `/auditlog?limit=2&cursor=${enc(first.headers.get('x-next-cursor')!)}`, { auth: admin.token });
    expect(next.body[0]?._id).not.toBe(first.body[1]?._id);
    expect(next.body[0]!.at <= first.body[1]!.at).toBe(true);
  });
});
