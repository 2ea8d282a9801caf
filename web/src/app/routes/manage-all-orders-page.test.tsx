import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDERS_EXPORT_COLUMNS } from '@functions/admin/contract/sales';
import type { Order } from '@functions/orders/contract/order';
import { anOrder } from '../../test/builders';
import { fakeApi, pageOf, type FakeRoute } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { ManageAllOrdersPage } from './manage-all-orders-page';

vi.mock('../../lib/auth/use-auth', () => import('../../test/signed-in-admin').then((fixtures) => fixtures.signedInAdminAuth));

const ORDERS = [
  anOrder({ _id: 'o1', product_name: 'Drill Press', status: 'paid', email: 'ada@tools.test' }),
  anOrder({ _id: 'o2', product_name: 'Torque Wrench', status: 'delivered', email: 'bob@tools.test' }),
];
const CSV_PAGES: [string, string] = [
  `${ORDERS_EXPORT_COLUMNS.join(',')}\r\no1,2026-11-01T10:00:00.000Z,Ada Buyer,ada@tools.test\r\n`,
  'o2,2026-11-02T10:00:00.000Z,Bob,bob@tools.test\r\n',
];
/** GET /ordersexport in two pages, the way the API pages a long export. */
const pagedCsv: FakeRoute = ({ url }) => {
  const first = url.searchParams.get('cursor') === null;
  const headers: Record<string, string> = first ? { 'content-type': 'text/csv', 'x-next-cursor': 'page-2' } : { 'content-type': 'text/csv' };
  return { text: first ? CSV_PAGES[0] : CSV_PAGES[1], headers };
};

/**
 * GET /allorders filtered the way the API does, GET /ordersexport answering `exportAnswer`, and
 * DELETE /myordercancel/{orderId}/{email} cancelling the order in `orders` (as an admin's cancel does).
 */
function serveOrders(orders: Order[], exportAnswer: FakeRoute = pagedCsv) {
  return fakeApi({
    'cancel-order': ({ params }) => {
      Object.assign(orders.find((order) => order._id === params.orderId) ?? {}, { status: 'cancelled', cancelReason: 'admin' });
      return { body: { result: { deletedCount: 1 } } };
    },
    'list-all-orders': ({ url }) => {
      const status = url.searchParams.get('status');
      const buyer = url.searchParams.get('buyer');
      const matching = orders.filter((order) => (!status || order.status === status) && (!buyer || order.email === buyer));
      const page = pageOf(matching, url, 20);
      return { body: page.items, headers: page.headers };
    },
    'export-orders': exportAnswer,
  });
}

const renderPage = (search = '') =>
  renderWithProviders(<ManageAllOrdersPage />, { path: '/dashboard/manageallorders', initialEntries: [`/dashboard/manageallorders${search}`] });

const listCalls = (api: ReturnType<typeof serveOrders>) =>
  api.callsTo('list-all-orders').map((call) => Object.fromEntries(call.url.searchParams) as Record<string, string>);

