import '@functions/platform/contract/english-messages';
import { useId, useState, type FormEvent } from 'react';
import { allOrdersQuerySchema, type OrderStatus } from '@functions/orders/contract/order';
import type { OrderFilters } from '../api/order-queries';
import { ORDER_STATUSES, STATUS_LABELS } from '../order-filters';

interface OrderFiltersFormProps {
  filters: OrderFilters;
  onChange(filters: OrderFilters): void;
}

/** Manage all orders' filters: a status (applied at once) and a buyer's email (applied with Filter or Enter). */
export function OrderFiltersForm({ filters, onChange }: OrderFiltersFormProps) {
  const id = useId();
  const [buyer, setBuyer] = useState(filters.buyer ?? '');
  const [buyerError, setBuyerError] = useState<string | undefined>();

  const applyBuyer = (event: FormEvent) => {
    event.preventDefault();
    if (buyer.trim() === '') {
      setBuyerError(undefined);
      onChange({ ...filters, buyer: undefined });
      return;
    }
    const checked = allOrdersQuerySchema.shape.buyer.safeParse(buyer);
    if (!checked.success) {
      setBuyerError(checked.error.issues[0]?.message ?? 'Enter a valid email');
      return;
    }
    setBuyerError(undefined);
    onChange({ ...filters, buyer: checked.data });
  };

  const clear = () => {
    setBuyer('');
    setBuyerError(undefined);
    onChange({});
  };

  return (
    <form onSubmit={applyBuyer} noValidate aria-label="Filter orders" className="card flex flex-wrap items-end gap-4 p-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className="font-medium text-slate-800">
          Status
        </label>
        <select
          id={`${id}-status`}
          className="input"
          value={filters.status ?? ''}
          onChange={(event) => onChange({ ...filters, status: (event.target.value || undefined) as OrderStatus | undefined })}
        >
          <option value="">All</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-buyer`} className="font-medium text-slate-800">
          Buyer email
        </label>
        <input
          id={`${id}-buyer`}
          type="email"
          className="input"
          placeholder="customer@example.com"
          value={buyer}
          aria-invalid={buyerError ? true : undefined}
          aria-describedby={buyerError ? `${id}-buyer-error` : undefined}
          onChange={(event) => setBuyer(event.target.value)}
        />
        {buyerError ? (
          <p id={`${id}-buyer-error`} className="text-sm font-medium text-red-700">
            {buyerError}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
        {filters.status || filters.buyer ? (
          <button type="button" className="btn btn-outline" onClick={clear}>
            Clear filters
          </button>
        ) : null}
      </div>
    </form>
  );
}
