/** Test data shared by the web app's component tests. */
import type { Order } from '@schemas/order';

export const TEST_CUSTOMER = { uid: 'uid-ada', email: 'ada@tools.test', name: 'Ada Buyer' };

/** A module replacing lib/auth/use-auth: a signed-in customer. Use as `vi.mock(path, () => import(...).then((m) => m.signedInCustomerAuth))`. */
export const signedInCustomerAuth = {
  useAuth: () => ({ user: TEST_CUSTOMER, initializing: false, role: 'user', roleLoading: false, signOut: async () => {} }),
};

export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  _id: 'order-1',
  toolId: 'tool-1',
  user_name: TEST_CUSTOMER.name,
  email: TEST_CUSTOMER.email,
  product_name: 'Cordless drill',
  quantity: 60,
  address: '12 Mill Road',
  number: '01712345678',
  unitPrice: 10,
  price: 600,
  amountCents: 60_000,
  status: 'Not paid',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
