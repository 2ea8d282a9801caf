import type { Statement } from '@functions/receivables/contract/receivables';
import { ON_HOLD_MESSAGE } from '@functions/trade/contract/credit-terms';
import { formatPrice } from '../../../lib/format';

/** What the company owes, its credit limit and what it may still order on account; the hold, when there is one. */
export function StatementSummary({ statement }: { statement: Statement }) {
  return (
    <div className="flex flex-col gap-4">
      {statement.onHold ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-900">
          {ON_HOLD_MESSAGE}
        </p>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-3">
        {(
          [
            ['Balance', statement.balanceCents],
            ['Credit limit', statement.creditLimitCents],
            ['Credit available', statement.availableCents],
          ] as const
        ).map(([label, cents]) => (
          <div key={label} className="card p-4">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{formatPrice(cents)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
