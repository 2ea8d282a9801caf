/** A company's statement, decided at the time of the read: nothing about overdue or holds is stored. */
import type { Caller } from '../../platform/app-token.js';
import { ForbiddenError } from '../../platform/errors.js';
import type { Order } from '../../orders/contract/order.js';
import { amountDueCents, isOnHold } from '../../trade/contract/credit-terms.js';
import { agingOf } from '../contract/invoice-aging.js';
import { COMPANY_ADMINS_ONLY_MESSAGE } from '../../trade/contract/trade-account-terms.js';
import { callerAccount, type MembershipDeps } from '../../trade/domain/members.js';
import type { CompanyRecord } from '../../trade/store/trade-repository.js';
import type { CreditLedger } from '../../trade/store/credit-ledger-repository.js';
import type { Statement } from '../contract/receivables.js';
import { invoiceAmounts, invoiceView } from './invoice-view.js';

export interface StatementDeps extends MembershipDeps {
  getCreditLedger(companyId: string): Promise<CreditLedger>;
  listCompanyInvoices(companyId: string): Promise<Order[]>;
  now(): Date;
  termsDaySeconds(): number;
}

/** 404 'No trade account' for anyone in none; 403 for a buyer: the statement is for the company's admins. */
export async function companyAdminAccount(deps: MembershipDeps, caller: Caller): Promise<CompanyRecord> {
  const { me, company } = await callerAccount(deps, caller);
  if (me.role !== 'admin') throw new ForbiddenError(COMPANY_ADMINS_ONLY_MESSAGE);
  return company;
}

export function statementOf(company: CompanyRecord, ledger: CreditLedger, invoices: readonly Order[], now: Date, daySeconds: number): Statement {
  const creditLimitCents = company.terms?.creditLimitCents ?? 0;
  const open = invoices.map(invoiceAmounts).filter((invoice) => amountDueCents(invoice) > 0);
  return {
    balanceCents: ledger.balanceCents,
    creditLimitCents,
    availableCents: Math.max(0, creditLimitCents - ledger.balanceCents),
    onHold: isOnHold(ledger.openDueAts, now, daySeconds),
    invoices: invoices.map((order) => invoiceView(order, now, daySeconds)),
    aging: agingOf(open, now, daySeconds),
  };
}

export async function getStatement(deps: StatementDeps, caller: Caller): Promise<{ company: CompanyRecord; statement: Statement; at: Date }> {
  const company = await companyAdminAccount(deps, caller);
  const [ledger, invoices] = await Promise.all([deps.getCreditLedger(company.companyId), deps.listCompanyInvoices(company.companyId)]);
  const at = deps.now();
  return { company, statement: statementOf(company, ledger, invoices, at, deps.termsDaySeconds()), at };
}
