import { queryOptions } from '@tanstack/react-query';
import type { OrderAnswer } from '@functions/orders/contract/order';
import type { AcceptQuoteInput, QuoteAnswer, QuoteStatus, RequestQuoteInput } from '@functions/quotes/contract/quote';
import { apiFetch } from '../../../lib/api-client';
import { useToastMutation } from '../../../lib/toast-mutation';
import { createIdempotencyKeys } from '../../../lib/idempotency-keys';
import { sharedKeys } from '../../../lib/query-keys';

export const quoteKeys = {
  all: ['quotes'] as const,
  mine: () => [...quoteKeys.all, 'mine'] as const,
  admin: (status: QuoteStatus | 'all') => [...quoteKeys.all, 'admin', status] as const,
};

/** GET /quotes: the caller's quotes (a company admin's: the company's). */
export const myQuotesQueryOptions = () =>
  queryOptions({
    queryKey: quoteKeys.mine(),
    queryFn: async ({ signal }) => (await apiFetch<{ quotes: QuoteAnswer[] }>('/quotes', { signal })).quotes,
  });

/** GET /admin/quotes?status= */
export const adminQuotesQueryOptions = (status: QuoteStatus | 'all') =>
  queryOptions({
    queryKey: quoteKeys.admin(status),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ quotes: QuoteAnswer[] }>(status === 'all' ? '/admin/quotes' : `/admin/quotes?status=${encodeURIComponent(status)}`, { signal })).quotes,
  });

/** Every quote mutation: a toast with the server's message on failure, the quotes read again after. */
const useQuoteMutation = <V, R>(mutationFn: (variables: V) => Promise<R>, success: (answer: R) => string) =>
  useToastMutation(mutationFn, success, [quoteKeys.all]);

/** One key per distinct request: sending the same lines again after a lost answer asks once. */
const requestKeys = createIdempotencyKeys();

/** POST /quotes */
export const useRequestQuote = () =>
  useQuoteMutation(
    async (input: RequestQuoteInput) => {
      const answer = await apiFetch<{ quote: QuoteAnswer }>('/quotes', { method: 'POST', body: input, idempotencyKey: requestKeys.keyFor(input) });
      requestKeys.forget();
      return answer.quote;
    },
    () => 'Quote requested. We will email you our prices.',
  );

const quotePath = (quoteId: string) => `/quotes/${encodeURIComponent(quoteId)}`;

/** POST /quotes/{quoteId}/accept: the order placed at the offered prices. */
export const useAcceptQuote = () =>
  useToastMutation(
    async ({ quoteId, input }: { quoteId: string; input: AcceptQuoteInput }) =>
      (await apiFetch<{ order: OrderAnswer }>(`${quotePath(quoteId)}/accept`, { method: 'POST', body: input })).order,
    () => 'Order placed at the quoted prices',
    [quoteKeys.all, sharedKeys.orders],
  );

/** POST /quotes/{quoteId}/decline or .../withdraw */
export const useCloseQuote = () =>
  useQuoteMutation(
    ({ quoteId, step }: { quoteId: string; step: 'decline' | 'withdraw' }) =>
      apiFetch<{ quote: QuoteAnswer }>(`${quotePath(quoteId)}/${step}`, { method: 'POST' }).then((answer) => answer.quote),
    (quote) => `Quote ${quote.status}`,
  );

export interface OfferInput {
  lines: { toolId: string; unitPrice: number }[];
  validUntil: string;
  note?: string;
}

/** POST /admin/quotes/{quoteId}/offer */
export const useOfferQuote = () =>
  useQuoteMutation(
    ({ quoteId, input }: { quoteId: string; input: OfferInput }) =>
      apiFetch<{ quote: QuoteAnswer }>(`/admin/quotes/${encodeURIComponent(quoteId)}/offer`, { method: 'POST', body: input }).then((answer) => answer.quote),
    () => 'Offer sent to the buyer',
  );
