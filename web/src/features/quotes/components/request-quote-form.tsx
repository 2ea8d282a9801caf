import { useState } from 'react';
import { MAX_QUOTE_LINES, MAX_QUOTE_NOTE } from '@functions/quotes/contract/quote';
import { useRequestQuote } from '../api/quotes-api';

interface RequestQuoteFormProps {
  lines: readonly { toolId: string; quantity: number }[];
  onRequested(): void;
}

/** '/cart': the cart's lines sent as a request for a quote, with an optional note. */
export function RequestQuoteForm({ lines, onRequested }: RequestQuoteFormProps) {
  const [note, setNote] = useState('');
  const request = useRequestQuote();
  const tooMany = lines.length > MAX_QUOTE_LINES;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    request.mutate({ lines: lines.map(({ toolId, quantity }) => ({ toolId, quantity })), ...(trimmed && { note: trimmed }) }, { onSuccess: onRequested });
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} aria-label="Request a quote">
      <label className="flex flex-col gap-1">
        <span>Note for the quote (optional)</span>
        <textarea className="textarea textarea-bordered" maxLength={MAX_QUOTE_NOTE} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      {tooMany && <p role="alert">A quote has at most {MAX_QUOTE_LINES} lines</p>}
      <button type="submit" className="btn self-end" disabled={tooMany || lines.length === 0 || request.isPending}>
        Send quote request
      </button>
    </form>
  );
}
