import type { Company } from '@functions/trade/contract/trade-account';
import { formatPrice } from '../../../lib/format';

const STATUS_TEXT: Record<Company['status'], string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  declined: 'Declined',
  suspended: 'Suspended',
};

/** A trade account's details: status, discount, terms and tax exemption. */
export function CompanySummary({ company }: { company: Company }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium text-slate-700">Company</dt>
      <dd>{company.name}</dd>
      <dt className="font-medium text-slate-700">Status</dt>
      <dd>
        {STATUS_TEXT[company.status]}
        {company.declineReason ? ` (${company.declineReason})` : null}
      </dd>
      {company.taxId ? (
        <>
          <dt className="font-medium text-slate-700">Tax id</dt>
          <dd>{company.taxId}</dd>
        </>
      ) : null}
      <dt className="font-medium text-slate-700">Address</dt>
      <dd>{company.address}</dd>
      <dt className="font-medium text-slate-700">Phone</dt>
      <dd>{company.number}</dd>
      <dt className="font-medium text-slate-700">Discount</dt>
      <dd>{company.discountPercent} %</dd>
      <dt className="font-medium text-slate-700">Terms</dt>
      <dd>{company.terms ? `Net ${company.terms.netDays} days, credit limit ${formatPrice(company.terms.creditLimitCents)}` : 'Pay by card'}</dd>
      {company.taxExempt ? (
        <>
          <dt className="font-medium text-slate-700">Tax exempt</dt>
          <dd>{company.taxExempt.certificate}</dd>
        </>
      ) : null}
    </dl>
  );
}
