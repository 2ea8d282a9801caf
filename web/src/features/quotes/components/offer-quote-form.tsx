import { useState } from 'react';
import { MAX_OFFER_DAYS, type QuoteAnswer } from '@functions/quotes/contract/quote';
import { useOfferQuote } from '../api/quotes-api';

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The shop admin's offer: a unit price for every line and the last day it holds (today to 90 days ahead). */
export function OfferQuoteForm({ quote }: { quote: QuoteAnswer }) {
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [validUntil, setValidUntil] = useState(dayAhead(14));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const offer = useOfferQuote();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const lines = quote.lines.map((line) => ({ toolId: line.toolId, unitPrice: Number(prices[line.toolId]) }));
    if (lines.some((line) => !(line.unitPrice > 0))) {
      setProblem('Give one price for every line of the quote');
      return;
    }
    setProblem(undefined);
    offer.mutate({ quoteId: quote.quoteId, input: { lines, validUntil, ...(note.trim() && { note: note.trim() }) } });
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} aria-label={`Offer prices for ${quote.quoteId}`}>
      {quote.lines.map((line) => (
        <label key={line.toolId} className="flex items-center gap-2">
          <span>
            Unit price for {line.quantity} x {line.product_name} ($)
          </span>
          <input
            className="input input-bordered w-32"
            type="number"
            step="0.01"
            min="0.01"
            value={prices[line.toolId] ?? ''}
            onChange={(event) => setPrices({ ...prices, [line.toolId]: event.target.value })}
          />
        </label>
      ))}
      <label className="flex items-center gap-2">
        <span>Valid until</span>
        <input
          className="input input-bordered"
          type="date"
          min={dayAhead(0)}
          max={dayAhead(MAX_OFFER_DAYS)}
          value={validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span>Note (optional)</span>
        <textarea className="textarea textarea-bordered" value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      {problem && <p role="alert">{problem}</p>}
      <button type="submit" className="btn btn-primary self-start" disabled={offer.isPending}>
        Send offer
      </button>
    </form>
  );
}
