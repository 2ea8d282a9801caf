import type { UseInfiniteQueryResult, UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useConfirm, type ConfirmOptions } from './confirm-dialog';
import { PagedList } from './paged-list';

export interface RowAction<T> {
  /** The id of the row whose action is running, if any. */
  busyId: string | undefined;
  /** Asks for confirmation, then runs the mutation on the row. */
  ask: (row: T) => void;
}

interface PagedActionListProps<T extends V, V extends { _id: string }> {
  title: string;
  query: UseInfiniteQueryResult<T[]>;
  loadingLabel: string;
  empty: string;
  /** The action each row offers (cancel, deliver, delete, make admin). */
  mutation: UseMutationResult<unknown, Error, V>;
  confirmation: (row: T) => ConfirmOptions;
  children: (rows: T[], action: RowAction<T>) => ReactNode;
}

/** A dashboard list page whose rows have one confirmed action: PagedList + confirm dialog + mutation. */
export function PagedActionList<T extends V, V extends { _id: string }>({ mutation, confirmation, children, ...list }: PagedActionListProps<T, V>) {
  const { confirm, dialog } = useConfirm();
  const ask = async (row: T) => {
    if (await confirm(confirmation(row))) mutation.mutate(row);
  };
  const action: RowAction<T> = { busyId: mutation.isPending ? mutation.variables._id : undefined, ask: (row) => void ask(row) };
  return (
    <PagedList {...list} dialog={dialog}>
      {(rows) => children(rows, action)}
    </PagedList>
  );
}
