import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toolAnswer, type ToolAnswer as Tool } from '@functions/catalog/contract/tool';
import { pricesInCents, type EditProductInput } from '@functions/catalog/contract/product-input';
import { aTool, TEST_ADMIN } from '../../test/builders';
import { fakeApi, pageOf, type FakeAnswer } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { ManageProductsPage } from './manage-products-page';

vi.mock('../../lib/auth/use-auth', () => import('../../test/signed-in-admin').then((fixtures) => fixtures.signedInAdminAuth));

/** GET /allproducts over `tools` (archived ones included, as the API answers), and the three product actions on them. */
function serveProducts(tools: Tool[], { refuseEdit }: { refuseEdit?: FakeAnswer } = {}) {
  const api = fakeApi({
    'list-all-products': ({ url }) => {
      const page = pageOf(tools, url, 20);
      return { body: page.items, headers: page.headers };
    },
    'edit-product': ({ params, body }) => {
      if (refuseEdit) return refuseEdit;
      const index = tools.findIndex((tool) => tool._id === params.productId);
      // As the server does: the request's dollars kept as cents, answered with both.
      const { maxPerOrder, ...changes } = pricesInCents(body as EditProductInput);
      tools[index] = toolAnswer({ ...tools[index]!, ...changes, ...(maxPerOrder !== null && maxPerOrder !== undefined && { maxPerOrder }) });
      return { body: { tool: tools[index] } };
    },
    'delete-product': ({ params }) => {
      const tool = tools.find((t) => t._id === params.productId)!;
      tool.archived = true;
      return { body: { deletedCount: 1 } };
    },
    'restore-product': ({ params }) => {
      const tool = tools.find((t) => t._id === params.productId)!;
      delete tool.archived;
      return { body: { tool } };
    },
  });
  return api;
}

const table = (name: string) => screen.findByRole('table', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ManageProductsPage', () => {
  it('shows archived products apart, in their own table with Restore instead of Edit and Delete', async () => {
    serveProducts([aTool({ _id: 't1', name: 'Impact Drill' }), aTool({ _id: 't2', name: 'Old Saw', archived: true })]);
    renderWithProviders(<ManageProductsPage />);

    const inShop = await table('All products');
    expect(within(inShop).getByRole('rowheader', { name: 'Impact Drill' })).toBeInTheDocument();
    expect(within(inShop).queryByRole('rowheader', { name: 'Old Saw' })).not.toBeInTheDocument();
    expect(within(inShop).getByRole('button', { name: 'Edit Impact Drill' })).toBeInTheDocument();
    expect(within(inShop).getByRole('button', { name: 'Delete Impact Drill' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Deleted products' })).toBeInTheDocument();
    const archived = screen.getByRole('table', { name: 'Deleted products' });
    expect(within(archived).getByRole('rowheader', { name: 'Old Saw' })).toBeInTheDocument();
    expect(within(archived).getByRole('button', { name: 'Restore Old Saw' })).toBeInTheDocument();
    expect(within(archived).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });

  it('archives a product after confirming, and restores it', async () => {
    const api = serveProducts([aTool({ _id: 't1', name: 'Impact Drill' })]);
    renderWithProviders(<ManageProductsPage />);
    expect(screen.queryByRole('table', { name: 'Deleted products' })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Impact Drill' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this product?' });
    expect(dialog).toHaveTextContent('Its orders stay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText("You've deleted a product")).toBeInTheDocument();
    expect(api.callsTo('delete-product').map((call) => call.url.pathname)).toEqual([`/deleteproduct/${encodeURIComponent(TEST_ADMIN.email)}/t1`]);
    await userEvent.click(await within(await table('Deleted products')).findByRole('button', { name: 'Restore Impact Drill' }));

    expect(await screen.findByText("You've restored a product")).toBeInTheDocument();
    expect(api.callsTo('restore-product')).toHaveLength(1);
    expect(await within(await table('All products')).findByRole('rowheader', { name: 'Impact Drill' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('table', { name: 'Deleted products' })).not.toBeInTheDocument());
  });

  it('edits a product in a dialog: sends only the changed price, then the list shows it', async () => {
    const api = serveProducts([aTool({ _id: 't1', name: 'Impact Drill', priceCents: 1250 })]);
    renderWithProviders(<ManageProductsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Impact Drill' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Impact Drill' });
    const price = within(dialog).getByLabelText('Price per unit ($)');
    await userEvent.clear(price);
    await userEvent.type(price, '14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText("You've updated a product")).toBeInTheDocument();
    expect(api.callsTo('edit-product').map((call) => [call.method, call.url.pathname, JSON.parse(call.body)])).toEqual([
      ['PATCH', '/product/t1', { price: 14 }],
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(await table('All products')).findByText('$14.00')).toBeInTheDocument();
  });

  it("keeps the dialog open and shows the API's message under the field it names when the edit is refused", async () => {
    serveProducts([aTool({ _id: 't1', name: 'Impact Drill' })], {
      refuseEdit: { status: 400, body: { message: 'name: Name is already used', details: [{ field: 'name', message: 'Name is already used' }] } },
    });
    renderWithProviders(<ManageProductsPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Impact Drill' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Impact Drill' });
    await userEvent.type(within(dialog).getByLabelText('Name'), ' Pro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('name: Name is already used')).toBeInTheDocument(); // the toast
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name is already used');
    expect(screen.getByRole('dialog', { name: 'Edit Impact Drill' })).toBeInTheDocument();
  });
});
