import type { AuditTarget } from '../../platform/audit.js';
import type { Company } from '../contract/trade-account.js';

/** A trade account, by its company's name. */
export const companyTarget = (company: Pick<Company, 'companyId' | 'name'>): AuditTarget => ({ kind: 'company', id: company.companyId, label: company.name });
