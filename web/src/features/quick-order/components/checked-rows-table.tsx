import type { CheckedRow } from '@functions/quick-order/contract/quick-order';
import { toCents } from '@functions/platform/contract/money';
import { formatPrice } from '../../../lib/format';

/** The server's answer, a row each: what 'Add to cart' takes (ok) and why the others stay out. */
export function CheckedRowsTable({ rows }: { rows: readonly CheckedRow[] }) {
  return (
    <table aria-label="Checked rows" className="w-full text-left text-sm">
      <thead>
        <tr className="border-b text-slate-600">
          <th className="py-2 pr-2">SKU</th>
          <th className="py-2 pr-2">Tool</th>
          <th className="py-2 pr-2">Quantity</th>
          <th className="py-2 pr-2">Unit price</th>
          <th className="py-2">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.sku} className="border-b">
            <td className="py-2 pr-2 font-mono">{row.sku}</td>
            <td className="py-2 pr-2">{row.name ?? '—'}</td>
            <td className="py-2 pr-2">{row.quantity}</td>
            <td className="py-2 pr-2">{row.unitPrice === undefined ? '—' : formatPrice(toCents(row.unitPrice))}</td>
            <td className={`py-2 ${row.status === 'ok' ? 'text-teal-700' : 'text-red-700'}`}>
              {row.status}
              {row.suggestedQuantity !== undefined ? ` (try ${row.suggestedQuantity})` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
