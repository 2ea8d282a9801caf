import { queryOptions } from '@tanstack/react-query';
import type { BuyingList, ListInput } from '@functions/lists/contract/buying-list';
import { apiFetch } from '../../../lib/api-client';
import { useToastMutation } from '../../../lib/toast-mutation';

export const listsKeys = {
  all: ['lists'] as const,
  /** Per signed-in account: a company's lists are shared, but who may change each is the caller's. */
  of: (email: string) => [...listsKeys.all, email] as const,
};

/** GET /lists: the caller's own lists, then their company's. */
export const listsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: listsKeys.of(email),
    queryFn: async ({ signal }) => (await apiFetch<{ lists: BuyingList[] }>('/lists', { signal })).lists,
  });

const listPath = (listId: string) => `/lists/${encodeURIComponent(listId)}`;

/** Every list mutation: a toast with the server's message on failure, and the lists read again after. */
const useListMutation = <V, R>(mutationFn: (variables: V) => Promise<R>, success: (answer: R, variables: V) => string) =>
  useToastMutation(mutationFn, success, [listsKeys.all]);

/** POST /lists ('Save as list' on the cart). */
export const useCreateList = () =>
  useListMutation(
    (input: ListInput) => apiFetch<{ list: BuyingList }>('/lists', { method: 'POST', body: input }),
    (answer) => `Saved as the list '${answer.list.name}'`,
  );

/** PUT /lists/{listId} with the list's lines as they are and a new name. */
export const useRenameList = () =>
  useListMutation(
    ({ list, name }: { list: BuyingList; name: string }) =>
      apiFetch<{ list: BuyingList }>(listPath(list.listId), { method: 'PUT', body: { name, lines: list.lines } satisfies ListInput }),
    (answer) => `Renamed to '${answer.list.name}'`,
  );

/** DELETE /lists/{listId} */
export const useDeleteList = () =>
  useListMutation(
    (list: BuyingList) => apiFetch<{ acknowledged: true }>(listPath(list.listId), { method: 'DELETE' }),
    (_answer, list) => `Deleted the list '${list.name}'`,
  );
