import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderAmounts, type Order, type OrderStatus } from '@functions/orders/contract/order';
import type { Tool } from '@functions/catalog/contract/tool';
import { addToCart, cartLines } from '../../features/cart/cart-store';
import { formatDateTime } from '../../lib/format';
import { anOrder, aTool } from '../../test/builders';
import { fakeApi, pageOf } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { MyOrdersPage } from './my-orders-page';

vi.mock('../../lib/auth/use-auth', () => import('../../test/signed-in-customer').then((fixtures) => fixtures.signedInCustomerAuth));

const order = (id: string, product: string, status: OrderStatus) => anOrder({ _id: id, toolId: `tool-${id}`, product_name: product, status });

/** The API holding the customer's orders, `pageSize` a page, and today's catalog; `failList` makes GET /myorder answer 500. */
function serveOrders(orders: Order[], { failList = false, pageSize = 20, toolsOnSale = [] as Tool[] } = {}) {
  return fakeApi({
    'get-catalog': () => ({ body: { tools: toolsOnSale, categories: [] } }),
    'list-my-orders': ({ url }) => {
      if (failList) return { status: 500, body: { message: 'The orders could not be read' } };
      const page = pageOf(orders, url, pageSize);
      return { body: { orders: page.items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
    },
    'cancel-order': ({ params }) => {
      orders.splice(
        orders.findIndex((o) => o._id === params.orderId),
        1,
      );
      return { body: { result: { deletedCount: 1 } } };
    },
  });
}

function renderPage() {
  renderWithProviders(<MyOrdersPage />, { path: '/dashboard/myorder' });
}

beforeEach(() => {
  // jsdom has no matchMedia; react-hot-toast's Toaster asks it about reduced motion
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  serveOrders([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MyOrdersPage', () => {
  it('lists the orders with their situation and offers cancel only for unpaid ones', async () => {
    serveOrders([order('o1', 'Drill Press', 'Not paid'), order('o2', 'Torque Wrench', 'paid')]);
    renderPage();

    const unpaid = (await screen.findByRole('rowheader', { name: 'Drill Press' })).closest('tr')!;
    expect(within(unpaid).getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/dashboard/buy/o1');
    expect(within(unpaid).getByRole('button', { name: 'Cancel the order for Drill Press' })).toBeInTheDocument();

    const paid = screen.getByRole('rowheader', { name: 'Torque Wrench' }).closest('tr')!;
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(
      within(paid)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Order again Torque Wrench']);
  });

  it("shows each line's SKU as it was when the order was placed, a dash for an order placed before lines kept it", async () => {
    const lines = [
      { toolId: 'press', product_name: 'Drill Press', sku: 'DP-400', quantity: 2, unitPriceCents: 1000, amountCents: 2000 },
      { toolId: 'vise', product_name: 'Bench Vise', quantity: 1, unitPriceCents: 500, amountCents: 500 },
    ];
    const wrench = [{ toolId: 'wrench', product_name: 'Torque Wrench', sku: 'TW-9', quantity: 60, unitPriceCents: 1000, amountCents: 60_000 }];
    serveOrders([anOrder({ _id: 'o1', ...orderAmounts(lines) }), anOrder({ _id: 'o2', ...orderAmounts(wrench) })]);
    renderPage();

    const several = (await screen.findByRole('rowheader', { name: /^Drill Press and 1 more/ })).closest('tr')!;
    const skus = within(several).getByRole('list', { name: 'SKUs of the lines' });
    expect(
      within(skus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['DP-400', '—']);
    const one = screen.getByRole('rowheader', { name: 'Torque Wrench' }).closest('tr')!;
    expect(within(one).getByText('TW-9')).toBeInTheDocument();
  });

  it("shows when an unpaid order's hold ends", async () => {
    const holdExpiresAt = '2026-11-01T10:30:00.000Z';
    serveOrders([
      anOrder({ _id: 'o1', product_name: 'Drill Press', status: 'Not paid', holdExpiresAt }),
      anOrder({ _id: 'o2', product_name: 'Vise', status: 'paid', holdExpiresAt }),
    ]);
    renderPage();

    const unpaid = (await screen.findByRole('rowheader', { name: 'Drill Press' })).closest('tr')!;
    expect(within(unpaid).getByText(`Pay by ${formatDateTime(holdExpiresAt)}`)).toBeInTheDocument();
    const paid = screen.getByRole('rowheader', { name: 'Vise' }).closest('tr')!;
    expect(within(paid).queryByText(/Pay by/)).not.toBeInTheDocument();
  });

  it('cancels an unpaid order after confirmation, with a toast, and removes its row', async () => {
    serveOrders([order('o1', 'Drill Press', 'Not paid')]);
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the order for Drill Press' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('You deleted Drill Press form your order list')).toBeInTheDocument();
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Drill Press' })).not.toBeInTheDocument();
  });

  it('keeps the order when the confirmation is dismissed', async () => {
    serveOrders([order('o1', 'Drill Press', 'Not paid')]);
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the order for Drill Press' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Drill Press' })).toBeInTheDocument();
  });

  it('loads the next page of orders on request until the last one is in', async () => {
    const orders = ['Anvil', 'Bench Vise', 'Chisel'].map((name, i) => order(`o${i}`, name, 'paid'));
    serveOrders(orders, { pageSize: 2 });
    renderPage();

    await screen.findByRole('rowheader', { name: 'Bench Vise' });
    expect(screen.queryByRole('rowheader', { name: 'Chisel' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('rowheader', { name: 'Chisel' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Anvil', 'Bench Vise', 'Chisel']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("puts an order's lines in the cart at today's terms, names the lines left out in a toast, and opens the cart", async () => {
    const vise = aTool({
      _id: 'vise',
      name: 'Bench Vise',
      priceCents: 1400,
      minimum: 2,
      available: 300,
      priceBreaks: [{ minQuantity: 100, unitPriceCents: 1200 }],
    });
    const clamp = aTool({ _id: 'clamp', name: 'F-Clamp', priceCents: 50, minimum: 20, available: 500 });
    const file = aTool({ _id: 'file', name: 'Flat File', minimum: 10, available: 4 });
    const placed = anOrder({
      _id: 'o1',
      status: 'delivered',
      ...orderAmounts([
        { toolId: 'vise', product_name: 'Bench Vise', quantity: 100, unitPriceCents: 1100, amountCents: 110_000 },
        { toolId: 'clamp', product_name: 'F-Clamp', quantity: 10, unitPriceCents: 50, amountCents: 500 },
        { toolId: 'saw', product_name: 'Hand Saw', quantity: 5, unitPriceCents: 2000, amountCents: 10_000 },
        { toolId: 'file', product_name: 'Flat File', quantity: 10, unitPriceCents: 300, amountCents: 3000 },
      ]),
    });
    // The saw is no longer on sale: the catalog leaves it out.
    const { callsTo } = serveOrders([placed], { toolsOnSale: [vise, clamp, file] });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Order again Bench Vise and 3 more' }));

    expect(await screen.findByTestId('current-path')).toHaveTextContent('/cart');
    expect(await screen.findByText('Not added, no longer on sale or out of stock: Hand Saw, Flat File')).toBeInTheDocument();
    // Today's price and breaks, the clamp raised to today's minimum.
    expect(cartLines()).toEqual([
      {
        toolId: 'vise',
        name: 'Bench Vise',
        img: vise.img,
        priceCents: 1400,
        minimum: 2,
        available: 300,
        sku: 'VISE',
        orderMultiple: 1,
        priceBreaks: [{ minQuantity: 100, unitPriceCents: 1200 }],
        quantity: 100,
      },
      { toolId: 'clamp', name: 'F-Clamp', img: clamp.img, priceCents: 50, minimum: 20, available: 500, sku: 'CLAMP', orderMultiple: 1, quantity: 20 },
    ]);
    expect(callsTo('get-catalog')).toHaveLength(1);
  });

  it("adds to a tool's line already in the cart, up to today's stock", async () => {
    const vise = aTool({ _id: 'vise', name: 'Bench Vise', minimum: 2, available: 30 });
    addToCart(vise, 25);
    serveOrders([anOrder({ _id: 'o1', toolId: 'vise', product_name: 'Bench Vise', quantity: 10, status: 'paid' })], { toolsOnSale: [vise] });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Order again Bench Vise' }));

    expect(await screen.findByTestId('current-path')).toHaveTextContent('/cart');
    expect(cartLines().map((line) => [line.toolId, line.quantity])).toEqual([['vise', 30]]);
  });

  it("shows the API's message when the orders cannot be loaded", async () => {
    serveOrders([], { failList: true });
    renderPage();
    expect(await screen.findByText('The orders could not be read')).toBeInTheDocument();
  });
});
