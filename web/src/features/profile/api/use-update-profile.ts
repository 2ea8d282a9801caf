import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { ProfileInput } from '@functions/accounts/contract/user';
import { apiFetch } from '../../../lib/api-client';
import { profileKeys } from './profile-queries';

/** PUT /userupdate/: the server takes the caller from the token; name and email are read-only. */
export function useUpdateProfile(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileInput) => apiFetch<{ result: { modifiedCount: number } }>('/userupdate', { method: 'PUT', body: profile }),
    onSuccess: () => {
      toast.success("You've updated your information");
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.detail(email) }),
  });
}
