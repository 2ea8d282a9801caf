import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadMoreButton } from './load-more-button';
import { QueryState } from './query-state';

interface PagedListProps<T> {
  title: string;
  /** An infinite query whose `select` flattens the pages into one list. */
  query: UseInfiniteQueryResult<T[]>;
  loadingLabel: string;
  /** Shown instead of the list when it is empty. */
  empty: string;
  /** Rendered between the heading and the list, e.g. filters. */
  tools?: ReactNode;
  /** Rendered after the list, e.g. the page's confirm dialog. */
  dialog?: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/** A dashboard list page: heading, loading / error / empty states, the list, then 'Load more'. */
export function PagedList<T>({ title, tools, query, loadingLabel, empty, dialog, children }: PagedListProps<T>) {
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {tools}
      <QueryState query={query} loadingLabel={loadingLabel} empty={empty}>
        {(rows) => (
          <>
            {children(rows)}
            <LoadMoreButton query={query} />
          </>
        )}
      </QueryState>
      {dialog}
    </div>
  );
}
