import { useInfiniteQuery } from '@tanstack/react-query';
import type { User } from '@functions/accounts/contract/user';
import { PagedActionList } from '../../components/paged-action-list';
import { useMakeAdmin } from '../../features/users/api/use-make-admin';
import { allUsersQueryOptions } from '../../features/users/api/user-queries';
import { UsersTable } from '../../features/users/components/users-table';
import { adminLoader } from '../route-loaders';

export const loader = adminLoader((queryClient) => queryClient.ensureInfiniteQueryData(allUsersQueryOptions()));

/** /dashboard/makeaadmin (admin): every user and their role; customers can be made admins. */
export function MakeAdminPage() {
  const usersQuery = useInfiniteQuery(allUsersQueryOptions());
  const makeAdmin = useMakeAdmin();

  return (
    <PagedActionList
      title="Make Admin"
      query={usersQuery}
      loadingLabel="Loading users"
      empty="There are no users yet."
      mutation={makeAdmin}
      confirmation={(user: User) => ({
        title: 'Make this user an admin?',
        message: `${user.email} will be able to manage all orders, products and users.`,
        confirmLabel: 'Make admin',
      })}
    >
      {(users, { busyId, ask }) => <UsersTable users={users} promotingId={busyId} onMakeAdmin={ask} />}
    </PagedActionList>
  );
}
