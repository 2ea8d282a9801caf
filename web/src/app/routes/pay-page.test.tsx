import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@functions/orders/contract/order';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format';
import { renderWithProviders } from '../../test/render-with-providers';
import { anOrder } from '../../test/builders';
import { fakeApi, jsonResponse } from '../../test/fake-api';
import { PayPage } from './pay-page';

vi.mock('../../lib/auth/use-auth', () => import('../../test/signed-in-customer').then((fixtures) => fixtures.signedInCustomerAuth));

/** A unit price with cents, so the summary's total shows them. */
const anUnpaidOrder = (overrides: Partial<Order> = {}) =>
  anOrder({
    lines: [{ toolId: 'tool-1', product_name: 'Cordless drill', quantity: 60, unitPriceCents: 1025, amountCents: 61_500 }],
    subtotalCents: 61_500,
    amountCents: 61_500,
    ...overrides,
  });

const DECLINES: Record<string, string> = { '4000000000009995': 'Your card has insufficient funds.', '4000000000000002': 'Your card was declined.' };

/** The API and the local card-payment stand-in, as the browser sees them. */
function fakeBackends(order: Order) {
  return fakeApi(
    {
      'get-order-for-payment': ({ params }) => (params.orderId === order._id ? { body: order } : { status: 404, body: { message: 'No such order' } }),
      'create-payment-intent': () => ({ body: { clientSecret: 'pi_123_secret_abc' } }),
      'confirm-payment': ({ params }) => {
        if (params.orderId === order._id) order.status = 'paid';
        return { body: { acknowledged: true } };
      },
    },
    {
      otherHosts: ({ method, url, body }) => {
        if (url.host !== 'pay.test' || method !== 'POST' || url.pathname !== '/v1/payment_intents/pi_123/confirm') return undefined;
        const decline = DECLINES[new URLSearchParams(body).get('payment_method_data[card][number]') ?? ''];
        if (decline) return jsonResponse(402, { error: { type: 'card_error', code: 'card_declined', message: decline } });
        return jsonResponse(200, { id: 'pi_123', object: 'payment_intent', status: 'succeeded' });
      },
    },
  );
}

async function payWithCard(number: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay' }));
}

const renderPayPage = () => renderWithProviders(<PayPage />, { path: '/dashboard/buy/:id', initialEntries: ['/dashboard/buy/order-1'] });

afterEach(() => vi.unstubAllGlobals());

describe('PayPage', () => {
  it('shows the order summary: name, product, quantity and total price in $', async () => {
    fakeBackends(anUnpaidOrder());
    renderPayPage();

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Ada Buyer')).toBeInTheDocument();
    expect(within(summary).getByText('Cordless drill')).toBeInTheDocument();
    expect(within(summary).getByText('60')).toBeInTheDocument();
    expect(within(summary).getByText('$615.00')).toBeInTheDocument();
  });

  it('shows the subtotal and the tax with its label and rate when the order is taxed, and no tax line without tax', async () => {
    const lines = [{ toolId: 'tool-1', product_name: 'Cordless drill', quantity: 60, unitPriceCents: 1025, amountCents: 61_500 }];
    fakeBackends(anUnpaidOrder({ lines, subtotalCents: 61_500, taxCents: 12_300, amountCents: 73_800, taxRatePercent: 20, taxLabel: 'VAT' }));
    const { unmount } = renderPayPage();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal').nextElementSibling).toHaveTextContent('$615.00');
    expect(within(summary).getByText('VAT (20%)').nextElementSibling).toHaveTextContent('$123.00');
    expect(within(summary).getByText('Total price').nextElementSibling).toHaveTextContent('$738.00');
    unmount();

    fakeBackends(anUnpaidOrder({ lines, subtotalCents: 61_500, taxCents: 0 }));
    renderPayPage();
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
  });

  it('says by when the order must be paid before its hold ends', async () => {
    const holdExpiresAt = '2026-11-01T10:30:00.000Z';
    fakeBackends(anUnpaidOrder({ holdExpiresAt }));
    renderPayPage();

    expect(await screen.findByText(`Pay by ${formatDateTime(holdExpiresAt)}: after that the order is cancelled and its stock released.`)).toBeInTheDocument();
  });

  it('pays with 4242 4242 4242 4242, confirms the payment with the server and goes to My orders', async () => {
    const { calls } = fakeBackends(anUnpaidOrder());
    renderPayPage();

    await payWithCard('4242 4242 4242 4242');

    expect(await screen.findByText('Congress! your payment is completed')).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/dashboard/myorder');
    const confirm = calls.find((call) => call.url.host === 'pay.test');
    expect(new URLSearchParams(confirm?.body).get('client_secret')).toBe('pi_123_secret_abc');
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ orderId: 'order-1', transactionId: 'pi_123' });
  });

  it('never sends the card number to the API', async () => {
    const { calls } = fakeBackends(anUnpaidOrder());
    renderPayPage();

    await payWithCard('4242 4242 4242 4242');
    await screen.findByTestId('current-path');

    expect(calls.filter((call) => call.url.host === 'api.test' && call.body.includes('4242424242424242'))).toEqual([]);
  });

  it.each(Object.entries(DECLINES))('shows the provider’s message for the declined card %s and stays unpaid', async (number, message) => {
    const { calls } = fakeBackends(anUnpaidOrder());
    renderPayPage();

    await payWithCard(number);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('asks for the card details before paying', async () => {
    const { calls } = fakeBackends(anUnpaidOrder());
    renderPayPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Card number is required')).toBeInTheDocument();
    expect(screen.getByText('Expiry date is required')).toBeInTheDocument();
    expect(screen.getByText('CVC is required')).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/create-payment-intent')).toBe(false);
  });

  it('offers no card form for an order that is already paid', async () => {
    fakeBackends(anUnpaidOrder({ status: 'paid', transactionId: 'pi_old' }));
    renderPayPage();

    expect(await screen.findByText(/This order is already paid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it("offers no card form for a trade order awaiting its company's approval, and does not call it paid", async () => {
    fakeBackends(anUnpaidOrder({ status: 'Awaiting approval' as Order['status'] }));
    renderPayPage();

    expect(await screen.findByText(/This order is awaiting approval by your company's admin/)).toBeInTheDocument();
    expect(screen.queryByText(/already paid/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });
});
