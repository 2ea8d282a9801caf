import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QuoteAnswer } from '@functions/quotes/contract/quote';
import { formatDateTime } from '../../lib/format';
import { myQuotesQueryOptions, useCloseQuote } from '../../features/quotes/api/quotes-api';
import { AcceptQuoteForm } from '../../features/quotes/components/accept-quote-form';
import { QuoteLines } from '../../features/quotes/components/quote-lines';

function QuoteCard({ quote }: { quote: QuoteAnswer }) {
  const navigate = useNavigate();
  const close = useCloseQuote();
  const [accepting, setAccepting] = useState(false);
  return (
    <li className="card bg-base-100 p-4 shadow" aria-label={`Quote ${quote.quoteId}`}>
      <p>
        Asked {formatDateTime(quote.createdAt)} — <strong>{quote.status}</strong>
        {quote.validUntil && quote.status === 'offered' && <> (valid until {quote.validUntil})</>}
      </p>
      <QuoteLines quote={quote} />
      {quote.offerNote && <p>Note from the shop: {quote.offerNote}</p>}
      {quote.status === 'requested' && (
        <button
          type="button"
          className="btn btn-sm self-start"
          disabled={close.isPending}
          onClick={() => close.mutate({ quoteId: quote.quoteId, step: 'withdraw' })}
        >
          Withdraw
        </button>
      )}
      {quote.status === 'offered' &&
        (accepting ? (
          <AcceptQuoteForm quoteId={quote.quoteId} onOrdered={(order) => void navigate(`/dashboard/buy/${encodeURIComponent(order._id)}`)} />
        ) : (
          <div className="flex gap-2">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setAccepting(true)}>
              Accept
            </button>
            <button type="button" className="btn btn-sm" disabled={close.isPending} onClick={() => close.mutate({ quoteId: quote.quoteId, step: 'decline' })}>
              Decline
            </button>
          </div>
        ))}
      {quote.status === 'ordered' && quote.orderId && <p>Ordered: order {quote.orderId}</p>}
    </li>
  );
}

/** /dashboard/quotes (signed in): the buyer's quotes (a company admin's: the company's), to accept, decline or withdraw. */
export function QuotesPage() {
  const quotes = useQuery(myQuotesQueryOptions());
  useEffect(() => {
    document.title = 'Quotes | Tools Storefront';
  }, []);
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold">Quotes</h2>
      {quotes.isPending && <p role="status">Loading quotes…</p>}
      {quotes.isError && <p role="alert">{quotes.error.message}</p>}
      {quotes.data?.length === 0 && <p>No quotes yet. Ask for one from your cart.</p>}
      <ul className="flex flex-col gap-3">
        {quotes.data?.map((quote) => (
          <QuoteCard key={quote.quoteId} quote={quote} />
        ))}
      </ul>
    </section>
  );
}
