import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TradeAccountView } from '@functions/trade/contract/trade-account';
import { setAuthState } from '../../lib/auth/auth-store';
import { aMembershipAnswer, anOrder, TEST_CUSTOMER } from '../../test/builders';
import { fakeApi, type FakeAnswer } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { TradePage } from './trade-page';

const BUYER = { userId: 'uid-bo', name: 'Bo Buyer' };

const adminAccount: TradeAccountView = {
  company: {
    companyId: 'co-1',
    name: 'Acme Builders',
    address: '1 Yard Lane',
    number: '01712345678',
    status: 'approved',
    discountPercent: 10,
    terms: null,
    taxExempt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  members: [
    { userId: TEST_CUSTOMER.uid, name: TEST_CUSTOMER.name, role: 'admin' },
    { userId: BUYER.userId, name: BUYER.name, role: 'buyer', approvalLimitCents: 50_000 },
  ],
  me: { userId: TEST_CUSTOMER.uid, role: 'admin' },
};

/** A buyer's order above their limit, as GET /trade/orders answers it (the builder validates by ORDER_STATUSES, which may not name the status yet). */
const waitingOrder = () => {
  const order = anOrder({ _id: 'order-9', userId: BUYER.userId, user_name: BUYER.name, product_name: 'Cordless drill', quantity: 80 });
  return { ...order, lines: order.lines.map((line) => ({ ...line, sku: 'CD-18V' })), status: 'Awaiting approval', memberName: BUYER.name };
};

/** The trade API with the company's orders: approving makes the waiting order 'Not paid', declining 'Declined' with its reason. */
function serveCompany(approve: () => FakeAnswer, { account = adminAccount, order = waitingOrder() } = {}) {
  let orders = [order];
  const { calls, callsTo } = fakeApi({
    'get-trade-membership': () => ({ body: aMembershipAnswer(account) }),
    'get-trade-account': () => ({ body: account }),
    'list-trade-orders': () => ({ body: { orders } }),
    'approve-trade-order': () => {
      const answer = approve();
      if ((answer.status ?? 200) === 200) orders = orders.map((o) => ({ ...o, status: 'Not paid' }));
      return answer;
    },
    'decline-trade-order': ({ body }) => {
      const reason = (body as { reason?: string }).reason;
      orders = orders.map((o) => ({ ...o, status: 'Declined', ...(reason && { declineReason: reason }) }));
      return { body: { order: orders[0] } };
    },
    'cancel-order': ({ params }) => {
      orders = orders.filter((o) => o._id !== params.orderId);
      return { body: { result: { deletedCount: 1 } } };
    },
  });
  const orderCalls = () => calls.filter((call) => call.url.pathname.startsWith('/trade/orders')).map((call) => `${call.method} ${call.url.pathname}`);
  return { orderCalls, callsTo };
}

async function approveWaitingOrder() {
  const orders = await screen.findByRole('table', { name: "Your company's orders" });
  const row = (await within(orders).findByText('Bo Buyer')).closest('tr')!;
  expect(row).toHaveTextContent('Awaiting approval');
  // What the admin approves, by SKU as the buyer ordered it.
  expect(within(row).getByRole('cell', { name: 'CD-18V' })).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: /^Approve/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'Approve order' }));
}

describe('/trade: the company orders', () => {
  afterEach(() => {
    toast.remove(); // react-hot-toast keeps its toasts between tests
    setAuthState({ initializing: false, user: null });
    vi.unstubAllGlobals();
  });

  it("lets a company admin approve a member's waiting order: a toast, and the list read again", async () => {
    setAuthState({ initializing: false, user: TEST_CUSTOMER });
    const { orderCalls } = serveCompany(() => ({ body: { order: { ...waitingOrder(), status: 'Not paid' } } }));
    renderWithProviders(<TradePage />, { path: '/trade' });
    await approveWaitingOrder();
    expect(await screen.findByText('Order approved')).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: "Your company's orders" });
    await waitFor(() => expect(within(orders).getByText('Bo Buyer').closest('tr')).toHaveTextContent('Not paid'));
    expect(within(orders).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(orderCalls()).toEqual(['GET /trade/orders', 'POST /trade/orders/order-9/approve', 'GET /trade/orders']);
  });

  it("shows the API's message when the stock ran out (409), and the order still waits", async () => {
    setAuthState({ initializing: false, user: TEST_CUSTOMER });
    serveCompany(() => ({ status: 409, body: { message: 'Not enough stock of Cordless drill: 20 left' } }));
    renderWithProviders(<TradePage />, { path: '/trade' });
    await approveWaitingOrder();
    expect(await screen.findByText('Not enough stock of Cordless drill: 20 left')).toBeInTheDocument();
    expect(screen.queryByText('Order approved')).not.toBeInTheDocument();
    const row = within(screen.getByRole('table', { name: "Your company's orders" }))
      .getByText('Bo Buyer')
      .closest('tr')!;
    expect(row).toHaveTextContent('Awaiting approval');
  });

  it('lets a company admin decline a waiting order with a reason', async () => {
    setAuthState({ initializing: false, user: TEST_CUSTOMER });
    const { callsTo } = serveCompany(() => ({ status: 500 }));
    renderWithProviders(<TradePage />, { path: '/trade' });
    const orders = await screen.findByRole('table', { name: "Your company's orders" });
    const row = (await within(orders).findByText('Bo Buyer')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Decline/ }));
    await userEvent.type(within(row).getByLabelText('Reason (optional)'), 'Over budget');
    await userEvent.click(within(row).getByRole('button', { name: 'Decline order' }));
    expect(await screen.findByText('Order declined')).toBeInTheDocument();
    await waitFor(() => expect(within(orders).getByText('Bo Buyer').closest('tr')).toHaveTextContent('DeclinedOver budget'));
    expect(callsTo('decline-trade-order').map((call) => call.body)).toEqual(['{"reason":"Over budget"}']);
  });

  it('shows a buyer their own waiting order, without the approval buttons, and lets them cancel it', async () => {
    setAuthState({ initializing: false, user: TEST_CUSTOMER });
    const buyerAccount: TradeAccountView = { ...adminAccount, me: { userId: TEST_CUSTOMER.uid, role: 'buyer', approvalLimitCents: 50_000 } };
    const own = { ...waitingOrder(), userId: TEST_CUSTOMER.uid, memberName: TEST_CUSTOMER.name };
    const { callsTo } = serveCompany(() => ({ status: 500 }), { account: buyerAccount, order: own });
    renderWithProviders(<TradePage />, { path: '/trade' });
    const orders = await screen.findByRole('table', { name: "Your company's orders" });
    const row = (await within(orders).findByText('80 × Cordless drill')).closest('tr')!;
    expect(row).toHaveTextContent('Awaiting approval');
    expect(within(orders).queryByRole('columnheader', { name: 'Member' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /^Cancel/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(callsTo('cancel-order').map((call) => call.url.pathname)).toEqual(['/myordercancel/order-9/ada%40tools.test']);
  });
});
