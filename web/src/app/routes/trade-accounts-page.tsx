import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { COMPANY_STATUSES, type CompanyStatus } from '@functions/trade/contract/trade-account';
import { QueryState } from '../../components/query-state';
import { tradeAccountsQueryOptions } from '../../features/trade/api/trade-queries';
import { useApproveCompany, useDeclineCompany, useSetContractPrices, useUpdateCompany } from '../../features/trade/api/trade-mutations';
import { CompanyAdminCard } from '../../features/trade/components/company-admin-card';
import { adminLoader } from '../route-loaders';

type StatusFilter = CompanyStatus | 'all';
const statusOf = (value: string | null): StatusFilter => ((COMPANY_STATUSES as readonly string[]).includes(value ?? '') ? (value as CompanyStatus) : 'pending');

export const loader = adminLoader((queryClient, _email, _params, searchParams) =>
  queryClient.ensureQueryData(tradeAccountsQueryOptions(searchParams.get('status') === 'all' ? 'all' : statusOf(searchParams.get('status')))),
);

/** /dashboard/tradeaccounts (admin): applications and trade accounts, with approve, decline, terms, prices and suspension. */
export function TradeAccountsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status: StatusFilter = searchParams.get('status') === 'all' ? 'all' : statusOf(searchParams.get('status'));
  const companiesQuery = useQuery(tradeAccountsQueryOptions(status));
  const approve = useApproveCompany();
  const decline = useDeclineCompany();
  const update = useUpdateCompany();
  const setPrices = useSetContractPrices();
  const actions = {
    busy: approve.isPending || decline.isPending || update.isPending || setPrices.isPending,
    onApprove: (companyId: string, input: Parameters<typeof approve.mutate>[0]['input']) => approve.mutate({ companyId, input }),
    onDecline: (companyId: string, reason: string) => decline.mutate({ companyId, reason }),
    onUpdate: (companyId: string, patch: Parameters<typeof update.mutate>[0]['patch']) => update.mutate({ companyId, patch }),
    onSetPrices: (companyId: string, prices: Parameters<typeof setPrices.mutate>[0]['prices']) => setPrices.mutate({ companyId, prices }),
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-slate-900">Trade accounts</h2>
      <label className="flex items-center gap-2">
        <span className="font-medium text-slate-800">Show</span>
        <select className="input w-48" value={status} onChange={(event) => setSearchParams({ status: event.target.value })}>
          <option value="pending">Applications</option>
          <option value="approved">Approved</option>
          <option value="suspended">Suspended</option>
          <option value="declined">Declined</option>
          <option value="all">All</option>
        </select>
      </label>
      <QueryState query={companiesQuery} loadingLabel="Loading trade accounts" empty="No trade accounts here.">
        {(companies) => (
          <div className="flex flex-col gap-4">
            {companies.map((company) => (
              <CompanyAdminCard key={company.companyId} company={company} actions={actions} />
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
