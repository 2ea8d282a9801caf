import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderAmounts } from '@functions/orders/contract/order';
import { describe, expect, it, vi } from 'vitest';
import type { TradeAccountView } from '@functions/trade/contract/trade-account';
import { setAuthState } from '../../lib/auth/auth-store';
import { addToCart, cartLines } from '../../features/cart/cart-store';
import { renderWithProviders } from '../../test/render-with-providers';
import { aMembershipAnswer, anOrder, aTool, TEST_CUSTOMER } from '../../test/builders';
import { fakeApi } from '../../test/fake-api';
import { CartPage } from './cart-page';

vi.mock('../../lib/auth/use-auth', () => import('../../test/signed-in-customer').then((fixtures) => fixtures.signedInCustomerAuth));

const vise = aTool({ _id: 'vise', name: 'Bench Vise', priceCents: 1999, minimum: 2, available: 40 });
const clamp = aTool({ _id: 'clamp', name: 'F-Clamp', priceCents: 10, minimum: 10, available: 500 });
const placed = {
  ...anOrder({ _id: 'order-9' }),
  ...orderAmounts([
    { toolId: 'vise', product_name: 'Bench Vise', quantity: 3, unitPriceCents: 1999, amountCents: 5997 },
    { toolId: 'clamp', product_name: 'F-Clamp', quantity: 10, unitPriceCents: 10, amountCents: 100 },
  ]),
};

