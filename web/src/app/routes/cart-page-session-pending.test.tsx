import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addToCart } from '../../features/cart/cart-store';
import { renderWithProviders } from '../../test/render-with-providers';
import { aTool } from '../../test/builders';
import { fakeApi } from '../../test/fake-api';
import { CartPage } from './cart-page';

// The session is still being restored: no user yet, whoever is signed in.
vi.mock('../../lib/auth/use-auth', () => ({
  useAuth: () => ({ user: null, initializing: true, role: undefined, roleLoading: false, signOut: async () => {} }),
}));

describe('CartPage while the session is being restored', () => {
  it("keeps 'Checkout' and 'Request a quote' disabled, so a signed-in buyer is not sent to the login page", async () => {
    fakeApi({});
    addToCart(aTool({ _id: 'vise', name: 'Bench Vise', priceCents: 1999, minimum: 2, available: 40 }), 3);
    renderWithProviders(<CartPage />, { path: '/cart' });

    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Request a quote' })).toBeDisabled();
  });
});
