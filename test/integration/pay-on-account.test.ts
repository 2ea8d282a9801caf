/**
 * Paying on account on the local stack. Covered: the invoice issued at once, the credit limit under
 * 20 orders placed at once, part payments, overdue and the hold decided at the read, a card payment
 * whose event comes twice, the daily reminder, and cancelling. Terms days are real days: an invoice
 * is made overdue by moving its due time into the past where the shop keeps it
 * (test/support/invoice-clock.ts), never by waiting.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderAnswer } from '../../functions/orders/contract/order.js';
import type { InvoiceView, Statement } from '../../functions/receivables/contract/receivables.js';
import { ON_HOLD_MESSAGE } from '../../functions/trade/contract/credit-terms.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool, readTool } from '../support/catalog.js';
import { checkout } from '../support/orders.js';
import { eventually } from '../support/eventually.js';
import { invoiceDueAt } from '../support/invoice-clock.js';
import { approvedCompanyOf, companyWithBuyer } from '../support/trade.js';
import { downloadDocument, numberedOrder, pdfText } from '../support/trade-documents.js';
import { confirmCardAtStandIn } from '../support/card-payments.js';
import { eventsAbout, redeliver } from '../support/provider.js';
import { runFunction } from '../support/run-function.js';
import { sentEmails } from '../support/mailbox.js';
import { DAY_SECONDS } from '../../functions/trade/contract/credit-terms.js';

const NET_7 = (creditLimitCents: number) => ({ terms: { netDays: 7, creditLimitCents } });

const onAccount = (user: SignedInUser, toolId: string, quantity = 1) => checkout(user, [{ toolId, quantity }], { payment: 'account' });
const statementOf = async (user: SignedInUser) => {
  const response = await callApi<Statement>('GET', '/trade/statement', { auth: user.token });
  expect(response.status).toBe(200);
  return response.body;
};
const invoiceIn = (statement: Statement, orderId: string): InvoiceView | undefined => statement.invoices.find((invoice) => invoice.orderId === orderId);
const pay = (shopAdmin: SignedInUser, orderId: string, body: Record<string, unknown>) =>
  callApi<{ invoice?: InvoiceView; message?: string; details?: { field: string; message: string }[] }>('POST', `/admin/invoices/${orderId}/payments`, {
    auth: shopAdmin.token,
    body,
  });
const today = () => new Date().toISOString().slice(0, 10);
const DAY_MS = DAY_SECONDS * 1000;
/** An ISO time `days` terms days before now. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A fresh approved company on Net 7 with the limit given; its owner is its admin. */
async function companyOnTerms(shopAdmin: SignedInUser, label: string, creditLimitCents: number) {
  const owner = await freshCustomer(label);
  const company = await approvedCompanyOf(owner, shopAdmin, NET_7(creditLimitCents));
  return { owner, company };
}

async function placedOnAccount(user: SignedInUser, toolId: string, quantity = 1): Promise<OrderAnswer> {
  const response = await onAccount(user, toolId, quantity);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.order!;
}

