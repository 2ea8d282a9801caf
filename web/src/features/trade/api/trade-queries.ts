import { queryOptions } from '@tanstack/react-query';
import type { Company, CompanyStatus, TradeAccountView } from '@functions/trade/contract/trade-account';
import { apiFetch, ApiError } from '../../../lib/api-client';

export const tradeKeys = {
  all: ['trade'] as const,
  account: () => [...tradeKeys.all, 'account'] as const,
  companies: (status: CompanyStatus | 'all') => [...tradeKeys.all, 'companies', status] as const,
  contractPrices: (companyId: string) => [...tradeKeys.all, 'contract-prices', companyId] as const,
};

/** A company as the shop's admins see it. */
export type AdminCompany = Company & { applicantEmail: string };
export interface ContractPrice {
  toolId: string;
  unitPrice: number;
}

/** GET /trade/account: the caller's trade account, or null when they belong to none (404). */
export const tradeAccountQueryOptions = () =>
  queryOptions({
    queryKey: tradeKeys.account(),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<TradeAccountView>('/trade/account', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** GET /admin/trade-accounts?status= (shop admins). */
export const tradeAccountsQueryOptions = (status: CompanyStatus | 'all') =>
  queryOptions({
    queryKey: tradeKeys.companies(status),
    queryFn: ({ signal }) =>
      apiFetch<{ companies: AdminCompany[] }>(status === 'all' ? '/admin/trade-accounts' : `/admin/trade-accounts?status=${status}`, { signal }).then(
        (answer) => answer.companies,
      ),
  });

/** GET /admin/trade-accounts/{companyId}/prices (shop admins). */
export const contractPricesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: tradeKeys.contractPrices(companyId),
    queryFn: ({ signal }) =>
      apiFetch<{ prices: ContractPrice[] }>(`/admin/trade-accounts/${encodeURIComponent(companyId)}/prices`, { signal }).then((answer) => answer.prices),
  });
