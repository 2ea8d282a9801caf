import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeAccountView } from '@functions/trade/contract/trade-account';
import { overCreditLimitMessage } from '@functions/trade/contract/credit-terms';
import { setAuthState } from '../../lib/auth/auth-store';
import { addToCart } from '../../features/cart/cart-store';
import { renderWithProviders } from '../../test/render-with-providers';
import { aMembershipAnswer, anOrder, aTool, TEST_CUSTOMER } from '../../test/builders';
import { fakeApi, type FakeAnswer } from '../../test/fake-api';
import { CartPage } from './cart-page';

vi.mock('../../lib/auth/use-auth', () => import('../../test/signed-in-customer').then((fixtures) => fixtures.signedInCustomerAuth));

const vise = aTool({ _id: 'vise', name: 'Bench Vise', priceCents: 1999, minimum: 2, available: 40 });

/** A buyer of an approved company, with the terms given (null: pays by card only). */
const buyerOf = (terms: TradeAccountView['company']['terms']) =>
  ({
    company: { companyId: 'co-1', name: 'Acme Builders', status: 'approved', terms },
    members: [],
    me: { userId: TEST_CUSTOMER.uid, role: 'buyer' },
  }) as unknown as TradeAccountView;

const onAccountOrder = anOrder({
  _id: 'order-7',
  status: 'On account',
  payment: 'account',
  invoiceDate: '2026-11-01',
  netDays: 30,
  dueAt: '2026-12-01T10:00:00.000Z',
  dueDate: '2026-12-01',
  paidCents: 0,
});

function serveMember(account: TradeAccountView, placeOrder: () => FakeAnswer) {
  return fakeApi({
    'get-trade-membership': () => ({ body: aMembershipAnswer(account) }),
    'get-trade-account': () => ({ body: account }),
    'get-trade-prices': () => ({ body: { prices: [] } }),
    'place-order': placeOrder,
  });
}

async function fillCheckout() {
  const form = await screen.findByRole('form', { name: 'Checkout' });
  const user = userEvent.setup();
  await user.type(within(form).getByLabelText('Address'), '12 Mill Road');
  await user.type(within(form).getByLabelText('Phone number'), '01712345678');
  return { form, user };
}

describe('checking out on account', () => {
  afterEach(() => {
    toast.remove();
    setAuthState({ initializing: false, user: null });
    vi.unstubAllGlobals();
  });

  it('offers only the card to a member whose company has no terms, and sends no payment field', async () => {
    const { callsTo } = serveMember(buyerOf(null), () => ({ status: 201, body: { order: anOrder({ _id: 'order-8' }) } }));
    setAuthState({ initializing: false, user: TEST_CUSTOMER });
    addToCart(vise, 3);
    renderWithProviders(<CartPage />, { path: '/cart', initialEntries: ['/cart?checkout'] });

    const { form, user } = await fillCheckout();
    await waitFor(() => expect(callsTo('get-trade-account')).toHaveLength(1));
    expect(within(form).queryByRole('radio', { name: /Pay on account/ })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/dashboard/buy/order-8');
    expect(JSON.parse(callsTo('place-order')[0]!.body)).not.toHaveProperty('payment');
  });

  it("offers 'Pay on account (Net 30)' with terms, sends payment 'account' and shows the order placed with its dates instead of the card step", async () => {
    const { callsTo } = serveMember(buyerOf({ netDays: 30, creditLimitCents: 500_000 }), () => ({ status: 201, body: { order: onAccountOrder } }));
    setAuthState({ initializing: false, user: TEST_CUSTOMER });
    addToCart(vise, 3);
    renderWithProviders(<CartPage />, { path: '/cart', initialEntries: ['/cart?checkout'] });

    const { form, user } = await fillCheckout();
    expect(within(form).getByRole('radio', { name: 'Pay by card' })).toBeChecked();
    await user.click(await within(form).findByRole('radio', { name: 'Pay on account (Net 30)' }));
    await user.click(within(form).getByRole('button', { name: 'Place order' }));

    const placed = await screen.findByRole('status', { name: 'Order placed on account' });
    expect(within(placed).getByText('Invoice date').nextElementSibling).toHaveTextContent('2026-11-01');
    expect(within(placed).getByText('Due date').nextElementSibling).toHaveTextContent('2026-12-01 (Net 30)');
    expect(within(placed).getByText('Total').nextElementSibling).toHaveTextContent('$600.00');
    expect(JSON.parse(callsTo('place-order')[0]!.body)).toEqual({
      address: '12 Mill Road',
      number: '01712345678',
      payment: 'account',
      lines: [{ toolId: 'vise', quantity: 3 }],
    });
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
  });

  it("shows the server's refusal as a toast and keeps the cart", async () => {
    serveMember(buyerOf({ netDays: 30, creditLimitCents: 500 }), () => ({ status: 409, body: { message: overCreditLimitMessage(1234) } }));
    setAuthState({ initializing: false, user: TEST_CUSTOMER });
    addToCart(vise, 3);
    renderWithProviders(<CartPage />, { path: '/cart', initialEntries: ['/cart?checkout'] });

    const { form, user } = await fillCheckout();
    await user.click(await within(form).findByRole('radio', { name: 'Pay on account (Net 30)' }));
    await user.click(within(form).getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Over your credit limit: $12.34 available')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Bench Vise' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Order placed on account' })).not.toBeInTheDocument();
  });
});
