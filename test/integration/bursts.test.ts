/**
 * Bursts against the local stack, whose DynamoDB proxy cancels writes that meet a transaction in
 * flight on the same item, as DynamoDB does: 50 orders for 50 tools at once, 50 payments at once,
 * and 20 orders of one tool at once. Every one succeeds, and the sales figures (from the orders
 * stream) count each order and each payment exactly once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../functions/orders/contract/order.js';
import type { SalesSummary } from '../../functions/admin/contract/sales.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool, readTool } from '../support/catalog.js';
import { purchase } from '../support/orders.js';
import { salesSummaryOnce, settledSalesSummary } from '../support/sales-figures.js';
import { confirmCard, createIntent, reportPayment } from '../security/support/payments.js';

const BURST = 50;
const PRICE = 7.25;
const QUANTITY = 2;

/** Runs `task` for each item, at most `limit` at a time (the burst's setup, not the burst). */
async function inBatches<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map((item, i) => task(item, start + i)))));
  }
  return results;
}

const today = (summary: SalesSummary) => summary.days.at(-1)!;

describe('bursts of orders and payments, with the conflicts DynamoDB has', () => {
  let adminToken: string;
  let buyers: SignedInUser[];
  let toolIds: string[];
  let before: SalesSummary;
  let orders: Order[];

  beforeAll(async () => {
    adminToken = (await seededAdmin()).token;
    buyers = await inBatches(Array.from({ length: BURST }), 10, () => freshCustomer('burst'));
    toolIds = await inBatches(Array.from({ length: BURST }), 10, () => addTool(adminToken, { available: 40, minimum: 1, price: PRICE }));
    before = await settledSalesSummary(adminToken);
  }, 240_000);

  it('takes 50 orders for 50 tools placed at the same moment, each by another account: every one succeeds', async () => {
    const responses = await Promise.all(buyers.map((buyer, i) => purchase(buyer, toolIds[i]!, QUANTITY)));

    expect(responses.map((response) => response.status)).toEqual(Array(BURST).fill(200));
    orders = responses.map((response) => response.body.order!);
    expect(new Set(orders.map((order) => order._id)).size).toBe(BURST);
    expect((await inBatches(toolIds, 10, readTool)).map((tool) => tool.available)).toEqual(Array(BURST).fill(40 - QUANTITY));
  }, 120_000);

  it('records 50 payments reported at the same moment: every one succeeds, and the figures count each once', async () => {
    const intents = await inBatches(orders, 10, async (order, i) => confirmCard((await createIntent(buyers[i]!, order._id)).clientSecret));

    const reported = await Promise.all(orders.map((order, i) => reportPayment(buyers[i]!, order._id, intents[i]!)));

    expect(reported.map((response) => response.status)).toEqual(Array(BURST).fill(200));
    // The stand-in's webhook races each report: one of the two marks the order paid, the other changes nothing.
    const stored = await inBatches(orders, 10, async (order, i) => (await callApi<Order>('GET', `/pay/${order._id}`, { auth: buyers[i]!.token })).body);
    expect(stored.map((order) => order.status)).toEqual(Array(BURST).fill('paid'));
    expect(stored.map((order) => order.transactionId)).toEqual(intents);
    const caughtUp = (summary: SalesSummary) => today(summary).paidOrders - today(before).paidOrders >= BURST;
    await salesSummaryOnce(adminToken, caughtUp);
    const after = await settledSalesSummary(adminToken);
    expect(today(after).orders - today(before).orders).toBe(BURST);
    expect(today(after).paidOrders - today(before).paidOrders).toBe(BURST);
    expect(after.toShip - before.toShip).toBe(BURST);
    expect(Math.round((today(after).revenue - today(before).revenue) * 100)).toBe(BURST * QUANTITY * PRICE * 100);
  }, 240_000);

  it('takes 20 orders of one tool at the same moment (its stock item shared by all): every one succeeds, the stock exact', async () => {
    const toolId = await addTool(adminToken, { available: 200, minimum: 1, price: PRICE });
    const crowd = buyers.slice(0, 20);

    const responses = await Promise.all(crowd.map((buyer) => purchase(buyer, toolId, 10)));

    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect((await readTool(toolId)).available).toBe(0);
  }, 120_000);
});
