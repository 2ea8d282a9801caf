import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cartLines } from '../../features/cart/cart-store';
import { renderWithProviders } from '../../test/render-with-providers';
import { aTool } from '../../test/builders';
import { fakeApi } from '../../test/fake-api';
import { ToolPage } from './tool-page';

const vise = aTool({
  _id: 'vise',
  name: 'Bench Vise',
  priceCents: 1999,
  minimum: 10,
  available: 40,
  priceBreaks: [{ minQuantity: 20, unitPriceCents: 1750 }],
});

function renderToolPage(tool = vise) {
  fakeApi({ 'get-tool': () => ({ body: { tool } }), 'list-tool-reviews': () => ({ body: [] }) });
  renderWithProviders(<ToolPage />, { path: '/tools/:id', initialEntries: ['/tools/vise'] });
}

describe('ToolPage', () => {
  it('adds the chosen quantity to the cart, and a visitor may do it', async () => {
    renderToolPage();
    const quantity = await screen.findByLabelText('Quantity');
    expect(quantity).toHaveValue(40); // the purchase form's default of 50, capped at the stock
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('12 × Bench Vise added to your cart')).toBeInTheDocument();
    expect(cartLines()).toMatchObject([{ toolId: 'vise', quantity: 12 }]);
  });

  it("refuses a quantity the tool cannot serve with the purchase form's words, adding nothing", async () => {
    renderToolPage();
    const quantity = await screen.findByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('minimum quantity is 10 and maximum quantity is 40')).toBeInTheDocument();
    expect(cartLines()).toEqual([]);
  });

  it('shows the SKU and the pack, and steps the quantity by the pack up to the last whole pack of the max per order', async () => {
    renderToolPage(aTool({ _id: 'bolts', name: 'Hex Bolts', sku: 'FX-HB-M10X60-100', minimum: 12, orderMultiple: 12, maxPerOrder: 100, available: 500 }));
    expect(await screen.findByTestId('sku')).toHaveTextContent('FX-HB-M10X60-100');
    expect(screen.getByText('Sold in packs of 12')).toBeInTheDocument();
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveAttribute('step', '12');
    expect(quantity).toHaveAttribute('max', '96');
    expect(quantity).toHaveValue(60);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '13');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    // The toast beside the facts' own 'Sold in packs of 12'.
    await vi.waitFor(() => expect(screen.getAllByText('Sold in packs of 12')).toHaveLength(2));
    expect(cartLines()).toEqual([]);
  });

  it("shows the tool's price breaks as a table", async () => {
    renderToolPage();
    const table = await screen.findByRole('table', { name: 'Price breaks' });
    expect(table).toHaveTextContent('10–19$19.99');
    expect(table).toHaveTextContent('20+$17.50');
  });

  it('shows the unit price that applies to the quantity, and marks its break, as the quantity changes', async () => {
    renderToolPage();
    const quantity = await screen.findByLabelText('Quantity');
    const appliedBreak = () => within(screen.getByRole('table', { name: 'Price breaks' })).getByRole('row', { current: true });
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$17.50'); // the default, 40
    expect(appliedBreak()).toHaveTextContent('20+$17.50');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '19');
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$19.99');
    expect(appliedBreak()).toHaveTextContent('10–19$19.99');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '20');
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$17.50');
    expect(appliedBreak()).toHaveTextContent('20+$17.50');
  });
});
