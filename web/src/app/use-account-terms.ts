import { useQuery } from '@tanstack/react-query';
import type { Terms } from '@functions/trade/contract/trade-account';
import { tradeAccountQueryOptions } from '../features/trade/api/trade-queries';
import { useTradeMember } from './use-member-prices';

/**
 * The payment terms of the signed-in member's company, when it is approved with terms: the
 * checkouts then offer paying on account. Only members of an approved company ask GET /trade/account.
 */
export function useAccountTerms(): Terms | undefined {
  const member = useTradeMember();
  const account = useQuery({ ...tradeAccountQueryOptions(), enabled: member !== undefined });
  const company = account.data?.company;
  return member && company?.status === 'approved' ? (company.terms ?? undefined) : undefined;
}
