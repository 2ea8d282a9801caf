/**
 * Faults of the dependencies: DynamoDB throttling, timing out or dropping the connection, and the
 * payment provider being down or failing. Each answers a clean 503 or 502 JSON message, leaves no
 * half-written order or payment, and the same request succeeds once the dependency is back.
 */
import '../unit/support/env.js';
import { InternalServerError, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotentOrderId } from '../../functions/orders/domain/place-order.js';
import { handler as addProduct } from '../../functions/catalog/handlers/add-product.js';
import { handler as addReview } from '../../functions/reviews/handlers/add-review.js';
import { handler as cancelOrder } from '../../functions/orders/handlers/cancel-order.js';
import { handler as confirmPayment } from '../../functions/orders/handlers/confirm-payment.js';
import { handler as createOrder } from '../../functions/orders/handlers/create-order.js';
import { handler as createPaymentIntent } from '../../functions/orders/handlers/create-payment-intent.js';
import { handler as deleteProduct } from '../../functions/catalog/handlers/delete-product.js';
import { handler as editProduct } from '../../functions/catalog/handlers/edit-product.js';
import { handler as listAllUsers } from '../../functions/accounts/handlers/list-all-users.js';
import { handler as login } from '../../functions/accounts/handlers/login.js';
import { handler as makeAdmin } from '../../functions/accounts/handlers/make-admin.js';
import { handler as markDelivered } from '../../functions/orders/handlers/mark-delivered.js';
import { handler as updateProfile } from '../../functions/accounts/handlers/update-profile.js';
import { admin, call, customer } from '../unit/support/api.js';
import { ddb, givenAdmin, givenUserRow, sent, transactionCanceled, useMockedDynamoDb } from '../unit/support/dynamo.js';
import { TABLES } from '../unit/support/env.js';
import { anOrder, aTool, aUser } from '../unit/support/fixtures.js';
import { emulatorIdToken } from '../unit/support/id-tokens.js';
import { closedPortUrl, paidIntent, startServer, startStandIn, STRIPE_SECRET_KEY, withStripeApiUrl } from '../unit/orders/handlers/payment-test-kit.js';

const BUSY = { message: 'The service is busy, please try again' };

