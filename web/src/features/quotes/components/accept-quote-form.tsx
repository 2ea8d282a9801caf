import '@functions/platform/contract/english-messages';
import { useState } from 'react';
import { acceptQuoteSchema, type AcceptQuoteInput } from '@functions/quotes/contract/quote';
import type { OrderAnswer } from '@functions/orders/contract/order';
import { useAcceptQuote } from '../api/quotes-api';

/** The buyer's address and phone, then the quote ordered at its offered prices. */
export function AcceptQuoteForm({ quoteId, onOrdered }: { quoteId: string; onOrdered(order: OrderAnswer): void }) {
  const [values, setValues] = useState({ address: '', number: '', poNumber: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const accept = useAcceptQuote();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = acceptQuoteSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    accept.mutate({ quoteId, input: parsed.data satisfies AcceptQuoteInput }, { onSuccess: onOrdered });
  };
  const field = (name: 'address' | 'number' | 'poNumber', label: string) => (
    <div className="flex flex-col gap-1">
      <label className="flex flex-col gap-1">
        <span>{label}</span>
        <input
          className="input input-bordered"
          name={name}
          value={values[name]}
          aria-invalid={errors[name] !== undefined}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      </label>
      {errors[name] && <span role="alert">{errors[name]}</span>}
    </div>
  );
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} aria-label="Accept the quote">
      {field('address', 'Address')}
      {field('number', 'Phone number')}
      {field('poNumber', 'PO number (optional)')}
      <button type="submit" className="btn btn-primary self-start" disabled={accept.isPending}>
        Accept and order
      </button>
    </form>
  );
}