describe('paying on account', () => {
  let shopAdmin: SignedInUser;
  let tool: string;
  /** Placed first: the last tests make it overdue, then more than 30 days overdue. */
  let aging: { owner: SignedInUser; order: OrderAnswer };

  beforeAll(async () => {
    shopAdmin = await seededAdmin();
    tool = await addTool(shopAdmin.token, { price: 10, minimum: 1, available: 10_000 });
    const { owner } = await companyOnTerms(shopAdmin, 'aging', 1_000_000);
    aging = { owner, order: await placedOnAccount(owner, tool, 2) };
  });

  it('issues the invoice at once: stock taken, no hold, due in the net days, numbered from the same sequence, the PDF says when it is due', async () => {
    const { owner } = await companyOnTerms(shopAdmin, 'invoiced', 100_000);
    const before = (await readTool(tool)).available;
    const order = await placedOnAccount(owner, tool, 3);

    expect(order).toMatchObject({ status: 'On account', payment: 'account', amountCents: 3_000, paidCents: 0, netDays: 7 });
    expect(order.holdExpiresAt).toBeUndefined();
    expect(Date.parse(order.dueAt!) - Date.parse(order.createdAt)).toBe(7 * DAY_MS);
    expect(order.dueDate).toBe(order.dueAt!.slice(0, 10));
    expect(order.invoiceDate).toBe(order.createdAt.slice(0, 10));
    expect((await readTool(tool)).available).toBe(before - 3);

    const numbered = await numberedOrder(owner, order._id);
    expect(numbered.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    const invoice = await downloadDocument(`/invoice/${order._id}`, owner);
    expect(invoice.status).toBe(200);
    const text = await pdfText(invoice.bytes);
    expect(text).toContain(`Due ${order.dueDate}`);
    expect(text).not.toContain('Paid on');
    expect((await statementOf(owner)).balanceCents).toBe(3_000);
  });

  it('refuses paying on account without terms (403), and a buyer the statement (403), anyone else 404', async () => {
    const owner = await freshCustomer('no-terms');
    await approvedCompanyOf(owner, shopAdmin);
    const refused = await onAccount(owner, tool);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your trade account has no payment terms');
    const [admin, buyer] = await Promise.all([freshCustomer('statement-admin'), freshCustomer('statement-buyer')]);
    await companyWithBuyer(shopAdmin, admin, buyer);
    expect((await callApi('GET', '/trade/statement', { auth: buyer.token })).status).toBe(403);
    const stranger = await freshCustomer('stranger');
    const none = await callApi<{ message: string }>('GET', '/trade/statement', { auth: stranger.token });
    expect(none).toMatchObject({ status: 404, body: { message: 'No trade account' } });
  });

  it('places exactly 10 of 20 orders sent at once against a limit that fits 10, refusing 10 with 409, the balance exact', async () => {
    const { owner } = await companyOnTerms(shopAdmin, 'limit', 10_000);
    const before = (await readTool(tool)).available;

    const answers = await Promise.all(Array.from({ length: 20 }, () => onAccount(owner, tool)));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.body.message).toMatch(/^Over your credit limit: \$\d+\.\d{2} available$/);
    const statement = await statementOf(owner);
    expect(statement).toMatchObject({ balanceCents: 10_000, creditLimitCents: 10_000, availableCents: 0, onHold: false });
    expect(statement.invoices).toHaveLength(10);
    expect((await readTool(tool)).available).toBe(before - 10);
  });

  it('adds part payments up; the last marks the invoice paid and frees the balance; more than is due or a bad amount is 400', async () => {
    const { owner } = await companyOnTerms(shopAdmin, 'payments', 100_000);
    const order = await placedOnAccount(owner, tool, 10);

    const zero = await pay(shopAdmin, order._id, { amountCents: 0, reference: 'TRF-0', receivedOn: today() });
    expect(zero.status).toBe(400);
    expect(zero.body.details?.map((error) => error.field)).toContain('amountCents');
    const first = await pay(shopAdmin, order._id, { amountCents: 3_000, reference: 'TRF-1', receivedOn: today() });
    expect(first.status).toBe(201);
    expect(first.body.invoice).toMatchObject({ orderId: order._id, amountCents: 10_000, paidCents: 3_000, state: 'partly paid' });
    expect((await statementOf(owner)).balanceCents).toBe(7_000);

    const tooMuch = await pay(shopAdmin, order._id, { amountCents: 7_001, reference: 'TRF-2', receivedOn: today() });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toContain('More than the amount due');
    const last = await pay(shopAdmin, order._id, { amountCents: 7_000, reference: 'TRF-3', receivedOn: today() });
    expect(last.body.invoice).toMatchObject({ paidCents: 10_000, state: 'paid' });

    const statement = await statementOf(owner);
    expect(statement).toMatchObject({ balanceCents: 0, availableCents: 100_000 });
    expect(invoiceIn(statement, order._id)?.state).toBe('paid');
  });

  it('records a card payment of an invoice once, however often its event is delivered', async () => {
    const { owner } = await companyOnTerms(shopAdmin, 'card', 100_000);
    const order = await placedOnAccount(owner, tool, 5);
    const intent = await callApi<{ clientSecret: string; amountCents: number }>('POST', `/trade/invoices/${order._id}/payment-intent`, { auth: owner.token });
    expect(intent.status).toBe(200);
    expect(intent.body.amountCents).toBe(5_000);

    const confirmation = await confirmCardAtStandIn(intent.body.clientSecret, '4242424242424242');
    const paid = await eventually(
      () => statementOf(owner),
      (statement) => invoiceIn(statement, order._id)?.state === 'paid',
      { what: 'the card payment recorded from the provider event', timeoutMs: 15_000 },
    );
    expect(paid.balanceCents).toBe(0);

    const [succeeded] = await eventsAbout('payment_intent.succeeded', confirmation.id);
    const again = await redeliver(succeeded!);
    expect(again.body.outcome).toBe('already-paid');
    const after = await statementOf(owner);
    expect(after.balanceCents).toBe(0);
    expect(invoiceIn(after, order._id)?.paidCents).toBe(5_000);
  });

  it('cancels an on-account order before delivery (stock and balance back, a credit note), and refuses it after (409)', async () => {
    const { owner } = await companyOnTerms(shopAdmin, 'cancel', 100_000);
    const before = (await readTool(tool)).available;
    const order = await placedOnAccount(owner, tool, 4);
    const cancelled = await callApi('DELETE', `/myordercancel/${order._id}/${encodeURIComponent(owner.email)}`, { auth: owner.token });
    expect(cancelled.status).toBe(200);
    expect((await readTool(tool)).available).toBe(before);
    expect((await statementOf(owner)).balanceCents).toBe(0);
    await numberedOrder(owner, order._id, 'creditNoteNumber');

    const delivered = await placedOnAccount(owner, tool, 1);
    expect((await callApi('POST', `/delivered/${delivered._id}`, { auth: shopAdmin.token, body: {} })).status).toBe(200);
    const late = await callApi('DELETE', `/myordercancel/${delivered._id}/${encodeURIComponent(owner.email)}`, { auth: owner.token });
    expect(late.status).toBe(409);
    expect((await statementOf(owner)).balanceCents).toBe(1_000);
  });

  it('turns the invoice overdue once its due time has passed, decided at the read', async () => {
    expect(invoiceIn(await statementOf(aging.owner), aging.order._id)?.state).toBe('open');
    aging.order = await invoiceDueAt(aging.order, daysAgo(2.5));
    const statement = await statementOf(aging.owner);
    expect(invoiceIn(statement, aging.order._id)).toMatchObject({ state: 'overdue', dueDate: aging.order.dueDate });
    expect(statement.aging).toMatchObject({ currentCents: 0, days1to30Cents: 2_000 });
    expect(statement.onHold).toBe(false);
  });

  it("reminds the company's admins on the first overdue day, and a second run the same day sends nothing twice", async () => {
    // The run's time is the scheduled event's: half a day after the due time is the first overdue day.
    const time = new Date(Date.parse(aging.order.dueAt!) + DAY_MS / 2).toISOString();
    const key = `overdue-reminder#${aging.order._id}#1`;
    const first = await runFunction<{ sent: string[] }>('send-overdue-reminders', { time });
    expect(first.sent).toContain(key);
    const second = await runFunction<{ sent: string[] }>('send-overdue-reminders', { time });
    expect(second.sent).not.toContain(key);
    const reminders = await eventually(
      async () => (await sentEmails()).filter((email) => email.destination.to.includes(aging.owner.email) && email.subject.startsWith('Overdue: invoice')),
      (found) => found.length >= 1,
      { what: 'the overdue reminder', timeoutMs: 10_000 },
    );
    expect(reminders).toHaveLength(1);
    // The fourth overdue day is no reminder day.
    const fourth = new Date(Date.parse(aging.order.dueAt!) + 3.5 * DAY_MS).toISOString();
    expect((await runFunction<{ sent: string[] }>('send-overdue-reminders', { time: fourth })).sent.filter((sent) => sent.includes(aging.order._id))).toEqual(
      [],
    );
  });

  it('holds the account once an invoice is more than 30 days overdue: on-account orders 409, card orders still placed; paying lifts it', async () => {
    aging.order = await invoiceDueAt(aging.order, daysAgo(30.5));
    const held = await onAccount(aging.owner, tool);
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(ON_HOLD_MESSAGE);
    expect((await statementOf(aging.owner)).onHold).toBe(true);
    expect((await checkout(aging.owner, [{ toolId: tool, quantity: 1 }])).status).toBe(201);

    const paid = await pay(shopAdmin, aging.order._id, { amountCents: 2_000, reference: 'TRF-late', receivedOn: today() });
    expect(paid.status).toBe(201);
    expect((await statementOf(aging.owner)).onHold).toBe(false);
    expect((await onAccount(aging.owner, tool)).status).toBe(201);
  });
});