beforeEach(() => {
  // jsdom has no object URLs
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:orders'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ManageAllOrdersPage filters', () => {
  it('asks for one status when one is chosen, and keeps it in the address', async () => {
    const api = serveOrders([...ORDERS]);
    const { router } = renderPage();
    await screen.findByRole('rowheader', { name: 'Torque Wrench' });
    expect(listCalls(api)).toEqual([{}]);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Paid');

    await vi.waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Torque Wrench' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Drill Press' })).toBeInTheDocument();
    expect(listCalls(api).at(-1)).toEqual({ status: 'paid' });
    expect(router.state.location.search).toBe('?status=paid');
  });

  it('filters by buyer email on Filter, and refuses an address that is not an email', async () => {
    const api = serveOrders([...ORDERS]);
    const { router } = renderPage();
    await screen.findByRole('rowheader', { name: 'Drill Press' });

    await userEvent.type(screen.getByLabelText('Buyer email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Buyer email'));
    await userEvent.type(screen.getByLabelText('Buyer email'), 'Bob@tools.test{Enter}');

    await vi.waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Drill Press' })).not.toBeInTheDocument());
    expect(listCalls(api).at(-1)).toEqual({ buyer: 'bob@tools.test' });
    expect(new URLSearchParams(router.state.location.search).get('buyer')).toBe('bob@tools.test');
  });

  it('starts from the filters in the address, and Clear filters lists every order again', async () => {
    const api = serveOrders([...ORDERS]);
    renderPage('?status=delivered&buyer=bob%40tools.test');

    await screen.findByRole('rowheader', { name: 'Torque Wrench' });
    expect(screen.getByLabelText('Status')).toHaveValue('delivered');
    expect(screen.getByLabelText('Buyer email')).toHaveValue('bob@tools.test');
    expect(listCalls(api)).toEqual([{ status: 'delivered', buyer: 'bob@tools.test' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('rowheader', { name: 'Drill Press' })).toBeInTheDocument();
    expect(listCalls(api).at(-1)).toEqual({});
  });

  it('says when no order matches the filters', async () => {
    serveOrders([...ORDERS]);
    renderPage('?status=refunded');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
  });
});

describe('ManageAllOrdersPage cancelling an unpaid order', () => {
  it('cancels it after the admin confirms, with the admin as the caller, and offers no cancel for paid or delivered ones', async () => {
    const unpaid = anOrder({ _id: 'o3', product_name: 'Bench Vise', status: 'Not paid', email: 'cy@tools.test', quantity: 7 });
    const api = serveOrders([...ORDERS, unpaid]);
    renderPage();

    const row = (await screen.findByRole('rowheader', { name: 'Bench Vise' })).closest('tr')!;
    expect(screen.queryByRole('button', { name: 'Cancel the order for Drill Press' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund the order for Drill Press' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel the order for Bench Vise' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Cancel the unpaid order of 7 × Bench Vise for cy@tools.test.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('You cancelled the order for Bench Vise')).toBeInTheDocument();
    expect(api.callsTo('cancel-order').map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['DELETE /myordercancel/o3/olga%40tools.test']);
    expect(await within(row).findByText('Cancelled (by the shop)')).toBeInTheDocument();
  });

  it('changes nothing when the admin keeps the order', async () => {
    const api = serveOrders([...ORDERS, anOrder({ _id: 'o3', product_name: 'Bench Vise', status: 'Not paid' })]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the order for Bench Vise' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('cancel-order')).toEqual([]);
  });
});

describe('ManageAllOrdersPage CSV download', () => {
  it('offers the last 30 days, then downloads every page of the range as one orders-<from>-to-<to>.csv', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const api = serveOrders([...ORDERS]);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Download orders as CSV' });
    expect(within(form).getByLabelText('From')).toHaveValue('2026-10-25');
    expect(within(form).getByLabelText('To')).toHaveValue('2026-11-23');

    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-15' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Download CSV' }));

    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.callsTo('export-orders').map((call) => call.url.search)).toEqual([
      '?from=2026-11-01&to=2026-11-15',
      '?from=2026-11-01&to=2026-11-15&cursor=page-2',
    ]);
    expect(clicked[0]?.download).toBe('orders-2026-11-01-to-2026-11-15.csv');
    expect(clicked[0]?.href).toBe('blob:orders');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe(CSV_PAGES.join(''));
  });

  it("shows the server's message in a toast when the export is refused", async () => {
    serveOrders([...ORDERS], () => ({ status: 400, body: { message: 'The range may cover at most 366 days' } }));
    renderPage();
    const form = await screen.findByRole('form', { name: 'Download orders as CSV' });
    await userEvent.click(within(form).getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The range may cover at most 366 days')).toBeInTheDocument();
  });

  it('checks the range before asking', async () => {
    const api = serveOrders([...ORDERS]);
    renderPage();
    const form = await screen.findByRole('form', { name: 'Download orders as CSV' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-10' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Download CSV' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('from must be on or before to');
    expect(api.callsTo('export-orders')).toHaveLength(0);
  });
});
