import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_SUMMARY_DAYS, type SalesSummary } from '@functions/admin/contract/sales';
import { apiFetch } from '../../../lib/api-client';

/** The periods the Sales page offers, in days. */
export const SALES_PERIODS = [7, 30, 90, 365] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

export const salesKeys = {
  all: ['sales'] as const,
  summary: (days: number) => [...salesKeys.all, 'summary', days] as const,
};

/** `?days=` of the address when it is one of the offered periods, else the default 30. */
export function periodFromSearch(search: URLSearchParams): SalesPeriod {
  const days = Number(search.get('days'));
  return SALES_PERIODS.find((period) => period === days) ?? (DEFAULT_SUMMARY_DAYS as SalesPeriod);
}

/** GET /salessummary?days=N (admin): revenue and orders per day, top tools, orders to ship, low stock. */
export const salesSummaryQueryOptions = (days: number) =>
  queryOptions({
    queryKey: salesKeys.summary(days),
    // Every admin action and order changes it: read it afresh each time the page opens (the cached copy shows meanwhile).
    staleTime: 0,
    queryFn: ({ signal }) => apiFetch<SalesSummary>(`/salessummary?days=${days}`, { signal }),
  });
