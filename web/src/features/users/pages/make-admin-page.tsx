import { useInfiniteQuery } from '@tanstack/react-query';
import type { User } from '@schemas/user';
import { useConfirm } from '../../../components/confirm-dialog';
import { PagedList } from '../../../components/paged-list';
import { useMakeAdmin } from '../api/use-make-admin';
import { allUsersQueryOptions } from '../api/user-queries';
import { UsersTable } from '../components/users-table';

/** /dashboard/makeaadmin (admin): every user and their role; customers can be made admins. */
export function MakeAdminPage() {
  const usersQuery = useInfiniteQuery(allUsersQueryOptions());
  const makeAdmin = useMakeAdmin();
  const { confirm, dialog } = useConfirm();

  const askToPromote = async (user: User) => {
    const confirmed = await confirm({
      title: 'Make this user an admin?',
      message: `${user.email} will be able to manage all orders, products and users.`,
      confirmLabel: 'Make admin',
    });
    if (confirmed) makeAdmin.mutate(user);
  };

  return (
    <PagedList title="Make Admin" query={usersQuery} loadingLabel="Loading users" empty="There are no users yet." dialog={dialog}>
      {(users) => (
        <UsersTable
          users={users}
          promotingId={makeAdmin.isPending ? makeAdmin.variables._id : undefined}
          onMakeAdmin={(user) => void askToPromote(user)}
        />
      )}
    </PagedList>
  );
}
