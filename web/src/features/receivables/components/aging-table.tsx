import type { Statement } from '@functions/receivables/contract/receivables';
import { formatPrice } from '../../../lib/format';

const BUCKETS: { key: keyof Statement['aging']; label: string }[] = [
  { key: 'currentCents', label: 'Current' },
  { key: 'days1to30Cents', label: '1-30 days' },
  { key: 'days31to60Cents', label: '31-60 days' },
  { key: 'days61to90Cents', label: '61-90 days' },
  { key: 'over90Cents', label: 'Over 90 days' },
];

/** What is still due by how late it is (the server sorts each invoice into its bucket). */
export function AgingTable({ aging }: { aging: Statement['aging'] }) {
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">Aging</caption>
        <thead className="bg-slate-100 text-sm text-slate-700">
          <tr>
            {BUCKETS.map(({ key, label }) => (
              <th key={key} scope="col" className="px-4 py-3">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {BUCKETS.map(({ key }) => (
              <td key={key} className="px-4 py-3">
                {formatPrice(aging[key])}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
