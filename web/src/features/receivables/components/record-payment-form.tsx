import { useState, type FormEvent } from 'react';
import type { RecordPaymentInput } from '@functions/receivables/contract/receivables';
import { amountDueCents } from '@functions/trade/contract/credit-terms';
import { toCents } from '@functions/platform/contract/money';
import { FormField } from '../../../components/form-field';
import { formatPrice } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/server-field-errors';

const DOLLARS = /^\d+(\.\d{1,2})?$/;
const DOLLARS_MESSAGE = 'Enter dollars and cents, e.g. 125.50';

interface RecordPaymentFormProps {
  invoice: { amountCents: number; paidCents: number };
  submitting: boolean;
  /** The last refused attempt: a 400's messages go under the fields they name (amountCents, reference, receivedOn). */
  serverError?: unknown;
  onSubmit(input: RecordPaymentInput): void;
}

/** A payment received for an on-account invoice (transfer, cheque): dollars typed, sent as integer cents; the server checks the rest. */
export function RecordPaymentForm({ invoice, submitting, serverError, onSubmit }: RecordPaymentFormProps) {
  const dueCents = amountDueCents(invoice);
  const [amount, setAmount] = useState((dueCents / 100).toFixed(2));
  const [reference, setReference] = useState('');
  // The shop's dates are UTC days: the server refuses a day after today's.
  const [receivedOn, setReceivedOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [amountProblem, setAmountProblem] = useState<string>();
  const fromServer = Object.fromEntries(serverFieldErrors(serverError).map(({ field, message }) => [field, message]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = amount.trim();
    setAmountProblem(DOLLARS.test(typed) ? undefined : DOLLARS_MESSAGE);
    if (DOLLARS.test(typed)) onSubmit({ amountCents: toCents(Number(typed)), reference, receivedOn });
  };

  return (
    <form noValidate aria-label="Record payment" onSubmit={submit} className="flex flex-col gap-4">
      <p>
        Due: {formatPrice(dueCents)} of {formatPrice(invoice.amountCents)}
      </p>
      <FormField
        label="Amount ($)"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountProblem ?? fromServer.amountCents}
      />
      <FormField label="Reference" maxLength={60} value={reference} onChange={(event) => setReference(event.target.value)} error={fromServer.reference} />
      <FormField label="Received on" type="date" value={receivedOn} onChange={(event) => setReceivedOn(event.target.value)} error={fromServer.receivedOn} />
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? 'Recording…' : 'Record payment'}
      </button>
    </form>
  );
}
