import type { StatementDeps } from '../domain/statement.js';
import { listCompanyInvoices } from '../store/invoices-repository.js';
import { getCompany, getMembership } from '../../trade/store/trade-repository.js';
import { getCreditLedger } from '../../trade/store/credit-ledger-repository.js';
import { termsDaySeconds } from '../../platform/config.js';

export const statementDeps: StatementDeps = { getCompany, getMembership, getCreditLedger, listCompanyInvoices, now: () => new Date(), termsDaySeconds };
