import { queryOptions } from '@tanstack/react-query';
// Types only from the zod contracts: the home page's tools chunk imports this module (for 'Your price') and stays without zod.
import type { PriceBreakInDollars } from '@functions/catalog/contract/price-breaks';
import type { OrderAnswer } from '@functions/orders/contract/order';
import { toCents } from '@functions/platform/contract/money';
import type * as z from '@functions/platform/contract/zod';
import type { adminCompanySchema, CompanyStatus, Membership, MembershipAnswer, TradeAccountView } from '@functions/trade/contract/trade-account';
import type { MemberPrice } from '../../../components/member-price';
import { apiFetch, ApiError } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

export const tradeKeys = {
  all: sharedKeys.trade,
  account: () => [...tradeKeys.all, 'account'] as const,
  companies: (status: CompanyStatus | 'all') => [...tradeKeys.all, 'companies', status] as const,
  contractPrices: (companyId: string) => [...tradeKeys.all, 'contract-prices', companyId] as const,
  /** The signed-in user's membership, per user: the prices below depend on it. */
  membership: (userId: string) => [...tradeKeys.account(), 'of', userId] as const,
  /** A member's own prices: per user, and never under a shared root such as ['tools']. */
  prices: (userId: string, toolIds: readonly string[]) => [...tradeKeys.all, 'prices', userId, ...toolIds] as const,
  /** Under the orders root: cancelling, paying or approving any order reads the company's orders again. */
  orders: () => [...sharedKeys.orders, 'trade'] as const,
};

/** A company as the shop's admins see it: who applied, and in the list what it owes on account. */
export type AdminCompany = z.output<typeof adminCompanySchema>;
export interface ContractPrice {
  toolId: string;
  unitPrice: number;
}

/** GET /trade/membership: the caller's company in brief, or null (answered 200 to everyone signed in). */
async function fetchMembership({ signal }: { signal: AbortSignal }): Promise<Membership | null> {
  return (await apiFetch<MembershipAnswer>('/trade/membership', { signal })).membership;
}

/**
 * GET /trade/account for members only: an account in no company is null without asking it (its
 * answer would be the contract's 404, and a browser logs every 404). A 404 still means null: the
 * caller may have been removed since.
 */
async function fetchTradeAccount({ signal }: { signal: AbortSignal }): Promise<TradeAccountView | null> {
  if ((await fetchMembership({ signal })) === null) return null;
  try {
    return await apiFetch<TradeAccountView>('/trade/account', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const tradeAccountQueryOptions = () => queryOptions({ queryKey: tradeKeys.account(), queryFn: fetchTradeAccount });

/** The signed-in user's membership, asked once per session (per user): only an approved company's members have trade prices. */
export const membershipQueryOptions = (userId: string) =>
  queryOptions({ queryKey: tradeKeys.membership(userId), queryFn: fetchMembership, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY });

/** Is this membership one whose prices can be asked for (GET /trade/prices answers 403 otherwise)? */
export const hasTradePrices = (membership: Membership | null | undefined): boolean => membership?.status === 'approved';

interface TradePriceAnswer {
  toolId: string;
  unitPrice: number;
  priceBreaks?: PriceBreakInDollars[];
}

/** One answered price in the app's cents. */
const memberPriceOf = ({ toolId, unitPrice, priceBreaks }: TradePriceAnswer): MemberPrice => ({
  toolId,
  unitPriceCents: toCents(unitPrice),
  ...(priceBreaks?.length && { priceBreaks: priceBreaks.map((b) => ({ minQuantity: b.minQuantity, unitPriceCents: toCents(b.unitPrice) })) }),
});

/** The contract's MAX_PRICE_IDS (not imported: its module brings zod along); trade-queries.test.ts checks they agree. */
export const PRICE_IDS_PER_REQUEST = 100;

/** GET /trade/prices?ids= for at most PRICE_IDS_PER_REQUEST tools (sorted, so the same tools share one cache entry). */
export const tradePricesQueryOptions = (userId: string, toolIds: readonly string[]) =>
  queryOptions({
    queryKey: tradeKeys.prices(userId, toolIds),
    queryFn: async ({ signal }) => {
      const ids = toolIds.map(encodeURIComponent).join(',');
      const answer = await apiFetch<{ prices: TradePriceAnswer[] }>(`/trade/prices?ids=${ids}`, { signal });
      return answer.prices.map(memberPriceOf);
    },
    staleTime: 60_000,
  });

/** The tool ids of a page in batches GET /trade/prices accepts: each id once, sorted. */
export function priceIdBatches(toolIds: Iterable<string>): string[][] {
  const ids = [...new Set(toolIds)].sort();
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += PRICE_IDS_PER_REQUEST) batches.push(ids.slice(start, start + PRICE_IDS_PER_REQUEST));
  return batches;
}

/** An order as GET /trade/orders answers it: with the name of the member who placed it. */
export type TradeOrder = OrderAnswer & { memberName: string };

/** GET /trade/orders: a company admin gets every member's orders, a buyer their own. */
export const tradeOrdersQueryOptions = () =>
  queryOptions({
    queryKey: tradeKeys.orders(),
    queryFn: ({ signal }) => apiFetch<{ orders: TradeOrder[] }>('/trade/orders', { signal }).then((answer) => answer.orders),
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
