/** A module replacing lib/auth/use-auth: a signed-in customer. Use as `vi.mock(path, () => import(...).then((m) => m.signedInCustomerAuth))`. */
import { TEST_CUSTOMER } from './builders';

export const signedInCustomerAuth = {
  useAuth: () => ({ user: TEST_CUSTOMER, initializing: false, role: 'user', roleLoading: false, signOut: async () => {} }),
};
