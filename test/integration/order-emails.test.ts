import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Order } from '../../functions/orders/contract/order.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { startStreamPoller, type StreamPoller } from '../../infra/local/stream-poller.js';
import { SEED_ADMIN } from '../../infra/local/seed-data.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool } from '../support/catalog.js';
import { eventually } from '../support/eventually.js';
import { emailArrives, emailsAbout, sentEmails } from '../support/mailbox.js';
import { placeOrder } from '../support/orders.js';
import { runFunction } from '../support/run-function.js';
import { triggersIdle } from '../support/triggers-idle.js';
import { paidOrder } from '../security/support/payments.js';

describe('order emails, read from the local mailbox', () => {
  let admin: SignedInUser;
  let buyer: SignedInUser;
  let toolId: string;

  beforeAll(async () => {
    admin = await seededAdmin();
    buyer = await freshCustomer('mail');
    toolId = await addTool(admin.token, { available: 1_000, minimum: 10, price: 12.35 });
  });

  it('tells the customer the order was placed', async () => {
    const order = await placeOrder(buyer, toolId, 10);
    const email = await emailArrives(order._id, 'Order placed');
    expect(email?.destination.to).toEqual([buyer.email]);
    expect(email?.body.text).toContain('$123.50');
  });

  it('sends the customer a receipt with the amount, and the admins a note, when the order is paid', async () => {
    const order = await paidOrder(buyer, toolId, 20);
    expect((await emailArrives(order._id, 'Receipt: $247.00'))?.destination.to).toEqual([buyer.email]);
    expect((await emailArrives(order._id, 'Paid order to ship'))?.destination.to).toEqual([SEED_ADMIN.email]);
  });

  it('names the carrier and tracking number when the order ships', async () => {
    const order = await paidOrder(buyer, toolId, 11);
    await callApi('POST', `/delivered/${order._id}`, { auth: admin.token, body: { carrier: 'Parcelforce', trackingNumber: 'PF-7731' } });
    const email = await emailArrives(order._id, 'Shipped');
    expect(email?.body.text).toContain('Parcelforce');
    expect(email?.body.text).toContain('PF-7731');
  });

  it('says why an order was cancelled', async () => {
    const order = await placeOrder(buyer, toolId, 12);
    await callApi('DELETE', `/myordercancel/${order._id}/${encodeURIComponent(buyer.email)}`, { auth: buyer.token });
    expect((await emailArrives(order._id, 'Order cancelled'))?.body.text).toContain('You cancelled it.');
  });

  it('tells the customer about a refund', async () => {
    const order = await paidOrder(buyer, toolId, 13);
    await callApi('POST', `/refund/${order._id}`, { auth: admin.token });

    expect((await emailArrives(order._id, 'Refund: $160.55'))?.destination.to).toEqual([buyer.email]);
  });

  it("still sends the admins' note when the customer's receipt is refused for good, and keeps the refused address on the order", async () => {
    // The local SES refuses any address under .invalid, as the SES sandbox refuses one it has not verified.
    const refused = await freshCustomer('refused', { email: `refused-${Date.now()}@nowhere.invalid` });
    const order = await paidOrder(refused, toolId, 14);

    expect((await emailArrives(order._id, 'Paid order to ship'))?.destination.to).toEqual([SEED_ADMIN.email]);
    const recorded = await eventually(
      async () => (await callApi('GET', `/pay/${order._id}`, { auth: refused.token })).body as { refusedEmailAddresses?: string[] },
      (answer) => answer.refusedEmailAddresses !== undefined,
    );
    expect(recorded.refusedEmailAddresses).toEqual([refused.email]);
    expect((await emailsAbout(order._id)).map((email) => email.subject)).toEqual([`Paid order to ship: 14 x ${order.product_name}`]);
  });
});

describe('an email send that fails', () => {
  const attempts: string[][] = [];
  let poller: StreamPoller;
  let buyer: SignedInUser;
  let toolId: string;
  const dynamoDb = localDynamoDbClient(inject('localStack').dynamoDbUrl);

  beforeAll(async () => {
    const admin = await seededAdmin();
    buyer = await freshCustomer('mailretry');
    toolId = await addTool(admin.token, { available: 1_000, minimum: 10, price: 12.35 });
    // A second reader of the orders stream, calling the same email function. Its first batch is
    // answered as the function answers when the email service is down (the change reported as failed,
    // unit-tested in send-order-emails); every later batch runs the function itself.
    poller = await startStreamPoller({
      dynamoDb,
      endpoint: inject('localStack').dynamoDbUrl,
      tableName: inject('localStack').ordersTable,
      retryMs: 100,
      invoke: async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
        // Only the changes of this test's tool: the stream also holds every other test's orders.
        const ours = event.Records.filter((record) => (record.dynamodb?.NewImage ?? record.dynamodb?.OldImage)?.toolId?.S === toolId);
        if (ours.length === 0) return { batchItemFailures: [] };
        attempts.push(ours.map((record) => record.dynamodb?.SequenceNumber ?? ''));
        if (attempts.length === 1) return { batchItemFailures: [{ itemIdentifier: attempts[0]?.[0] ?? '' }] };
        return runFunction<DynamoDBBatchResponse>('send-order-emails', { Records: ours });
      },
    });
  });

  afterAll(async () => {
    await poller.stop();
    dynamoDb.destroy();
  });

  it('never fails the order change, is retried, and is sent once however many readers and retries hand its change over', async () => {
    const placed = await callApi<{ order?: Order }>('PUT', `/purchase/${toolId}`, {
      auth: buyer.token,
      body: { address: '3 Retry Road', number: '01234567890', quantity: 10 },
    });
    const orderId = placed.body.order?._id ?? '';

    const placedEmails = (emails: Awaited<ReturnType<typeof sentEmails>>) =>
      emails.filter((email) => email.subject?.startsWith('Order placed') && email.body.text?.includes(orderId));
    // Both readers (the stack's trigger and this one, with its retry after the failed first batch)
    // have handed over every change of the order, and the changes the email function wrote in turn:
    // nothing more can be sent, so "once" is checked now, not after a guessed pause.
    await triggersIdle();

    expect(placed.status).toBe(200);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(placedEmails(await sentEmails()).map((email) => email.subject)).toEqual(['Order placed: 10 x ' + placed.body.order?.product_name]);
    expect(attempts[1]?.[0]).toBe(attempts[0]?.[0]);
  });
});
