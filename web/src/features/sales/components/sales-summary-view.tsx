import type { SalesSummary } from '@functions/admin/contract/sales';
import { DataTable } from '../../../components/data-table';
import { formatPrice } from '../../../lib/format';
import { toCents } from '@functions/platform/contract/money';
import { dayLabel } from '../sales-format';
import { RevenueChart } from './revenue-chart';

interface SalesSummaryViewProps {
  /** One entry in `days` per day of the period. */
  summary: SalesSummary;
  /** True while these figures are the previous period's and the chosen one's are on their way. */
  stale?: boolean;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="card flex flex-col gap-1 p-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** The owner's figures: orders to ship, revenue and orders in the period, revenue per day, top tools, low stock. */
export function SalesSummaryView({ summary, stale = false }: SalesSummaryViewProps) {
  const revenue = sum(summary.days.map((day) => toCents(day.revenue)));
  return (
    <div className={`flex flex-col gap-6 transition-opacity ${stale ? 'opacity-60' : ''}`} aria-busy={stale || undefined}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Orders to ship" value={summary.toShip} />
        <Figure label={`Revenue, last ${summary.days.length} days`} value={formatPrice(revenue)} />
        <Figure label="Orders placed" value={sum(summary.days.map((day) => day.orders))} />
        <Figure label="Orders paid" value={sum(summary.days.map((day) => day.paidOrders))} />
      </dl>

      <section aria-labelledby="revenue-per-day" className="card flex flex-col gap-3 p-4">
        <h3 id="revenue-per-day" className="text-lg font-semibold text-slate-900">
          Revenue per day
        </h3>
        <RevenueChart days={summary.days} />
        {/* A table is not clipped by sr-only itself (it would still take its height): its wrapper is. */}
        <div className="sr-only">
          <table>
            <caption>Revenue per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Revenue</th>
                <th scope="col">Orders placed</th>
                <th scope="col">Orders paid</th>
              </tr>
            </thead>
            <tbody>
              {summary.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{dayLabel(day.date)}</th>
                  <td>{formatPrice(toCents(day.revenue))}</td>
                  <td>{day.orders}</td>
                  <td>{day.paidOrders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="top-tools" className="flex min-w-0 flex-col gap-3">
          <h3 id="top-tools" className="text-lg font-semibold text-slate-900">
            Top tools
          </h3>
          {summary.topTools.length > 0 ? (
            <DataTable
              caption="Top tools"
              rows={summary.topTools}
              rowKey={(tool) => tool.toolId}
              columns={[
                { header: 'Tool', rowHeader: true, cell: (tool) => tool.name },
                { header: 'Units sold', cell: (tool) => tool.quantity },
                { header: 'Revenue', cell: (tool) => formatPrice(toCents(tool.revenue)) },
              ]}
            />
          ) : (
            <p className="text-slate-600">No sales in this period.</p>
          )}
        </section>

        <section aria-labelledby="low-stock" className="flex min-w-0 flex-col gap-3">
          <h3 id="low-stock" className="text-lg font-semibold text-slate-900">
            Low stock
          </h3>
          {summary.lowStock.length > 0 ? (
            <ul className="card divide-y divide-slate-200">
              {summary.lowStock.map((tool) => (
                <li key={tool.toolId} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                  <span className="font-medium break-words text-slate-900">{tool.name}</span>
                  <span className="text-sm text-slate-700">
                    {tool.available} left (alert below {tool.lowStockThreshold})
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">No tool is low on stock.</p>
          )}
        </section>
      </div>
    </div>
  );
}
