import '@functions/platform/contract/english-messages';
import { useId, useState, type FormEvent } from 'react';
import { ordersExportQuerySchema } from '@functions/admin/contract/sales';
import { useDownloadOrdersExport } from '../api/orders-export';

const DAY_MS = 86_400_000;
/** YYYY-MM-DD of a moment, in UTC (the days of the export). */
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last 30 days, today included. */
export function lastThirtyDays(now = Date.now()) {
  return { from: isoDay(now - 29 * DAY_MS), to: isoDay(now) };
}

/** 'Download CSV' of the orders created from one day to another (both included). */
export function OrdersExportForm() {
  const id = useId();
  const [range, setRange] = useState(lastThirtyDays);
  const [error, setError] = useState<string | undefined>();
  const download = useDownloadOrdersExport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ordersExportQuerySchema.safeParse(range);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    download.mutate(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Download orders as CSV" className="card flex flex-wrap items-end gap-4 p-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="font-medium text-slate-800">
          From
        </label>
        <input id={`${id}-from`} type="date" className="input" value={range.from} onChange={(event) => setRange({ ...range, from: event.target.value })} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="font-medium text-slate-800">
          To
        </label>
        <input id={`${id}-to`} type="date" className="input" value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} />
      </div>
      <button type="submit" className="btn btn-outline" disabled={download.isPending}>
        {download.isPending ? 'Preparing…' : 'Download CSV'}
      </button>
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
