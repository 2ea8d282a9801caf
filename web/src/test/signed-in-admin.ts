/** A module replacing lib/auth/use-auth: a signed-in admin. Use as `vi.mock(path, () => import(...).then((m) => m.signedInAdminAuth))`. */
import { TEST_ADMIN } from './builders';

export const signedInAdminAuth = {
  useAuth: () => ({ user: TEST_ADMIN, initializing: false, role: 'admin', roleLoading: false, signOut: async () => {} }),
};
