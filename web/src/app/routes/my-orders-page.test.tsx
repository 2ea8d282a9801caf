import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderStatus } from '@schemas/order';
import { anOrder, jsonResponse, TEST_CUSTOMER } from '../../test/fixtures';
import { MyOrdersPage } from './my-orders-page';

const EMAIL = TEST_CUSTOMER.email;

vi.mock('../../lib/auth/use-auth', () => import('../../test/fixtures').then((fixtures) => fixtures.signedInCustomerAuth));

const order = (id: string, product: string, status: OrderStatus) => anOrder({ _id: id, toolId: `tool-${id}`, product_name: product, status });
const json = jsonResponse;

/**
 * A fake API holding the customer's orders, `pageSize` a page (the cursor is the next index);
 * `failList` makes GET /myorder answer 500.
 */
function fakeApi(orders: Order[], { failList = false, pageSize = 20 } = {}) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://web.test');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/runtime-config.json') {
      return json(200, {
        apiUrl: 'http://api.test',
        firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
        paymentMode: 'local',
        localPaymentUrl: 'http://pay.test',
      });
    }
    if (method === 'GET' && url.pathname === `/myorder/${encodeURIComponent(EMAIL)}`) {
      if (failList) return json(500, { message: 'The orders could not be read' });
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const next = start + pageSize;
      return json(200, { orders: orders.slice(start, next), ...(next < orders.length ? { nextCursor: String(next) } : {}) });
    }
    const cancel = url.pathname.match(/^\/myordercancel\/([^/]+)\/[^/]+$/);
    if (method === 'DELETE' && cancel) {
      orders.splice(orders.findIndex((o) => o._id === cancel[1]), 1);
      return json(200, { result: { deletedCount: 1 } });
    }
    return json(404, { message: `No route ${method} ${url.pathname}` });
  });
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MyOrdersPage />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // jsdom has no matchMedia; react-hot-toast's Toaster asks it about reduced motion
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  vi.stubGlobal('fetch', fakeApi([]));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MyOrdersPage', () => {
  it('lists the orders with their situation and offers cancel only for unpaid ones', async () => {
    vi.stubGlobal('fetch', fakeApi([order('o1', 'Drill Press', 'Not paid'), order('o2', 'Torque Wrench', 'paid')]));
    renderPage();

    const unpaid = (await screen.findByRole('rowheader', { name: 'Drill Press' })).closest('tr')!;
    expect(within(unpaid).getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/dashboard/buy/o1');
    expect(within(unpaid).getByRole('button', { name: 'Cancel the order for Drill Press' })).toBeInTheDocument();

    const paid = screen.getByRole('rowheader', { name: 'Torque Wrench' }).closest('tr')!;
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels an unpaid order after confirmation, with a toast, and removes its row', async () => {
    vi.stubGlobal('fetch', fakeApi([order('o1', 'Drill Press', 'Not paid')]));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the order for Drill Press' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('You deleted Drill Press form your order list')).toBeInTheDocument();
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Drill Press' })).not.toBeInTheDocument();
  });

  it('keeps the order when the confirmation is dismissed', async () => {
    vi.stubGlobal('fetch', fakeApi([order('o1', 'Drill Press', 'Not paid')]));
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the order for Drill Press' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Drill Press' })).toBeInTheDocument();
  });

  it('loads the next page of orders on request until the last one is in', async () => {
    const orders = ['Anvil', 'Bench Vise', 'Chisel'].map((name, i) => order(`o${i}`, name, 'paid'));
    vi.stubGlobal('fetch', fakeApi(orders, { pageSize: 2 }));
    renderPage();

    await screen.findByRole('rowheader', { name: 'Bench Vise' });
    expect(screen.queryByRole('rowheader', { name: 'Chisel' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('rowheader', { name: 'Chisel' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Anvil', 'Bench Vise', 'Chisel']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows the API's message when the orders cannot be loaded", async () => {
    vi.stubGlobal('fetch', fakeApi([], { failList: true }));
    renderPage();
    expect(await screen.findByText('The orders could not be read')).toBeInTheDocument();
  });
});
