import type { PaymentMethod } from '@functions/trade/contract/credit-terms';

interface PaymentChoiceProps {
  /** The member's company's terms: only then is paying on account offered. */
  netDays: number;
  value: PaymentMethod;
  onChange(payment: PaymentMethod): void;
}

/** Card or 'Pay on account (Net {netDays})', for a member of an approved company with terms, in both checkouts. */
export function PaymentChoice({ netDays, value, onChange }: PaymentChoiceProps) {
  const options: { method: PaymentMethod; label: string }[] = [
    { method: 'card', label: 'Pay by card' },
    { method: 'account', label: `Pay on account (Net ${netDays})` },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-slate-800">Payment</legend>
      {options.map(({ method, label }) => (
        <label key={method} className="flex items-center gap-2">
          <input type="radio" name="payment" value={method} checked={value === method} onChange={() => onChange(method)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
