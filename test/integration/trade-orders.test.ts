/**
 * Trade members' orders on the local stack: priced by the one trade rule (list price kept beside it),
 * a buyer over their limit waiting for approval with the stock exact, approvals that take the stock
 * once however many admins approve at once, a suspended company at list price, a tax-exempt company
 * without tax, and another company's admin refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderAnswer } from '../../functions/orders/contract/order.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool, readTool } from '../support/catalog.js';
import { checkout } from '../support/orders.js';
import { sentEmails } from '../support/mailbox.js';
import { eventually } from '../support/eventually.js';
import { approvedCompanyOf, invitationToken } from '../support/trade.js';

interface OrderReply {
  order?: OrderAnswer;
  message?: string;
  details?: { toolId?: string };
}

const decide = (user: SignedInUser, orderId: string, decision: 'approve' | 'decline', body: Record<string, unknown> = {}) =>
  callApi<OrderReply>('POST', `/trade/orders/${orderId}/${decision}`, { auth: user.token, body });
const companyOrders = (user: SignedInUser) =>
  callApi<{ orders: (OrderAnswer & { memberName: string })[]; message?: string }>('GET', '/trade/orders', { auth: user.token });

/** An approved company (10 % off, `approval` on top) whose admin invited `buyer` with a $500 approval limit, and the buyer joined. */
async function companyWithBuyer(shopAdmin: SignedInUser, label: string, approval: Record<string, unknown> = {}) {
  const [owner, buyer] = await Promise.all([freshCustomer(`${label}-owner`), freshCustomer(`${label}-buyer`)]);
  const company = await approvedCompanyOf(owner, shopAdmin, { discountPercent: 10, ...approval });
  const invited = await callApi('POST', '/trade/invites', { auth: owner.token, body: { email: buyer.email, role: 'buyer', approvalLimitCents: 50_000 } });
  expect(invited.status).toBe(201);
  expect((await callApi('POST', `/trade/join/${await invitationToken(buyer.email)}`, { auth: buyer.token })).status).toBe(200);
  return { owner, buyer, company };
}

