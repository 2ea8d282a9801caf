import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogTool } from '@functions/catalog/contract/catalog';
import { setAuthState } from '../../lib/auth/auth-store';
import { cartLines } from '../../features/cart/cart-store';
import { aTool, TEST_CUSTOMER } from '../../test/builders';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { QuickOrderPage } from './quick-order-page';

const screws: CatalogTool = { ...aTool({ _id: 'screws', name: 'Wood screws', priceCents: 200, minimum: 20, available: 150 }), category: 'General' };

function serveShop() {
  return fakeApi({
    'check-quick-order': ({ body }) => {
      const rows = (body as { rows: { sku: string; quantity: number }[] }).rows;
      return {
        body: {
          rows: rows.map((row) =>
            row.sku.toUpperCase() === 'WS-10'
              ? { sku: 'WS-10', quantity: row.quantity, status: 'ok', toolId: 'screws', name: 'Wood screws', unitPrice: 2 }
              : { sku: row.sku.toUpperCase(), quantity: row.quantity, status: 'unknown SKU' },
          ),
        },
      };
    },
    'get-catalog': () => ({ body: { tools: [screws], categories: [{ name: 'General', count: 1 }] } }),
  });
}

describe('/quick-order', () => {
  afterEach(() => {
    localStorage.clear();
    setAuthState({ initializing: false, user: null });
    vi.unstubAllGlobals();
  });

  it('reads pasted rows, names the lines it could not read, checks the rows and puts the good ones in the cart', async () => {
    setAuthState({ initializing: false, user: TEST_CUSTOMER });
    const { callsTo } = serveShop();
    renderWithProviders(<QuickOrderPage />, { path: '/quick-order' });

    await userEvent.type(screen.getByLabelText(/Paste rows/), 'ws-10, 20{enter}NOPE-1\t5{enter}no quantity here');
    await userEvent.click(screen.getByRole('button', { name: 'Read pasted rows' }));
    expect(screen.getByRole('alert')).toHaveTextContent('line 3 "no quantity here"');
    expect(screen.getByLabelText('SKU 1')).toHaveValue('ws-10');
    expect(screen.getByLabelText('Quantity 2')).toHaveValue('5');

    await userEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    const table = await screen.findByRole('table', { name: 'Checked rows' });
    expect(callsTo('check-quick-order').map((call) => call.body)).toEqual([
      JSON.stringify({
        rows: [
          { sku: 'ws-10', quantity: 20 },
          { sku: 'NOPE-1', quantity: 5 },
        ],
      }),
    ]);
    expect(within(table).getByText('NOPE-1').closest('tr')).toHaveTextContent('unknown SKU');
    expect(screen.getByRole('heading', { name: 'Checked: 1 of 2 rows can be ordered' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('1 tool added to the cart')).toBeInTheDocument();
    await waitFor(() => expect(cartLines().map((line) => [line.toolId, line.quantity])).toEqual([['screws', 20]]));
  });
});
