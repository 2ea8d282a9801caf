import { describe, expect, it } from 'vitest';
import { handler } from '../../../../functions/orders/handlers/confirm-payment.js';
import {
  anOrder,
  apiEvent,
  authHeader,
  closedPortUrl,
  jsonBody,
  otherCustomer,
  paidIntent,
  usePaymentHandlerKit,
  withStripeApiUrl,
} from './payment-test-kit.js';

const { orders, stand } = usePaymentHandlerKit();

async function pay(orderId: string, body: unknown, headers?: Record<string, string>) {
  return handler(apiEvent({ method: 'PATCH', path: `/pay/${orderId}`, pathParameters: { orderId }, headers: headers ?? (await authHeader()), body }));
}

describe('PATCH /pay/{orderId}', () => {
  it('marks the order paid with the transaction id once the provider confirms the payment', async () => {
    const order = anOrder();
    orders.put(order);
    const intent = await paidIntent(stand.stripe, order);

    const response = await pay(order._id, { orderId: order._id, transactionId: intent.id });

    expect(response.statusCode).toBe(200);
    expect(jsonBody(response)).toMatchObject({ acknowledged: true, modifiedCount: 1, order: { status: 'paid', transactionId: intent.id } });
    expect(orders.get(order._id)).toMatchObject({ status: 'paid', transactionId: intent.id, paidAt: expect.any(String) });
    expect(orders.paymentsRecorded).toEqual([order._id]);
  });

  it('changes nothing and still acknowledges when the same payment is reported again', async () => {
    const order = anOrder();
    orders.put(order);
    const intent = await paidIntent(stand.stripe, order);
    await pay(order._id, { orderId: order._id, transactionId: intent.id });
    const afterFirst = structuredClone(orders.get(order._id));

    const response = await pay(order._id, { orderId: order._id, transactionId: intent.id });

    expect(response.statusCode).toBe(200);
    expect(jsonBody(response)).toMatchObject({ acknowledged: true, modifiedCount: 0 });
    expect(orders.get(order._id)).toEqual(afterFirst);
    expect(orders.paymentsRecorded).toHaveLength(1);
  });

  it('returns 409 and leaves the order unpaid when the card was declined', async () => {
    const order = anOrder();
    orders.put(order);
    const intent = await stand.stripe.paymentIntents.create({ amount: order.amountCents, currency: 'usd', metadata: { orderId: order._id } });
    await expect(stand.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclinedInsufficientFunds' })).rejects.toThrow(
      'Your card has insufficient funds.',
    );

    const response = await pay(order._id, { orderId: order._id, transactionId: intent.id });

    expect(response.statusCode).toBe(409);
    expect(jsonBody(response).message).toBe('This payment has not succeeded (its status is requires_payment_method)');
    expect(orders.get(order._id)).toEqual(order);
  });

  it('returns 409 and changes nothing when the payment was for another order', async () => {
    const order = anOrder();
    orders.put(order);
    const intent = await paidIntent(stand.stripe, anOrder({ _id: 'order-2' }));

    const response = await pay(order._id, { orderId: order._id, transactionId: intent.id });

    expect(response.statusCode).toBe(409);
    expect(jsonBody(response).message).toBe('This payment was made for another order');
    expect(orders.get(order._id)).toEqual(order);
  });

  it('returns 409 and refunds, never records as paid, a payment that charged a different amount', async () => {
    const order = anOrder({ amountCents: 62_500 });
    orders.put(order);
    const intent = await paidIntent(stand.stripe, order, 'pm_card_visa', 100);

    const response = await pay(order._id, { orderId: order._id, transactionId: intent.id });

    expect(response.statusCode).toBe(409);
    expect(jsonBody(response).message).toBe('This payment does not match the order total: this payment was refunded');
    expect(orders.get(order._id)).toEqual({ ...order, extraPaymentsRefunded: [intent.id] });
    await expect(stand.stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('returns 409 when the provider has no payment with that id', async () => {
    const order = anOrder();
    orders.put(order);

    const response = await pay(order._id, { orderId: order._id, transactionId: 'pi_doesNotExist' });

    expect(response.statusCode).toBe(409);
    expect(orders.get(order._id)).toEqual(order);
  });

  it('returns 409, keeps the first payment and refunds the second when the order was already paid by another payment', async () => {
    const order = anOrder({ status: 'paid', transactionId: 'pi_first', paidAt: '2026-11-20T11:00:00.000Z' });
    orders.put(order);
    const intent = await paidIntent(stand.stripe, order);

    const response = await pay(order._id, { orderId: order._id, transactionId: intent.id });

    expect(response.statusCode).toBe(409);
    expect(jsonBody(response).message).toBe('This order is already paid: this payment was refunded');
    expect(orders.get(order._id)).toEqual({ ...order, extraPaymentsRefunded: [intent.id] });
    await expect(stand.stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('returns 403 for someone else’s order', async () => {
    const order = anOrder({ userId: otherCustomer.uid, email: otherCustomer.email });
    orders.put(order);
    const intent = await paidIntent(stand.stripe, order);

    const response = await pay(order._id, { orderId: order._id, transactionId: intent.id });

    expect(response.statusCode).toBe(403);
    expect(orders.get(order._id)).toEqual(order);
  });

  it('returns 404 when the order does not exist', async () => {
    const response = await pay('missing', { orderId: 'missing', transactionId: 'pi_anything' });
    expect(response.statusCode).toBe(404);
  });

  it('returns 400 when the body names another order than the path', async () => {
    const order = anOrder();
    orders.put(order);
    const intent = await paidIntent(stand.stripe, order);

    const response = await pay(order._id, { orderId: 'order-2', transactionId: intent.id });

    expect(response.statusCode).toBe(400);
    expect(jsonBody(response).details).toEqual([{ field: 'orderId', message: 'must be the order in the path' }]);
    expect(orders.get(order._id)).toEqual(order);
  });

  it('returns 400 naming the field when transactionId is missing or not a payment intent id', async () => {
    const missing = await pay('order-1', { orderId: 'order-1' });
    const malformed = await pay('order-1', { orderId: 'order-1', transactionId: 'ch_123' });

    expect(missing.statusCode).toBe(400);
    expect(jsonBody(missing).details).toEqual([{ field: 'transactionId', message: 'transactionId is required' }]);
    expect(malformed.statusCode).toBe(400);
    expect(jsonBody(malformed).details).toEqual([expect.objectContaining({ field: 'transactionId' })]);
  });

  it('returns 401 without a token', async () => {
    const response = await pay('order-1', { orderId: 'order-1', transactionId: 'pi_x' }, {});
    expect(response.statusCode).toBe(401);
  });

  it('returns 503 and leaves the order unpaid when the provider cannot be reached', async () => {
    const order = anOrder();
    orders.put(order);
    const intent = await paidIntent(stand.stripe, order);

    const response = await withStripeApiUrl(await closedPortUrl(), () => pay(order._id, { orderId: order._id, transactionId: intent.id }));

    expect(response.statusCode).toBe(503);
    expect(jsonBody(response).message).toBe('The payment provider could not be reached, please try again');
    expect(orders.get(order._id)).toEqual(order);
  });
});
