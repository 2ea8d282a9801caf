import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { User } from '@functions/accounts/contract/user';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from './user-queries';

/** POST /makeadmin/{userId} (admin): the user's `_id`, not the email. */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: Pick<User, '_id' | 'email'>) => apiFetch<{ modifiedCount: number }>(`/makeadmin/${encodeURIComponent(user._id)}`, { method: 'POST' }),
    onSuccess: (_answer, user) => {
      toast.success(`You make ${user.email} an admin`);
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
