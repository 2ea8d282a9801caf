import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorMessage } from './error-message';
import { Spinner } from './spinner';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown instead of children when the data is an empty list. */
  empty?: ReactNode;
  loadingLabel?: string;
  /** Shown instead of the spinner while loading, e.g. placeholders the size of the content. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, error (with Retry when asking again may help) and empty states for one query; renders children with the data. */
export function QueryState<T>({ query, empty, loadingLabel, loading, children }: QueryStateProps<T>) {
  if (query.isPending) return loading ?? <Spinner label={loadingLabel} />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return <p className="py-6 text-center text-slate-600">{empty}</p>;
  return <>{children(query.data)}</>;
}
