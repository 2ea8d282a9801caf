import { useId } from 'react';
import { SALES_PERIODS, type SalesPeriod } from '../api/sales-queries';

/** The Sales page's period: the last 7, 30, 90 or 365 days. */
export function SalesPeriodSelect({ value, onChange }: { value: SalesPeriod; onChange(days: SalesPeriod): void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-medium text-slate-800">
        Period
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(Number(event.target.value) as SalesPeriod)}>
        {SALES_PERIODS.map((days) => (
          <option key={days} value={days}>
            Last {days} days
          </option>
        ))}
      </select>
    </div>
  );
}
