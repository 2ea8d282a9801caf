import type { User } from '@functions/accounts/contract/user';
import { DataTable, type Column } from '../../../components/data-table';
import { RowButton } from '../../../components/row-button';

interface UsersTableProps {
  users: readonly User[];
  promotingId?: string;
  onMakeAdmin(user: User): void;
}

/** The Make admin table: email and role, with a make-admin button for non-admins. */
export function UsersTable({ users, promotingId, onMakeAdmin }: UsersTableProps) {
  const columns: Column<User>[] = [
    { header: 'Email', rowHeader: true, cell: (user) => <span className="break-all">{user.email}</span> },
    { header: 'Role', cell: (user) => user.role ?? 'user' },
    {
      header: 'Make admin',
      cell: (user) =>
        user.role === 'admin' ? (
          <span className="text-slate-600">Already admin</span>
        ) : (
          <RowButton label="Make admin" target={user.email} tone="primary" busy={promotingId === user._id} onClick={() => onMakeAdmin(user)} />
        ),
    },
  ];
  return <DataTable caption="All users" rows={users} rowKey={(user) => user._id} columns={columns} />;
}
