import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@functions/orders/contract/order';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { PayPage } from './pay-page';
import { anOrder } from '../../test/builders';
import { fakeApi } from '../../test/fake-api';

vi.mock('../../lib/auth/use-auth', () => import('../../test/signed-in-customer').then((fixtures) => fixtures.signedInCustomerAuth));

// Stripe.js itself cannot load in a test: Elements is replaced by a stand-in with the same contract.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(async (_key: string) => ({})),
  confirmCardPayment: vi.fn(),
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  CardElement: ({ onChange }: { onChange: (event: { complete: boolean }) => void }) => (
    <input aria-label="Card" onChange={(event) => onChange({ complete: event.target.value.length > 0 })} />
  ),
  useStripe: () => ({ confirmCardPayment: stripe.confirmCardPayment }),
  useElements: () => ({ getElement: () => ({ card: 'element' }) }),
}));

const order: Order = anOrder();

function serveOrder() {
  const patches: unknown[] = [];
  fakeApi(
    {
      'get-order-for-payment': () => ({ body: order }),
      'create-payment-intent': () => ({ body: { clientSecret: 'pi_9_secret_z' } }),
      'confirm-payment': ({ body }) => {
        patches.push(body);
        return { body: { acknowledged: true } };
      },
    },
    { runtimeConfig: { paymentMode: 'stripe', stripePublishableKey: 'pk_test_123', localPaymentUrl: undefined } },
  );
  return { patches };
}

async function payWithElements() {
  const user = userEvent.setup();
  renderWithProviders(<PayPage />, { path: '/dashboard/buy/:id', initialEntries: ['/dashboard/buy/order-1'] });
  await user.type(await screen.findByLabelText('Card'), '4242');
  await user.click(screen.getByRole('button', { name: 'Pay' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  stripe.confirmCardPayment.mockReset();
});

describe('PayPage with Stripe Elements', () => {
  it('loads Stripe with the publishable key, confirms the card with the client secret and reports the payment', async () => {
    const { patches } = serveOrder();
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'succeeded' } });

    await payWithElements();

    expect(await screen.findByText('Congress! your payment is completed')).toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_9_secret_z', expect.objectContaining({ payment_method: expect.anything() }));
    expect(patches).toEqual([{ orderId: 'order-1', transactionId: 'pi_9' }]);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/dashboard/myorder');
  });

  it('shows Stripe’s error message in an error toast and does not report a payment', async () => {
    const { patches } = serveOrder();
    stripe.confirmCardPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } });

    await payWithElements();

    expect(await screen.findByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(patches).toEqual([]);
  });
});
