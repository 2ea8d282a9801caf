import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../components/query-state';
import { periodFromSearch, salesSummaryQueryOptions } from '../../features/sales/api/sales-queries';
import { SalesPeriodSelect } from '../../features/sales/components/sales-period-select';
import { SalesSummaryView } from '../../features/sales/components/sales-summary-view';
import { adminLoader } from '../route-loaders';

export const loader = adminLoader((queryClient, _email, _params, searchParams) =>
  queryClient.ensureQueryData(salesSummaryQueryOptions(periodFromSearch(searchParams))),
);

/** /dashboard/sales (admin): the owner's figures for the last 7, 30, 90 or 365 days (?days=). */
export function SalesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const days = periodFromSearch(searchParams);
  // The previous period stays on screen while the next one loads.
  const summaryQuery = useQuery({ ...salesSummaryQueryOptions(days), placeholderData: (previous) => previous });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">Sales</h2>
        <SalesPeriodSelect
          value={days}
          onChange={(next) => {
            const search = new URLSearchParams(searchParams);
            search.set('days', String(next));
            setSearchParams(search, { replace: true });
          }}
        />
      </div>
      <QueryState query={summaryQuery} loadingLabel="Loading the sales figures">
        {(summary) => <SalesSummaryView summary={summary} stale={summaryQuery.isPlaceholderData} />}
      </QueryState>
    </div>
  );
}