describe("trade members' orders", () => {
  let shopAdmin: SignedInUser;

  beforeAll(async () => {
    shopAdmin = await seededAdmin();
  });

  it("prices a member's order by the rule (contract price or discounted break, never above list), keeping listUnitPrice", async () => {
    const { buyer, company } = await companyWithBuyer(shopAdmin, 'priced');
    const [vise, clamp] = await Promise.all([
      addTool(shopAdmin.token, { price: 12.12, minimum: 1, available: 500, priceBreaks: [{ minQuantity: 10, unitPrice: 11 }] }),
      addTool(shopAdmin.token, { price: 4, minimum: 1, available: 500 }),
    ]);
    const prices = await callApi('PUT', `/admin/trade-accounts/${company.companyId}/prices`, {
      auth: shopAdmin.token,
      body: { prices: [{ toolId: clamp, unitPrice: 3.25 }] },
    });
    expect(prices.status).toBe(200);

    const placed = await checkout(buyer, [
      { toolId: vise, quantity: 10 },
      { toolId: clamp, quantity: 4 },
    ]);

    expect(placed.status).toBe(201);
    // 10 % off the $11.00 break is $9.90; the clamp's contract $3.25 is under $3.60 (10 % off $4.00).
    expect(placed.body.order!.lines.map(({ unitPrice, listUnitPrice, amountCents }) => ({ unitPrice, listUnitPrice, amountCents }))).toEqual([
      { unitPrice: 9.9, listUnitPrice: 11, amountCents: 9900 },
      { unitPrice: 3.25, listUnitPrice: 4, amountCents: 1300 },
    ]);
    expect(placed.body.order).toMatchObject({ status: 'Not paid', companyId: company.companyId, companyName: company.name, amountCents: 11_200 });
  });

  it("holds a buyer's order over their limit without stock, then takes it once on approval; a declined one takes none", async () => {
    const { owner, buyer } = await companyWithBuyer(shopAdmin, 'approvals');
    const toolId = await addTool(shopAdmin.token, { price: 100, minimum: 1, available: 40 });

    const waiting = await checkout(buyer, [{ toolId, quantity: 8 }]);
    expect(waiting.status).toBe(201);
    // 8 x $90.00 = $720.00, over the $500 limit.
    expect(waiting.body.order).toMatchObject({ status: 'Awaiting approval', amountCents: 72_000 });
    expect((await readTool(toolId)).available).toBe(40);
    await eventually(
      async () => (await sentEmails()).filter((email) => email.destination.to.includes(owner.email) && email.subject.startsWith('Approve')),
      (found) => found.length === 1,
      { what: "the company admin's approval request", timeoutMs: 10_000 },
    );

    // The buyer cannot approve their own order; the admin sees it among the company's orders, with the buyer's name.
    expect((await decide(buyer, waiting.body.order!._id, 'approve')).status).toBe(403);
    const listed = await companyOrders(owner);
    expect(listed.body.orders.find((order) => order._id === waiting.body.order!._id)).toMatchObject({ memberName: buyer.name, status: 'Awaiting approval' });
    expect((await companyOrders(buyer)).body.orders.map((order) => order._id)).toContain(waiting.body.order!._id);

    // Two approvals at once take the stock once and both answer the approved order.
    const approvals = await Promise.all([decide(owner, waiting.body.order!._id, 'approve'), decide(owner, waiting.body.order!._id, 'approve')]);
    expect(approvals.map((answer) => answer.status)).toEqual([200, 200]);
    expect(approvals.map((answer) => answer.body.order!.status)).toEqual(['Not paid', 'Not paid']);
    expect((await readTool(toolId)).available).toBe(32);

    const declined = await checkout(buyer, [{ toolId, quantity: 6 }]);
    expect(declined.body.order).toMatchObject({ status: 'Awaiting approval' });
    const answer = await decide(owner, declined.body.order!._id, 'decline', { reason: 'Over budget this month' });
    expect(answer).toMatchObject({ status: 200, body: { order: { status: 'Declined', declineReason: 'Over budget this month' } } });
    expect(await decide(owner, declined.body.order!._id, 'approve')).toMatchObject({ status: 409 });
    expect((await readTool(toolId)).available).toBe(32);
  });

  it('refuses an approval when the stock ran out meanwhile, naming the tool, and leaves the order waiting', async () => {
    const { owner, buyer } = await companyWithBuyer(shopAdmin, 'stockout');
    const toolId = await addTool(shopAdmin.token, { price: 100, minimum: 1, available: 10 });
    const waiting = await checkout(buyer, [{ toolId, quantity: 8 }]);
    const other = await freshCustomer('stockout-other');
    expect((await checkout(other, [{ toolId, quantity: 5 }])).status).toBe(201);

    const refused = await decide(owner, waiting.body.order!._id, 'approve');
    expect([400, 409]).toContain(refused.status);
    expect(refused.body.message).toMatch(/5|stock/);
    expect((await readTool(toolId)).available).toBe(5);
    expect((await companyOrders(owner)).body.orders.find((order) => order._id === waiting.body.order!._id)).toMatchObject({ status: 'Awaiting approval' });
  });

  it("refuses another company's admin on every order route", async () => {
    const [{ buyer }, { owner: otherAdmin }] = await Promise.all([companyWithBuyer(shopAdmin, 'mine'), companyWithBuyer(shopAdmin, 'theirs')]);
    const toolId = await addTool(shopAdmin.token, { price: 100, minimum: 1, available: 40 });
    const waiting = await checkout(buyer, [{ toolId, quantity: 8 }]);

    expect((await decide(otherAdmin, waiting.body.order!._id, 'approve')).status).toBe(404);
    expect((await decide(otherAdmin, waiting.body.order!._id, 'decline')).status).toBe(404);
    expect((await companyOrders(otherAdmin)).body.orders.map((order) => order._id)).not.toContain(waiting.body.order!._id);
    expect((await readTool(toolId)).available).toBe(40);
  });

  it('orders at list price once the company is suspended, and without tax when the company is exempt', async () => {
    const { buyer: exemptBuyer, company: exemptCompany } = await companyWithBuyer(shopAdmin, 'exempt');
    const exemption = { taxExempt: { certificate: 'RESALE-77' } };
    expect((await callApi('PATCH', `/admin/trade-accounts/${exemptCompany.companyId}`, { auth: shopAdmin.token, body: exemption })).status).toBe(200);
    const { buyer, company } = await companyWithBuyer(shopAdmin, 'suspended');
    const toolId = await addTool(shopAdmin.token, { price: 20, minimum: 1, available: 100 });

    const exempt = await checkout(exemptBuyer, [{ toolId, quantity: 2 }]);
    expect(exempt.body.order).toMatchObject({ taxCents: 0, taxExempt: 'RESALE-77', amountCents: 3600 });

    expect((await callApi('PATCH', `/admin/trade-accounts/${company.companyId}`, { auth: shopAdmin.token, body: { status: 'suspended' } })).status).toBe(200);
    const atList = await checkout(buyer, [{ toolId, quantity: 2 }]);
    expect(atList.status).toBe(201);
    expect(atList.body.order).toMatchObject({ status: 'Not paid', lines: [{ unitPriceCents: 2000 }] });
    expect(atList.body.order).not.toHaveProperty('companyId');
  });
});