const dynamoFailures: [string, () => Error][] = [
  ['throttles the request', () => new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: {} })],
  ['answers ThrottlingException', () => Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' })],
  ['times out', () => Object.assign(new Error('Connection timed out after 1000 ms'), { name: 'TimeoutError' })],
  ['drops the connection', () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
  ['fails internally', () => new InternalServerError({ message: 'Internal server error', $metadata: {} })],
];

const givenTool = () => ddb.on(GetCommand, { TableName: TABLES.tools, Key: { _id: 'tool-1' } }).resolves({ Item: aTool() });
const givenOrder = (overrides = {}) => ddb.on(GetCommand, { TableName: TABLES.orders, Key: { _id: 'order-1' } }).resolves({ Item: anOrder(overrides) });
const purchase = { address: '1 Main Street', number: '01234567890', quantity: 60 };

describe('when DynamoDB fails', () => {
  useMockedDynamoDb();

  describe.each(dynamoFailures)('and %s', (_case, failure) => {
    it("answers 503 to an order, writes it with its stock and the account's unpaid count in one transaction only, and the retry places it once", async () => {
      givenTool();
      ddb.on(TransactWriteCommand).rejectsOnce(failure()).resolves({});
      const send = () => call(createOrder, { as: customer, params: { id: 'tool-1' }, body: purchase });

      const failed = await send();
      expect(failed.statusCode).toBe(503);
      expect(failed.body).toEqual(BUSY);
      expect([sent(PutCommand), sent(UpdateCommand), sent(DeleteCommand)]).toEqual([[], [], []]);
      expect(sent(TransactWriteCommand)[0]?.TransactItems?.map((item) => Object.values(item)[0]?.TableName)).toEqual([
        TABLES.tools,
        TABLES.orders,
        TABLES.users,
      ]);

      const retried = await send();
      expect(retried.statusCode).toBe(200);
      expect(sent(TransactWriteCommand)).toHaveLength(2);
    });

    it("answers 503 to a cancel, whose order, stock and owner's unpaid count move in one transaction only, and the retry cancels", async () => {
      givenOrder();
      ddb.on(TransactWriteCommand).rejectsOnce(failure()).resolves({});
      const send = () => call(cancelOrder, { as: customer, params: { orderId: 'order-1', email: customer.email } });

      expect((await send()).statusCode).toBe(503);
      expect([sent(DeleteCommand), sent(UpdateCommand)]).toEqual([[], []]);
      expect(sent(TransactWriteCommand)[0]?.TransactItems?.map((item) => Object.values(item)[0]?.TableName)).toEqual([
        TABLES.orders,
        TABLES.tools,
        TABLES.users,
      ]);
      expect((await send()).statusCode).toBe(200);
    });

    it("answers 503 to a review, writes it and the tool's rating in one transaction only, and the retry stores it once", async () => {
      givenTool();
      ddb.on(QueryCommand, { TableName: TABLES.orders }).resolves({ Items: [{ lines: [{ toolId: 'tool-1', product_name: 'Cordless Drill' }] }] });
      ddb.on(TransactWriteCommand).rejectsOnce(failure()).resolves({});
      const send = () => call(addReview, { as: customer, body: { toolId: 'tool-1', comment: 'Solid', star: 5 } });

      const failed = await send();
      expect([failed.statusCode, failed.body]).toEqual([503, BUSY]);
      expect([sent(PutCommand), sent(UpdateCommand)]).toEqual([[], []]);

      expect((await send()).statusCode).toBe(201);
      expect(sent(TransactWriteCommand)).toHaveLength(2);
    });

    it('answers 503 when reading fails, before anything is written', async () => {
      ddb.on(GetCommand).rejects(failure());

      const responses = await Promise.all([call(createOrder, { as: customer, params: { id: 'tool-1' }, body: purchase }), call(listAllUsers, { as: admin })]);

      expect(responses.map((response) => [response.statusCode, response.body])).toEqual([
        [503, BUSY],
        [503, BUSY],
      ]);
      expect(sent(TransactWriteCommand)).toEqual([]);
    });

    it('answers 503 to a write (profile and login: single writes; delivery: a transaction with its audit entry), writes nothing and issues no token', async () => {
      ddb.on(GetCommand, { TableName: TABLES.users }).resolves({ Item: { email: admin.email, role: 'admin' } });
      givenOrder({ status: 'paid', transactionId: 'pi_1' });
      ddb.on(PutCommand).rejects(failure());
      ddb.on(UpdateCommand).rejects(failure());
      ddb.on(TransactWriteCommand).rejects(failure());
      process.env.AUTH_MODE = 'emulator';
      try {
        const responses = await Promise.all([
          call(updateProfile, { as: customer, body: { education: 'BSc', location: 'Leeds', phone: '01234567890', linkedin: 'linkedin.com/in/casey' } }),
          call(markDelivered, { as: admin, params: { orderId: 'order-1' } }),
          call(login, { params: { email: 'casey@tools.test' }, headers: { auth: `bearer ${emulatorIdToken()}` } }),
        ]);
        expect(responses.map((response) => [response.statusCode, response.body])).toEqual([
          [503, BUSY],
          [503, BUSY],
          [503, BUSY],
        ]);
        expect(responses.some((response) => 'token' in (response.body ?? {}))).toBe(false);
        // The delivery went out as one transaction (order and audit entry together), was refused as a
        // whole and not retried; nothing was written outside it.
        expect(sent(TransactWriteCommand)).toHaveLength(1);
        expect(sent(TransactWriteCommand)[0]?.TransactItems?.map((item) => Object.values(item)[0]?.TableName)).toEqual([TABLES.orders, TABLES.audit]);
        expect(sent(PutCommand)).toEqual([]);
        expect(sent(DeleteCommand)).toEqual([]);
        expect(sent(UpdateCommand).map((update) => update.TableName)).not.toContain(TABLES.orders);
      } finally {
        delete process.env.AUTH_MODE;
      }
    });
    it('answers 503 to an audited admin change (add, archive, edit a product; make an admin) and writes neither the change nor its entry', async () => {
      givenAdmin(admin);
      givenUserRow(aUser());
      givenTool();
      ddb.on(TransactWriteCommand).rejects(failure());
      const product = { name: 'Hand Saw', desc: 'A sharp saw', available: 300, minimum: 20, price: 9.99, img: 'https://img.example.com/saw.png' };

      const responses = await Promise.all([
        call(addProduct, { as: admin, body: product }),
        call(deleteProduct, { as: admin, params: { email: admin.email, productId: 'tool-1' } }),
        call(editProduct, { as: admin, params: { productId: 'tool-1' }, body: { price: 10.5 } }),
        call(makeAdmin, { as: admin, params: { userId: customer.uid } }),
      ]);

      expect(responses.map((response) => [response.statusCode, response.body])).toEqual(Array.from({ length: 4 }, () => [503, BUSY]));
      // One refused transaction each, not retried, each carrying its audit Put: no change and no entry outside them.
      const transactions = sent(TransactWriteCommand);
      expect(transactions).toHaveLength(4);
      for (const transaction of transactions) {
        expect(transaction.TransactItems?.filter((item) => item.Put?.TableName === TABLES.audit)).toHaveLength(1);
      }
      expect([sent(PutCommand), sent(UpdateCommand), sent(DeleteCommand)]).toEqual([[], [], []]);
    });
  });

  describe('and the order was written before the answer was lost', () => {
    const key = 'retry-key-0001';
    const keyedOrder = anOrder({ _id: idempotentOrderId(customer.uid, 'tool-1', key), quantity: 60 });
    const sendKeyed = (quantity = 60, idempotencyKey = key) =>
      call(createOrder, { as: customer, params: { id: 'tool-1' }, body: { ...purchase, quantity }, headers: { 'idempotency-key': idempotencyKey } });
    const givenWrittenOnceRead = () =>
      ddb
        .on(GetCommand, { TableName: TABLES.orders, Key: { _id: keyedOrder._id } })
        .resolvesOnce({})
        .resolves({ Item: keyedOrder });

    it('answers the retry with the same Idempotency-Key with the order already placed, taking no more stock', async () => {
      givenTool();
      givenWrittenOnceRead();
      ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }));

      const failed = await sendKeyed();
      const retried = await sendKeyed();

      expect(failed.statusCode).toBe(503);
      expect(retried.statusCode).toBe(200);
      expect(retried.body.order._id).toBe(keyedOrder._id);
      expect(sent(TransactWriteCommand)).toHaveLength(1);
    });

    it('answers a concurrent retry that lost the write with the order the other attempt placed', async () => {
      givenTool();
      givenWrittenOnceRead();
      ddb.on(TransactWriteCommand).rejects(transactionCanceled({ code: 'None' }, { code: 'ConditionalCheckFailed' }));

      const response = await sendKeyed();

      expect(response.statusCode).toBe(200);
      expect(response.body.order._id).toBe(keyedOrder._id);
    });

    it('answers 409 when the same key is reused for another quantity, and 400 for a malformed key', async () => {
      givenTool();
      ddb.on(GetCommand, { TableName: TABLES.orders }).resolves({ Item: keyedOrder });

      const [otherQuantity, malformed] = await Promise.all([sendKeyed(61), sendKeyed(60, 'bad key!')]);

      expect(otherQuantity.statusCode).toBe(409);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body.details).toEqual([{ field: 'idempotency-key', message: expect.any(String) }]);
      expect(sent(TransactWriteCommand)).toEqual([]);
    });
  });

  it('still answers 500, revealing nothing, for an error that is our own bug', async () => {
    givenTool();
    ddb
      .on(TransactWriteCommand)
      .rejects(Object.assign(new Error('One or more parameter values were invalid: arn:aws:dynamodb:...'), { name: 'ValidationException', $fault: 'client' }));

    const response = await call(createOrder, { as: customer, params: { id: 'tool-1' }, body: purchase });

    expect(response.statusCode).toBe(500);
    expect(response.body).toEqual({ message: 'Internal server error' });
  });
});

