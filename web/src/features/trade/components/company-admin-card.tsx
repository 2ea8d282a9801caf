import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NET_DAYS, type ApproveInput, type CompanyPatch } from '@functions/trade/contract/trade-account';
import { formatPrice } from '../../../lib/format';
import { CompanySummary } from './company-summary';
import { dollarsToCents } from './members-table';
import { contractPricesQueryOptions, type AdminCompany, type ContractPrice } from '../api/trade-queries';

export interface CompanyAdminActions {
  busy: boolean;
  onApprove(companyId: string, input: ApproveInput): void;
  onDecline(companyId: string, reason: string): void;
  onUpdate(companyId: string, patch: CompanyPatch): void;
  onSetPrices(companyId: string, prices: ContractPrice[]): void;
}

/** Discount and terms as the approve form and the edit form take them. */
function TermsFields({
  onSubmit,
  submitLabel,
  busy,
  company,
}: {
  onSubmit(input: ApproveInput): void;
  submitLabel: string;
  busy: boolean;
  company: AdminCompany;
}) {
  const [discount, setDiscount] = useState(String(company.discountPercent));
  const [netDays, setNetDays] = useState(company.terms ? String(company.terms.netDays) : '');
  const [credit, setCredit] = useState(company.terms ? String(company.terms.creditLimitCents / 100) : '');
  const creditCents = dollarsToCents(credit);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label={`${submitLabel} ${company.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({
          discountPercent: Number(discount),
          terms: netDays === '' ? null : { netDays: Number(netDays), creditLimitCents: typeof creditCents === 'number' ? creditCents : 0 },
        });
      }}
    >
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-800">Discount %</span>
        <input className="input w-24" inputMode="decimal" value={discount} onChange={(event) => setDiscount(event.target.value)} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-slate-800">Terms</span>
        <select className="input" value={netDays} onChange={(event) => setNetDays(event.target.value)}>
          <option value="">Pay by card</option>
          {NET_DAYS.map((days) => (
            <option key={days} value={days}>
              Net {days} days
            </option>
          ))}
        </select>
      </label>
      {netDays !== '' ? (
        <label className="flex flex-col gap-1">
          <span className="font-medium text-slate-800">Credit limit $</span>
          <input className="input w-32" inputMode="decimal" value={credit} onChange={(event) => setCredit(event.target.value)} />
        </label>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** Contract prices as lines of `toolId price`; the server validates them. */
function ContractPrices({ company, busy, onSetPrices }: { company: AdminCompany } & Pick<CompanyAdminActions, 'busy' | 'onSetPrices'>) {
  const pricesQuery = useQuery(contractPricesQueryOptions(company.companyId));
  const [text, setText] = useState<string | undefined>(undefined);
  const shown = text ?? (pricesQuery.data ?? []).map((price) => `${price.toolId} ${price.unitPrice}`).join('\n');
  return (
    <form
      className="flex flex-col gap-2"
      aria-label={`Contract prices of ${company.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        const prices = shown
          .split('\n')
          .map((line) => line.trim().split(/[\s,]+/))
          .filter((parts) => parts[0])
          .map(([toolId = '', price = '']) => ({ toolId, unitPrice: Number(price) }));
        onSetPrices(company.companyId, prices);
      }}
    >
      <label htmlFor={`prices-${company.companyId}`} className="font-medium text-slate-800">
        Contract prices (one per line: tool id and unit price in dollars)
      </label>
      <textarea
        id={`prices-${company.companyId}`}
        className="input min-h-24 font-mono"
        value={shown}
        disabled={pricesQuery.isPending}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <button type="submit" className="btn btn-outline" disabled={busy || pricesQuery.isPending}>
          Save contract prices
        </button>
      </div>
    </form>
  );
}

/** One trade account in the admins' tab, with the actions its status allows. */
export function CompanyAdminCard({ company, actions }: { company: AdminCompany; actions: CompanyAdminActions }) {
  const [reason, setReason] = useState('');
  const [showPrices, setShowPrices] = useState(false);
  const { busy } = actions;
  return (
    <article className="card flex flex-col gap-4 p-4" aria-label={company.name}>
      <CompanySummary company={company} />
      {company.balanceCents !== undefined ? (
        <p>
          <span className="font-medium text-slate-700">Balance on account:</span> {formatPrice(company.balanceCents)}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        Applied by {company.applicantEmail}
        {company.note ? `: “${company.note}”` : ''}
      </p>
      {company.status === 'pending' || company.status === 'declined' ? (
        <TermsFields company={company} busy={busy} submitLabel="Approve" onSubmit={(input) => actions.onApprove(company.companyId, input)} />
      ) : (
        <TermsFields company={company} busy={busy} submitLabel="Save terms" onSubmit={(patch) => actions.onUpdate(company.companyId, patch)} />
      )}
      {company.status === 'pending' ? (
        <form
          className="flex flex-wrap items-end gap-3"
          aria-label={`Decline ${company.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            actions.onDecline(company.companyId, reason);
          }}
        >
          <label className="flex flex-1 flex-col gap-1">
            <span className="font-medium text-slate-800">Reason for declining</span>
            <input className="input" value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
          <button type="submit" className="btn btn-outline" disabled={busy}>
            Decline
          </button>
        </form>
      ) : null}
      {company.status === 'approved' ? (
        <div>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => actions.onUpdate(company.companyId, { status: 'suspended' })}>
            Suspend
          </button>
        </div>
      ) : null}
      {company.status === 'suspended' ? (
        <div>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => actions.onUpdate(company.companyId, { status: 'approved' })}>
            Reinstate
          </button>
        </div>
      ) : null}
      {showPrices ? (
        <ContractPrices company={company} busy={busy} onSetPrices={actions.onSetPrices} />
      ) : (
        <div>
          <button type="button" className="btn btn-outline" onClick={() => setShowPrices(true)}>
            Contract prices
          </button>
        </div>
      )}
    </article>
  );
}
