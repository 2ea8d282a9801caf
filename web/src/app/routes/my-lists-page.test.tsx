import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuyingList } from '@functions/lists/contract/buying-list';
import type { Tool } from '@functions/catalog/contract/tool';
import { cartLines } from '../../features/cart/cart-store';
import { aTool } from '../../test/builders';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { MyListsPage } from './my-lists-page';

vi.mock('../../lib/auth/use-auth', () => import('../../test/signed-in-customer').then((fixtures) => fixtures.signedInCustomerAuth));

const aList = (overrides: Partial<BuyingList> = {}): BuyingList => ({
  listId: 'l1',
  name: 'Site restock',
  lines: [{ toolId: 'vise', quantity: 4 }],
  authorName: 'Ann Buyer',
  companyId: 'c1',
  canChange: true,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

function serveLists(lists: BuyingList[], toolsOnSale: Tool[] = []) {
  return fakeApi({
    'get-catalog': () => ({ body: { tools: toolsOnSale, categories: [] } }),
    'get-lists': () => ({ body: { lists } }),
    'update-list': ({ params, body }) => {
      const index = lists.findIndex((list) => list.listId === params.listId);
      lists[index] = { ...lists[index]!, ...(body as Pick<BuyingList, 'name' | 'lines'>) };
      return { body: { list: lists[index] } };
    },
    'delete-list': ({ params }) => {
      lists.splice(
        lists.findIndex((list) => list.listId === params.listId),
        1,
      );
      return { body: { acknowledged: true } };
    },
  });
}

const renderPage = () => renderWithProviders(<MyListsPage />, { path: '/dashboard/lists' });

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MyListsPage', () => {
  it("shows each list's lines by today's tool names; rename and delete only on the lists the caller may change", async () => {
    const vise = aTool({ _id: 'vise', name: 'Bench Vise' });
    serveLists([aList(), aList({ listId: 'l2', name: "Ann's list", canChange: false, lines: [{ toolId: 'gone', quantity: 2 }] })], [vise]);
    renderPage();

    const mine = await screen.findByRole('article', { name: 'Site restock' });
    expect(await within(mine).findByRole('rowheader', { name: 'Bench Vise' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Rename Site restock' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete Site restock' })).toBeInTheDocument();

    const theirs = screen.getByRole('article', { name: "Ann's list" });
    expect(within(theirs).getByRole('rowheader', { name: 'gone' })).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: "Add to cart Ann's list" })).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /Rename|Delete/ })).not.toBeInTheDocument();
  });

  it("'Add to cart' works like 'Order again': today's terms, a tool no longer on sale left out and named, then the cart", async () => {
    const vise = aTool({ _id: 'vise', name: 'Bench Vise', minimum: 5, available: 300 });
    const { callsTo } = serveLists(
      [
        aList({
          lines: [
            { toolId: 'vise', quantity: 4 },
            { toolId: 'gone', quantity: 1 },
          ],
        }),
      ],
      [vise],
    );
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart Site restock' }));

    expect(await screen.findByTestId('current-path')).toHaveTextContent('/cart');
    expect(await screen.findByText('Not added, no longer on sale or out of stock: gone')).toBeInTheDocument();
    // Raised to today's minimum, as 'Order again' does.
    expect(cartLines().map((line) => [line.toolId, line.quantity])).toEqual([['vise', 5]]);
    expect(callsTo('get-catalog').length).toBeGreaterThanOrEqual(1);
  });

  it('renames a list with its lines unchanged, and deletes one after confirming', async () => {
    const { callsTo } = serveLists([aList()]);
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Rename Site restock' }));
    const input = screen.getByLabelText('New name');
    await user.clear(input);
    await user.type(input, 'Weekly restock');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(callsTo('update-list')).toHaveLength(1));
    expect(JSON.parse(callsTo('update-list')[0]?.body ?? '{}')).toEqual({ name: 'Weekly restock', lines: [{ toolId: 'vise', quantity: 4 }] });
    expect(await screen.findByRole('article', { name: 'Weekly restock' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Weekly restock' }));
    await user.click(await screen.findByRole('button', { name: 'Delete list' }));
    await waitFor(() => expect(callsTo('delete-list')).toHaveLength(1));
    expect(await screen.findByText('You have no lists yet. Save your cart as a list from the cart.')).toBeInTheDocument();
  });
});
