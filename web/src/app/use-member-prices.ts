/**
 * 'Your price': a trade member's own prices of the tools a page shows. Only a signed-in user asks
 * GET /trade/membership (once per session); only a member of an approved company then asks
 * GET /trade/prices, at most 100 tools a request. Visitors make no request at all.
 * The prices are kept under the trade key of the user (never a shared key such as ['tools']).
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MemberPrice, MemberPrices } from '../components/member-price';
import { useSession } from '../lib/auth/use-session';
import { hasTradePrices, membershipQueryOptions, priceIdBatches, tradePricesQueryOptions } from '../features/trade/api/trade-queries';

/** The signed-in user's approved trade membership, or undefined (visitor, customer, pending/suspended company, or still unknown). */
export function useTradeMember() {
  const { user } = useSession();
  const membership = useQuery({ ...membershipQueryOptions(user?.uid ?? ''), enabled: user !== null });
  return user !== null && hasTradePrices(membership.data) ? { user, membership: membership.data! } : undefined;
}

/** The member's prices of `toolIds` by tool id; undefined for everyone else (they see list prices only). */
export function useMemberPrices(toolIds: readonly string[]): MemberPrices | undefined {
  const member = useTradeMember();
  const idsText = toolIds.join(',');
  const batches = useMemo(() => (idsText === '' ? [] : priceIdBatches(idsText.split(','))), [idsText]);
  const results = useQueries({ queries: member ? batches.map((ids) => tradePricesQueryOptions(member.user.uid, ids)) : [] });
  if (!member) return undefined;
  const prices = new Map<string, MemberPrice>();
  for (const result of results) for (const price of result.data ?? []) prices.set(price.toolId, price);
  return prices;
}
