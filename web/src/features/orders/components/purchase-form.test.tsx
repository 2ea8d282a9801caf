import type { Tool } from '@functions/catalog/contract/tool';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aRuntimeConfig, aTool } from '../../../test/builders';
import { runtimeConfigQueryOptions } from '../../../lib/runtime-config';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PurchaseForm } from './purchase-form';

const toolFields = { name: 'Impact Drill', desc: 'A drill', minimum: 20 };
const tool = aTool(toolFields);
const user = { uid: 'u1', email: 'customer@tools.test', name: 'Casey Customer', emailVerified: true };

/** The API taking orders (PUT /purchase/{id}); remembers the orders it received. */
function stubApi() {
  const received: unknown[] = [];
  fakeApi({
    'create-order': ({ params, body }) => {
      if (params.id !== tool._id) return { status: 404, body: { message: 'Not found' } };
      received.push(body);
      return { body: { quantityUpdateResult: { modifiedCount: 1 } } };
    },
  });
  return received;
}

const onOrderPlaced = vi.fn();
const renderForm = (overrides: Partial<Tool> = {}) =>
  renderWithProviders(<PurchaseForm tool={aTool({ ...toolFields, ...overrides })} user={user} onOrderPlaced={onOrderPlaced} />);
const quantity = () => screen.getByLabelText('Quantity');
const purchaseButton = () => screen.getByRole('button', { name: 'Purchase' });

async function setQuantity(value: string) {
  await userEvent.clear(quantity());
  if (value) await userEvent.type(quantity(), value);
}

describe('PurchaseForm', () => {
  let received: unknown[];
  beforeEach(() => {
    received = stubApi();
    onOrderPlaced.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts at 50 units when the minimum order is lower', () => {
    renderForm();
    expect(quantity()).toHaveValue(50);
    expect(purchaseButton()).toBeEnabled();
  });

  it("starts at the tool's minimum order when it is above 50", () => {
    renderForm({ minimum: 120 });
    expect(quantity()).toHaveValue(120);
  });

  it('steps the quantity by the pack, starts at a whole pack and refuses a part pack or more than the max per order', async () => {
    renderForm({ minimum: 24, orderMultiple: 12, maxPerOrder: 120 });
    expect(quantity()).toHaveAttribute('step', '12');
    expect(quantity()).toHaveAttribute('max', '120');
    expect(quantity()).toHaveValue(60);
    expect(screen.getByText('Between 24 and 120, in packs of 12')).toBeInTheDocument();
    await setQuantity('30');
    expect(await screen.findByText('Sold in packs of 12')).toBeInTheDocument();
    expect(purchaseButton()).toBeDisabled();
    await setQuantity('132');
    expect(purchaseButton()).toBeDisabled();
    expect((await screen.findAllByText('At most 120 per order')).length).toBeGreaterThan(0);
    await setQuantity('36');
    expect(purchaseButton()).toBeEnabled();
  });

  it('warns with a toast and disables Purchase when the quantity is above the stock', async () => {
    renderForm();
    await setQuantity('501');
    expect(await screen.findByText('minimum quantity is 20 and maximum quantity is 500')).toBeInTheDocument();
    expect(purchaseButton()).toBeDisabled();

    await setQuantity('500');
    expect(purchaseButton()).toBeEnabled();
  });

  it('warns with a toast and disables Purchase when the quantity is below the minimum order', async () => {
    renderForm();
    await setQuantity('19');
    expect(await screen.findByText('minimum quantity is 20 and maximum quantity is 500')).toBeInTheDocument();
    expect(purchaseButton()).toBeDisabled();
  });

  it('shows the range messages under the field when it loses focus out of range', async () => {
    renderForm();
    await setQuantity('5');
    await userEvent.tab();
    expect(await screen.findByText('Minimum quantity must be 20')).toBeInTheDocument();
    await setQuantity('900');
    await userEvent.tab();
    expect(await screen.findByText('Maximum quantity must be less or equal 500')).toBeInTheDocument();
  });

  it("names the tool's minimum order, not 1, for a quantity of 0 or less", async () => {
    renderForm();
    for (const quantity of ['0', '-1']) {
      await setQuantity(quantity);
      await userEvent.tab();
      expect(await screen.findByText('Minimum quantity must be 20')).toBeInTheDocument();
      expect(screen.queryByText('Minimum quantity must be 1')).not.toBeInTheDocument();
    }
  });

  it('disables Purchase while the quantity is empty', async () => {
    renderForm();
    await setQuantity('');
    expect(purchaseButton()).toBeDisabled();
  });

  it('asks for the address and the phone number, with at least 11 digits', async () => {
    renderForm();
    await userEvent.click(purchaseButton());
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Phone number'), '0171234');
    await userEvent.click(purchaseButton());
    expect(await screen.findByText('Minimum Length must be 11')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('places the order, confirms it with a toast and tells the page', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Address'), '12 Mill Road, Leeds');
    await userEvent.type(screen.getByLabelText('Phone number'), '01712345678');
    await setQuantity('60');
    await userEvent.click(purchaseButton());

    expect(await screen.findByText('Congress you add a product to my order')).toBeInTheDocument();
    expect(received).toEqual([
      {
        user_name: 'Casey Customer',
        email: 'customer@tools.test',
        product_name: 'Impact Drill',
        address: '12 Mill Road, Leeds',
        number: '01712345678',
        quantity: 60,
        status: 'Not paid',
        price: 750,
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue(''));
    expect(onOrderPlaced).toHaveBeenCalledTimes(1);
  });
});

describe('PurchaseForm with price breaks', () => {
  it('shows the break table and the unit price that applies as the quantity changes, and sends the PO number', async () => {
    const received = stubApi();
    renderForm({
      minimum: 20,
      priceCents: 1250,
      priceBreaks: [
        { minQuantity: 100, unitPriceCents: 1100 },
        { minQuantity: 250, unitPriceCents: 975 },
      ],
    });
    expect(screen.getByRole('table', { name: 'Price breaks' })).toBeInTheDocument();
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$12.50');
    await setQuantity('100');
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$11.00');
    expect(screen.getByText('Total: $1,100.00')).toBeInTheDocument();
    await setQuantity('249');
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$11.00');
    await setQuantity('250');
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$9.75');
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('250+');

    await userEvent.type(screen.getByLabelText('Address'), '1 Main Street');
    await userEvent.type(screen.getByLabelText('Phone number'), '01234567890');
    await userEvent.type(screen.getByLabelText('PO number (optional)'), 'PO-77');
    await userEvent.click(purchaseButton());
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ quantity: 250, poNumber: 'PO-77' });
  });
});

describe('PurchaseForm with the shop tax', () => {
  it('shows the subtotal, the tax with its label and rate, and the total with tax', async () => {
    stubApi();
    const { queryClient } = renderWithProviders(
      <PurchaseForm tool={aTool({ ...toolFields, priceCents: 7, minimum: 1 })} user={user} onOrderPlaced={onOrderPlaced} />,
    );
    // The shop's configuration as the app loaded it (the fetch this render started is replaced).
    await act(async () => {
      await queryClient.cancelQueries({ queryKey: runtimeConfigQueryOptions.queryKey });
      queryClient.setQueryData(runtimeConfigQueryOptions.queryKey, aRuntimeConfig({ tax: { ratePercent: 12.5, label: 'VAT' } }));
    });
    await setQuantity('12');
    await screen.findByText('Subtotal: $0.84, VAT (12.5%): $0.11');
    expect(screen.getByText('Total: $0.95')).toBeInTheDocument();
  });
});
