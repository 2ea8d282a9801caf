import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogTool } from '@functions/catalog/contract/catalog';
import type { TradeAccountView } from '@functions/trade/contract/trade-account';
import { setAuthState } from '../../lib/auth/auth-store';
import { aMembershipAnswer, aTool, TEST_CUSTOMER } from '../../test/builders';
import { fakeApi, type FakeRoutes } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { ToolPage } from './tool-page';
import { ToolsPage } from './tools-page';

const vise = aTool({
  _id: 'vise',
  name: 'Bench Vise',
  priceCents: 1999,
  minimum: 10,
  available: 40,
  priceBreaks: [{ minQuantity: 20, unitPriceCents: 1750 }],
});
const catalogTool: CatalogTool = { ...vise, category: 'General' };

const account: TradeAccountView = {
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
  members: [{ userId: TEST_CUSTOMER.uid, name: TEST_CUSTOMER.name, role: 'buyer' }],
  me: { userId: TEST_CUSTOMER.uid, role: 'buyer' },
};

/** The shop: the vise in the catalog and on its page; a member's prices in dollars, as the API answers them. */
function serveShop({ member }: { member: boolean }) {
  const routes: FakeRoutes = {
    'get-catalog': () => ({ body: { tools: [catalogTool], categories: [{ name: 'General', count: 1 }] } }),
    'get-tool': () => ({ body: { tool: vise } }),
    'list-tool-reviews': () => ({ body: [] }),
    'get-trade-membership': () => ({ body: aMembershipAnswer(member ? account : null) }),
    'get-trade-prices': () => ({ body: { prices: [{ toolId: 'vise', unitPrice: 17.99, priceBreaks: [{ minQuantity: 20, unitPrice: 15.75 }] }] } }),
  };
  return fakeApi(routes);
}

const signIn = () => setAuthState({ initializing: false, user: TEST_CUSTOMER });

describe("'Your price' for trade members", () => {
  afterEach(() => {
    setAuthState({ initializing: false, user: null });
    vi.unstubAllGlobals();
  });

  it("shows a member their price on a tool card, the list price kept, asking /trade/prices for the cards' tools", async () => {
    signIn();
    const { callsTo } = serveShop({ member: true });
    renderWithProviders(<ToolsPage />, { path: '/tools' });
    const card = (await screen.findByRole('heading', { name: 'Bench Vise' })).closest('article')!;
    await waitFor(() => expect(within(card).getByText('Your price')).toBeInTheDocument());
    expect(within(card).getByTestId('your-price')).toHaveTextContent('$17.99 per unit');
    expect(within(card).getByText('List price')).toBeInTheDocument();
    expect(within(card).getByText('$19.99')).toBeInTheDocument();
    expect(callsTo('get-trade-prices').map((call) => call.url.searchParams.get('ids'))).toEqual(['vise']);
    expect(callsTo('get-trade-membership')).toHaveLength(1);
  });

  it('shows a member their price on the product page, in the break table too', async () => {
    signIn();
    serveShop({ member: true });
    renderWithProviders(<ToolPage />, { path: '/tools/:id', initialEntries: ['/tools/vise'] });
    expect(await screen.findByTestId('your-price')).toHaveTextContent('$17.99 per unit');
    const table = screen.getByRole('table', { name: 'Price breaks' });
    expect(within(table).getByRole('columnheader', { name: 'Your price' })).toBeInTheDocument();
    expect(table).toHaveTextContent('10–19$19.99$17.99');
    expect(table).toHaveTextContent('20+$17.50$15.75');
    // The default quantity (40) is in the break from 20: the member pays that break's price.
    expect(screen.getByText('Your price $15.75')).toBeInTheDocument();
  });

  it('shows a signed-in customer without a trade account list prices only, asking neither prices nor the member-only account', async () => {
    signIn();
    const { callsTo } = serveShop({ member: false });
    renderWithProviders(<ToolPage />, { path: '/tools/:id', initialEntries: ['/tools/vise'] });
    expect(await screen.findByTestId('unit-price')).toHaveTextContent('$17.50');
    await waitFor(() => expect(callsTo('get-trade-membership')).toHaveLength(1));
    expect(screen.queryByText(/Your price/)).not.toBeInTheDocument();
    expect(callsTo('get-trade-prices')).toHaveLength(0);
    expect(callsTo('get-trade-account')).toHaveLength(0);
  });

  it('shows a visitor list prices on the card and the product page, with no /trade request', async () => {
    const { calls } = serveShop({ member: true });
    renderWithProviders(<ToolsPage />, { path: '/tools' });
    const card = (await screen.findByRole('heading', { name: 'Bench Vise' })).closest('article')!;
    expect(within(card).getByText('$19.99 per unit')).toBeInTheDocument();
    expect(within(card).queryByText(/Your price/)).not.toBeInTheDocument();

    renderWithProviders(<ToolPage />, { path: '/tools/:id', initialEntries: ['/tools/vise'] });
    expect(await screen.findByTestId('unit-price')).toHaveTextContent('$17.50');
    expect(screen.queryByText(/Your price/)).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Your price' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.startsWith('/trade'))).toEqual([]);
  });
});