describe('when the payment provider fails', () => {
  useMockedDynamoDb();
  let stand: Awaited<ReturnType<typeof startStandIn>>;
  let failing: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    stand = await startStandIn();
    failing = await startServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } }));
    });
    process.env.STRIPE_SECRET_KEY = STRIPE_SECRET_KEY;
    process.env.STRIPE_API_URL = stand.standIn.url;
  });
  afterAll(async () => {
    failing.server.close();
    await stand.standIn.stop();
  });

  const order = anOrder();
  const pay = (transactionId: string) => call(confirmPayment, { as: customer, params: { orderId: order._id }, body: { orderId: order._id, transactionId } });
  const startPayment = () => call(createPaymentIntent, { as: customer, body: { orderId: order._id } });

  it('answers 503 to starting a payment while the provider is down, and the retry starts it', async () => {
    givenOrder();

    const down = await withStripeApiUrl(await closedPortUrl(), startPayment);
    const back = await startPayment();

    expect(down.statusCode).toBe(503);
    expect(down.body).toEqual({ message: 'The payment provider could not be reached, please try again' });
    expect(back.statusCode).toBe(200);
    expect(back.body.clientSecret).toMatch(/^pi_.+_secret_/);
  });

  it('answers 502 to a payment report when the provider answers 5xx, keeps the order unpaid, and the retry records it once', async () => {
    givenOrder();
    const intent = await paidIntent(stand.stripe, order);

    const failed = await withStripeApiUrl(failing.url, () => pay(intent.id));
    expect(failed.statusCode).toBe(502);
    expect(failed.body).toEqual({ message: 'The payment provider failed to answer, please try again' });
    expect([sent(UpdateCommand), sent(TransactWriteCommand)]).toEqual([[], []]);

    const retried = await pay(intent.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.body).toMatchObject({ acknowledged: true, modifiedCount: 1 });
    // One transaction: the order and its owner's unpaid count (the sales figures follow from the orders stream).
    expect(sent(UpdateCommand)).toEqual([]);
    expect(sent(TransactWriteCommand).map((transaction) => transaction.TransactItems?.map((item) => Object.values(item)[0]?.TableName))).toEqual([
      [TABLES.orders, TABLES.users],
    ]);
  });

  it('answers 503 when DynamoDB throttles the write of a confirmed payment, and the retry records it', async () => {
    givenOrder();
    const intent = await paidIntent(stand.stripe, order);
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }))
      .resolves({});

    const failed = await pay(intent.id);
    // The throttled write of the order (with its owner's unpaid count) was refused and not retried by the function.
    expect(sent(TransactWriteCommand)).toHaveLength(1);
    const retried = await pay(intent.id);

    expect(failed.statusCode).toBe(503);
    expect(sent(TransactWriteCommand)).toHaveLength(2);
    expect(retried.statusCode).toBe(200);
    expect(retried.body.order).toMatchObject({ status: 'paid', transactionId: intent.id });
  });
});
