/**
 * Quotes on the local stack: asked, offered, ordered at the offered prices plus tax (a normal order,
 * in My orders and payable), declined, withdrawn; a step from the wrong state is 409, an offer past
 * its day 410 and reads `expired`; two accepts at once give one order; stock taken meanwhile is a
 * 409 naming the tool; another account's quote is 404; an Idempotency-Key retry answers the same quote.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { OrderAnswer } from '../../functions/orders/contract/order.js';
import type { QuoteAnswer } from '../../functions/quotes/contract/quote.js';
import { taxCentsOf } from '../../functions/platform/contract/tax.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { localTableNames } from '../../infra/local/local-config.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool, readTool } from '../support/catalog.js';
import { eventually } from '../support/eventually.js';
import { sentEmails } from '../support/mailbox.js';
import { checkout } from '../support/orders.js';

interface QuoteReply {
  quote?: QuoteAnswer;
  message?: string;
}
interface OrderReply {
  order?: OrderAnswer;
  message?: string;
  details?: { toolId?: string };
}

const today = () => new Date().toISOString().slice(0, 10);
const shipping = { address: '12 Quote Lane', number: '07700900123' };

const ask = (user: SignedInUser, lines: { toolId: string; quantity: number }[], headers: Record<string, string> = {}, note?: string) =>
  callApi<QuoteReply>('POST', '/quotes', { auth: user.token, body: { lines, ...(note !== undefined && { note }) }, headers });
const offer = (admin: SignedInUser, quoteId: string, lines: { toolId: string; unitPrice: number }[], validUntil = today()) =>
  callApi<QuoteReply>('POST', `/admin/quotes/${quoteId}/offer`, { auth: admin.token, body: { lines, validUntil } });
const accept = (user: SignedInUser, quoteId: string) => callApi<OrderReply>('POST', `/quotes/${quoteId}/accept`, { auth: user.token, body: shipping });
const step = (user: SignedInUser, quoteId: string, name: 'decline' | 'withdraw') =>
  callApi<QuoteReply>('POST', `/quotes/${quoteId}/${name}`, { auth: user.token });
const read = (user: SignedInUser, quoteId: string) => callApi<QuoteReply>('GET', `/quotes/${quoteId}`, { auth: user.token });

describe('quotes', () => {
  let admin: SignedInUser;
  let db: DynamoDBDocumentClient;

  beforeAll(async () => {
    admin = await seededAdmin();
    db = DynamoDBDocumentClient.from(localDynamoDbClient(inject('localStack').dynamoDbUrl));
  });

  /** A quote the buyer asked for and the shop offered: two tools at $7.50 and $3.25 a unit. */
  async function offeredQuote(buyer: SignedInUser, available = 100) {
    const [vise, clamp] = await Promise.all([
      addTool(admin.token, { price: 12, minimum: 1, available }),
      addTool(admin.token, { price: 5, minimum: 1, available }),
    ]);
    const asked = await ask(
      buyer,
      [
        { toolId: vise, quantity: 20 },
        { toolId: clamp, quantity: 8 },
      ],
      {},
      'For the new workshop',
    );
    expect(asked.status).toBe(201);
    const quoteId = asked.body.quote!.quoteId;
    const offered = await offer(admin, quoteId, [
      { toolId: vise, unitPrice: 7.5 },
      { toolId: clamp, unitPrice: 3.25 },
    ]);
    expect(offered.status).toBe(200);
    return { quoteId, vise, clamp, offered: offered.body.quote! };
  }

  it('goes requested → offered → ordered: a normal order at the offered prices plus tax, its stock taken, the quote naming it; emails at each step', async () => {
    const buyer = await freshCustomer('quote-buyer');
    const { quoteId, vise, clamp, offered } = await offeredQuote(buyer);
    expect(offered).toMatchObject({ status: 'offered', validUntil: today(), subtotalCents: 20 * 750 + 8 * 325 });
    expect(offered.lines.map((line) => line.unitPrice)).toEqual([7.5, 3.25]);

    const accepted = await accept(buyer, quoteId);

    expect(accepted.status).toBe(201);
    const order = accepted.body.order!;
    const subtotalCents = 20 * 750 + 8 * 325;
    expect(order.lines.map(({ toolId, quantity, unitPriceCents, amountCents }) => ({ toolId, quantity, unitPriceCents, amountCents }))).toEqual([
      { toolId: vise, quantity: 20, unitPriceCents: 750, amountCents: 15_000 },
      { toolId: clamp, quantity: 8, unitPriceCents: 325, amountCents: 2_600 },
    ]);
    expect(order).toMatchObject({ status: 'Not paid', subtotalCents, address: shipping.address });
    expect(order.taxCents).toBe(taxCentsOf(subtotalCents, order.taxRatePercent ?? 0));
    expect(order.amountCents).toBe(subtotalCents + order.taxCents);
    // The same tax as a cart's checkout gets.
    const cart = await checkout(buyer, [{ toolId: vise, quantity: 1 }]);
    expect(cart.body.order!.taxRatePercent).toBe(order.taxRatePercent);
    expect((await readTool(vise)).available).toBe(100 - 20 - 1);
    expect((await readTool(clamp)).available).toBe(100 - 8);
    expect((await read(buyer, quoteId)).body.quote).toMatchObject({ status: 'ordered', orderId: order._id });
    // A normal order: payable and in My orders.
    expect((await callApi('GET', `/pay/${order._id}`, { auth: buyer.token })).status).toBe(200);
    const mine = await callApi<{ orders: { _id: string }[] }>('GET', `/myorder/${encodeURIComponent(buyer.email)}`, { auth: buyer.token });
    expect(mine.body.orders.map((o) => o._id)).toContain(order._id);
    // Accepting again answers the same order, taking nothing more.
    const again = await accept(buyer, quoteId);
    expect(again.status).toBe(201);
    expect(again.body.order!._id).toBe(order._id);
    expect((await readTool(clamp)).available).toBe(100 - 8);
    await eventually(
      sentEmails,
      (emails) =>
        emails.some((email) => email.subject.startsWith('Quote requested') && email.body.text?.includes(quoteId)) &&
        emails.some(
          (email) => email.destination.to.includes(buyer.email) && email.body.text?.includes(quoteId) && email.subject.startsWith('Your quote from'),
        ) &&
        emails.some((email) => email.subject.startsWith('Quote accepted') && email.body.text?.includes(order._id)),
      { what: 'the request, offer and acceptance emails' },
    );
    // The first test wakes every quote function and the order emails' outbox: cold starts take their time.
  }, 120_000);

  it('declines an offered quote and withdraws a requested one; any other step from the wrong state is 409 naming the status', async () => {
    const buyer = await freshCustomer('quote-steps');
    const { quoteId } = await offeredQuote(buyer);
    expect((await step(buyer, quoteId, 'withdraw')).body).toMatchObject({ message: 'This quote is offered' });
    const declined = await step(buyer, quoteId, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body.quote!.status).toBe('declined');
    const refused = await accept(buyer, quoteId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This quote is declined');
    expect((await step(buyer, quoteId, 'decline')).body.message).toBe('This quote is declined');

    const toolId = await addTool(admin.token, { price: 4, minimum: 1, available: 10 });
    const asked = await ask(buyer, [{ toolId, quantity: 3 }]);
    const requestedId = asked.body.quote!.quoteId;
    expect(asked.body.quote!.status).toBe('requested');
    const early = await accept(buyer, requestedId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This quote is requested');
    expect((await step(buyer, requestedId, 'decline')).status).toBe(409);
    const withdrawn = await step(buyer, requestedId, 'withdraw');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.quote!.status).toBe('withdrawn');
    const late = await offer(admin, requestedId, [{ toolId, unitPrice: 3 }]);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This quote is withdrawn');
  });

  it('refuses an offer without a price for every line, or valid past 90 days or before today', async () => {
    const buyer = await freshCustomer('quote-offer');
    const [a, b] = await Promise.all([addTool(admin.token, { minimum: 1, available: 10 }), addTool(admin.token, { minimum: 1, available: 10 })]);
    const asked = await ask(buyer, [
      { toolId: a, quantity: 2 },
      { toolId: b, quantity: 2 },
    ]);
    const quoteId = asked.body.quote!.quoteId;
    expect((await offer(admin, quoteId, [{ toolId: a, unitPrice: 3 }])).status).toBe(400);
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const prices = [
      { toolId: a, unitPrice: 3 },
      { toolId: b, unitPrice: 4 },
    ];
    expect((await offer(admin, quoteId, prices, day(-1))).status).toBe(400);
    expect((await offer(admin, quoteId, prices, day(91))).status).toBe(400);
    expect((await offer(admin, quoteId, prices, day(89))).status).toBe(200);
  });

  it("answers 410 'This quote has expired' after validUntil, and the quote then reads expired", async () => {
    const buyer = await freshCustomer('quote-expired');
    const { quoteId, vise } = await offeredQuote(buyer);
    // The functions run on the real clock: the offer's day is moved into the past instead of waiting for it.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await db.send(
      new UpdateCommand({
        TableName: localTableNames().quotes,
        Key: { _id: quoteId },
        UpdateExpression: 'SET validUntil = :day',
        ExpressionAttributeValues: { ':day': yesterday },
      }),
    );
    expect((await read(buyer, quoteId)).body.quote!.status).toBe('expired');

    const refused = await accept(buyer, quoteId);

    expect(refused.status).toBe(410);
    expect(refused.body.message).toBe('This quote has expired');
    expect((await read(buyer, quoteId)).body.quote).toMatchObject({ status: 'expired', expiredAt: expect.any(String) });
    expect((await readTool(vise)).available).toBe(100);
    expect((await step(buyer, quoteId, 'decline')).body.message).toBe('This quote is expired');
    const listed = await callApi<{ quotes: QuoteAnswer[] }>('GET', '/admin/quotes?status=expired', { auth: admin.token });
    expect(listed.body.quotes.map((quote) => quote.quoteId)).toContain(quoteId);
  });

  it('gives one order for two accepts at once, its stock taken once', async () => {
    const buyer = await freshCustomer('quote-race');
    const { quoteId, vise } = await offeredQuote(buyer);

    const answers = await Promise.all([accept(buyer, quoteId), accept(buyer, quoteId), accept(buyer, quoteId)]);

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.order!._id)).size).toBe(1);
    expect((await readTool(vise)).available).toBe(100 - 20);
  });

  it('answers 409 naming the tool when its stock was taken after the offer, and takes no stock', async () => {
    const buyer = await freshCustomer('quote-stock');
    const other = await freshCustomer('quote-other');
    const { quoteId, vise, clamp } = await offeredQuote(buyer, 25);
    expect((await checkout(other, [{ toolId: clamp, quantity: 20 }])).status).toBe(201);

    const refused = await accept(buyer, quoteId);

    expect(refused.status).toBe(409);
    expect(refused.body.details?.toolId).toBe(clamp);
    expect(refused.body.message).toContain((await readTool(clamp)).name);
    expect((await readTool(vise)).available).toBe(25);
    expect((await read(buyer, quoteId)).body.quote!.status).toBe('offered');
  });

  it("hides another account's quote (404) and answers a retried Idempotency-Key with the same quote", async () => {
    const [buyer, stranger] = await Promise.all([freshCustomer('quote-owner'), freshCustomer('quote-stranger')]);
    const toolId = await addTool(admin.token, { minimum: 1, available: 10 });
    const key = `quote-${randomUUID()}`;

    const first = await ask(buyer, [{ toolId, quantity: 4 }], { 'idempotency-key': key });
    const retry = await ask(buyer, [{ toolId, quantity: 4 }], { 'idempotency-key': key });

    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body.quote!.quoteId).toBe(first.body.quote!.quoteId);
    const quoteId = first.body.quote!.quoteId;
    const mine = await callApi<{ quotes: QuoteAnswer[] }>('GET', '/quotes', { auth: buyer.token });
    expect(mine.body.quotes.filter((quote) => quote.quoteId === quoteId)).toHaveLength(1);
    expect((await read(stranger, quoteId)).status).toBe(404);
    expect((await step(stranger, quoteId, 'withdraw')).status).toBe(404);
    expect((await accept(stranger, quoteId)).status).toBe(404);
    const theirs = await callApi<{ quotes: QuoteAnswer[] }>('GET', '/quotes', { auth: stranger.token });
    expect(theirs.body.quotes.map((quote) => quote.quoteId)).not.toContain(quoteId);
    expect((await ask(buyer, [{ toolId, quantity: 5 }], { 'idempotency-key': key })).status).toBe(409);
  });
});
