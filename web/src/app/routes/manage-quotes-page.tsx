import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QUOTE_STATUSES, type QuoteStatus } from '@functions/quotes/contract/quote';
import { formatDateTime } from '../../lib/format';
import { adminQuotesQueryOptions } from '../../features/quotes/api/quotes-api';
import { OfferQuoteForm } from '../../features/quotes/components/offer-quote-form';
import { QuoteLines } from '../../features/quotes/components/quote-lines';

/** /dashboard/managequotes (admin): quotes by status; a requested one gets a price per line and a last day. */
export function ManageQuotesPage() {
  const [status, setStatus] = useState<QuoteStatus | 'all'>('requested');
  const quotes = useQuery(adminQuotesQueryOptions(status));
  useEffect(() => {
    document.title = 'Quotes | Tools Storefront';
  }, []);
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold">Quotes</h2>
      <label className="flex items-center gap-2">
        <span>Status</span>
        <select className="select select-bordered" value={status} onChange={(event) => setStatus(event.target.value as QuoteStatus | 'all')}>
          <option value="all">all</option>
          {QUOTE_STATUSES.map((one) => (
            <option key={one} value={one}>
              {one}
            </option>
          ))}
        </select>
      </label>
      {quotes.isPending && <p role="status">Loading quotes…</p>}
      {quotes.isError && <p role="alert">{quotes.error.message}</p>}
      {quotes.data?.length === 0 && <p>No {status === 'all' ? '' : `${status} `}quotes.</p>}
      <ul className="flex flex-col gap-3">
        {quotes.data?.map((quote) => (
          <li key={quote.quoteId} className="card bg-base-100 p-4 shadow" aria-label={`Quote ${quote.quoteId}`}>
            <p>
              {quote.user_name} ({quote.email}){quote.companyName && ` of ${quote.companyName}`}, {formatDateTime(quote.createdAt)} —{' '}
              <strong>{quote.status}</strong>
            </p>
            <QuoteLines quote={quote} />
            {quote.note && <p>Note: {quote.note}</p>}
            {quote.status === 'requested' && <OfferQuoteForm quote={quote} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