describe('CartPage', () => {
  it("'Save as list' asks for a name, refuses an empty one with the contract's message, and saves the cart's lines", async () => {
    const { callsTo } = fakeApi({
      'create-list': ({ body }) => ({
        status: 201,
        body: { list: { listId: 'l1', ...(body as object), authorName: 'Jane', canChange: true, createdAt: 'x', updatedAt: 'x' } },
      }),
    });
    addToCart(vise, 3);
    addToCart(clamp, 10);
    renderWithProviders(<CartPage />, { path: '/cart' });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save as list' }));
    const form = screen.getByRole('form', { name: 'Save as list' });
    await user.click(within(form).getByRole('button', { name: 'Save list' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('List name must be 1 to 60 characters');
    expect(callsTo('create-list')).toHaveLength(0);

    await user.type(within(form).getByLabelText('List name'), 'Weekly restock');
    await user.click(within(form).getByRole('button', { name: 'Save list' }));
    await waitFor(() => expect(callsTo('create-list')).toHaveLength(1));
    expect(JSON.parse(callsTo('create-list')[0]?.body ?? '{}')).toEqual({
      name: 'Weekly restock',
      lines: [
        { toolId: 'vise', quantity: 3 },
        { toolId: 'clamp', quantity: 10 },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Save as list' })).toBeInTheDocument();
    // The cart stays as it was.
    expect(cartLines().map((line) => line.toolId)).toEqual(['vise', 'clamp']);
  });

  it('shows each line with its total and the subtotal in exact cents, and holds the checkout back while a quantity does not fit', async () => {
    fakeApi({});
    addToCart(vise, 3);
    addToCart(clamp, 10);
    renderWithProviders(<CartPage />, { path: '/cart' });

    expect(await screen.findByText('Subtotal: $60.97')).toBeInTheDocument();
    const clampLine = screen.getByRole('listitem', { name: 'F-Clamp' });
    expect(within(clampLine).getByLabelText('Line total of F-Clamp')).toHaveTextContent('$1.00');

    const user = userEvent.setup();
    await user.clear(within(clampLine).getByLabelText('Quantity'));
    await user.type(within(clampLine).getByLabelText('Quantity'), '9');
    expect(within(clampLine).getByText('Minimum quantity must be 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it("shows the unit price the tool's price breaks give each quantity, with the breaks table, and prices the line and subtotal by it", async () => {
    fakeApi({});
    const priceBreaks = [
      { minQuantity: 50, unitPriceCents: 1250 },
      { minQuantity: 100, unitPriceCents: 1199 },
    ];
    const anvil = aTool({ _id: 'anvil', name: 'Anvil', priceCents: 1400, minimum: 5, available: 400, priceBreaks });
    addToCart(anvil, 49);
    addToCart(vise, 3);
    renderWithProviders(<CartPage />, { path: '/cart' });

    const line = await screen.findByRole('listitem', { name: 'Anvil' });
    const unitPrice = within(line).getByLabelText('Unit price of Anvil');
    const lineTotal = within(line).getByLabelText('Line total of Anvil');
    const appliedBreak = () => within(within(line).getByRole('table', { name: 'Price breaks' })).getByRole('row', { current: true });
    expect(unitPrice).toHaveTextContent('$14.00');
    expect(lineTotal).toHaveTextContent('$686.00');
    expect(appliedBreak()).toHaveTextContent('5–49$14.00');
    expect(screen.getByText('Subtotal: $745.97')).toBeInTheDocument();
    // The vise has no breaks: no table on its line.
    expect(within(screen.getByRole('listitem', { name: 'Bench Vise' })).queryByRole('table')).not.toBeInTheDocument();

    const user = userEvent.setup();
    const quantity = within(line).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '50');
    expect(unitPrice).toHaveTextContent('$12.50');
    expect(lineTotal).toHaveTextContent('$625.00');
    expect(appliedBreak()).toHaveTextContent('50–99$12.50');

    await user.clear(quantity);
    await user.type(quantity, '100');
    expect(unitPrice).toHaveTextContent('$11.99');
    expect(lineTotal).toHaveTextContent('$1,199.00');
    expect(appliedBreak()).toHaveTextContent('100+$11.99');
    expect(screen.getByText('Subtotal: $1,258.97')).toBeInTheDocument();
  });

  it('places the order of every line, empties the cart of them and opens the pay page with the answer, the payment intent asked for at once', async () => {
    const { callsTo } = fakeApi({
      'place-order': () => ({ status: 201, body: { order: placed } }),
      'create-payment-intent': () => ({ body: { clientSecret: 'pi_9_secret_x' } }),
    });
    addToCart(vise, 3);
    addToCart(clamp, 10);
    const { queryClient } = renderWithProviders(<CartPage />, { path: '/cart', initialEntries: ['/cart?checkout'] });

    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Checkout' });
    await user.type(within(form).getByLabelText('Address'), '12 Mill Road');
    await user.type(within(form).getByLabelText('Phone number'), '01712345678');
    await user.type(within(form).getByLabelText('PO number'), 'PO-1');
    await user.click(within(form).getByRole('button', { name: 'Place order' }));

    expect(await screen.findByTestId('current-path')).toHaveTextContent('/dashboard/buy/order-9');
    const [post] = callsTo('place-order');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      address: '12 Mill Road',
      number: '01712345678',
      poNumber: 'PO-1',
      lines: [
        { toolId: 'vise', quantity: 3 },
        { toolId: 'clamp', quantity: 10 },
      ],
    });
    expect(cartLines()).toEqual([]);
    expect(queryClient.getQueryData(['orders', 'for-payment', 'order-9'])).toEqual(placed);
    await waitFor(() => expect(callsTo('create-payment-intent')).toHaveLength(1));
  });

  it("shows a trade member 'Your price' on each line beside the list price, and totals the lines and the subtotal at it", async () => {
    const account = { company: { status: 'approved' }, members: [], me: { userId: TEST_CUSTOMER.uid, role: 'buyer' } } as unknown as TradeAccountView;
    const { callsTo } = fakeApi({
      'get-trade-membership': () => ({ body: aMembershipAnswer(account) }),
      'get-trade-account': () => ({ body: account }),
      'get-trade-prices': () => ({
        body: {
          prices: [
            { toolId: 'anvil', unitPrice: 12.6, priceBreaks: [{ minQuantity: 50, unitPrice: 11.25 }] },
            { toolId: 'vise', unitPrice: 17.99 },
          ],
        },
      }),
    });
    setAuthState({ initializing: false, user: TEST_CUSTOMER });
    try {
      const anvil = aTool({
        _id: 'anvil',
        name: 'Anvil',
        priceCents: 1400,
        minimum: 5,
        available: 400,
        priceBreaks: [{ minQuantity: 50, unitPriceCents: 1250 }],
      });
      addToCart(anvil, 60);
      addToCart(vise, 3);
      renderWithProviders(<CartPage />, { path: '/cart' });

      const line = await screen.findByRole('listitem', { name: 'Anvil' });
      expect(await within(line).findByText('Your price $11.25')).toBeInTheDocument(); // the break for 60
      expect(within(line).getByText('$12.50', { selector: 's' })).toBeInTheDocument(); // the list price for 60, struck through
      expect(within(line).getByLabelText('Line total of Anvil')).toHaveTextContent('$675.00');
      expect(screen.getByText('Subtotal: $728.97')).toBeInTheDocument(); // 60 × $11.25 + 3 × $17.99
      expect(callsTo('get-trade-prices')[0]!.url.searchParams.get('ids')).toBe('anvil,vise');
    } finally {
      setAuthState({ initializing: false, user: null });
      vi.unstubAllGlobals();
    }
  });
});
