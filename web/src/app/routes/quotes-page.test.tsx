import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuoteAnswer } from '@functions/quotes/contract/quote';
import { addToCart } from '../../features/cart/cart-store';
import { renderWithProviders } from '../../test/render-with-providers';
import { anOrder, aTool, TEST_CUSTOMER } from '../../test/builders';
import { fakeApi, type FakeRequest } from '../../test/fake-api';
import { CartPage } from './cart-page';
import { ManageQuotesPage } from './manage-quotes-page';
import { QuotesPage } from './quotes-page';

vi.mock('../../lib/auth/use-auth', () => import('../../test/signed-in-customer').then((fixtures) => fixtures.signedInCustomerAuth));

const aQuote = (overrides: Partial<QuoteAnswer> = {}): QuoteAnswer => ({
  quoteId: 'quote-1',
  userId: TEST_CUSTOMER.uid,
  user_name: TEST_CUSTOMER.name,
  email: TEST_CUSTOMER.email,
  emailVerified: true,
  lines: [
    { toolId: 'vise', product_name: 'Bench Vise', quantity: 20 },
    { toolId: 'clamp', product_name: 'F-Clamp', quantity: 8 },
  ],
  status: 'requested',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** Each fake records what it was sent (the recorded calls hold the raw body only). */
function recording() {
  const sent: FakeRequest[] = [];
  return { sent, record: (request: FakeRequest) => void sent.push(request) };
}

const offered = aQuote({
  status: 'offered',
  validUntil: '2026-12-31',
  lines: [
    { toolId: 'vise', product_name: 'Bench Vise', quantity: 20, unitPriceCents: 750, unitPrice: 7.5 },
    { toolId: 'clamp', product_name: 'F-Clamp', quantity: 8, unitPriceCents: 325, unitPrice: 3.25 },
  ],
  subtotalCents: 17_600,
  subtotal: 176,
});

describe('quotes on the web', () => {
  it("sends the cart's lines and the note from '/cart' as a quote request", async () => {
    const requests = recording();
    fakeApi({ 'request-quote': (request) => (requests.record(request), { status: 201, body: { quote: aQuote() } }) });
    addToCart(aTool({ _id: 'vise', name: 'Bench Vise', minimum: 1, available: 40 }), 3);
    renderWithProviders(<CartPage />, { path: '/cart' });

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request a quote' }));
    await user.type(screen.getByLabelText('Note for the quote (optional)'), 'For the new workshop');
    await user.click(screen.getByRole('button', { name: 'Send quote request' }));

    await waitFor(() => expect(requests.sent).toHaveLength(1));
    expect(requests.sent[0]!.body).toEqual({ lines: [{ toolId: 'vise', quantity: 3 }], note: 'For the new workshop' });
    expect(requests.sent[0]!.headers.get('idempotency-key')).toEqual(expect.any(String));
  });

  it('lets the buyer accept an offered quote with an address and phone, decline it, or withdraw a requested one', async () => {
    const [accepts, declines] = [recording(), recording()];
    const { callsTo } = fakeApi({
      'list-my-quotes': () => ({ body: { quotes: [offered, aQuote({ quoteId: 'quote-2' })] } }),
      'accept-quote': (request) => (accepts.record(request), { status: 201, body: { order: anOrder({ _id: 'order-7' }) } }),
      'decline-quote': (request) => (declines.record(request), { body: { quote: { ...offered, status: 'declined' } } }),
      'withdraw-quote': () => ({ body: { quote: aQuote({ quoteId: 'quote-2', status: 'withdrawn' }) } }),
    });
    renderWithProviders(<QuotesPage />, { path: '/dashboard/quotes' });

    const offer = await screen.findByRole('listitem', { name: 'Quote quote-1' });
    expect(within(offer).getByText('20 x Bench Vise at $7.50 each')).toBeInTheDocument();
    expect(within(offer).getByText('Subtotal: $176.00 (plus tax)')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(offer).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(declines.sent).toHaveLength(1));
    expect(declines.sent[0]!.params).toEqual({ quoteId: 'quote-1' });

    await user.click(within(screen.getByRole('listitem', { name: 'Quote quote-2' })).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(callsTo('withdraw-quote')).toHaveLength(1));

    await user.click(within(screen.getByRole('listitem', { name: 'Quote quote-1' })).getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Accept and order' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(callsTo('accept-quote')).toHaveLength(0);
    await user.type(screen.getByLabelText('Address'), '12 Forge Lane');
    await user.type(screen.getByLabelText('Phone number'), '07700900123');
    await user.click(screen.getByRole('button', { name: 'Accept and order' }));
    await waitFor(() => expect(accepts.sent).toHaveLength(1));
    expect(accepts.sent[0]!.params).toEqual({ quoteId: 'quote-1' });
    expect(accepts.sent[0]!.body).toEqual({ address: '12 Forge Lane', number: '07700900123' });
  });

  it('lists quotes by status for the shop admin and sends a price for every line with the last day', async () => {
    const offers = recording();
    const { callsTo } = fakeApi({
      'list-admin-quotes': () => ({ body: { quotes: [aQuote({ note: 'For the new workshop' })] } }),
      'offer-quote': (request) => (offers.record(request), { body: { quote: offered } }),
    });
    renderWithProviders(<ManageQuotesPage />, { path: '/dashboard/managequotes' });

    const quote = await screen.findByRole('listitem', { name: 'Quote quote-1' });
    expect(callsTo('list-admin-quotes')[0]!.url.searchParams.get('status')).toBe('requested');
    expect(within(quote).getByText('Note: For the new workshop')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(quote).getByLabelText('Unit price for 20 x Bench Vise ($)'), '7.5');
    await user.click(within(quote).getByRole('button', { name: 'Send offer' }));
    expect(await within(quote).findByText('Give one price for every line of the quote')).toBeInTheDocument();
    await user.type(within(quote).getByLabelText('Unit price for 8 x F-Clamp ($)'), '3.25');
    await user.click(within(quote).getByRole('button', { name: 'Send offer' }));

    await waitFor(() => expect(offers.sent).toHaveLength(1));
    expect(offers.sent[0]!.body).toEqual({
      lines: [
        { toolId: 'vise', unitPrice: 7.5 },
        { toolId: 'clamp', unitPrice: 3.25 },
      ],
      validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });
});
