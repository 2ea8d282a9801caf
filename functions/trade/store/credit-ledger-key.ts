import type { ItemAction, KeyScopedGrants } from '../../platform/route-definitions.js';

/** IAM grants the ledger writes on this prefix only (dynamodb:LeadingKeys): a function that moves a company's balance cannot touch the company. */
export const CREDIT_LEDGER_PREFIX = 'ledger#';

export const creditLedgerKey = (companyId: string) => `${CREDIT_LEDGER_PREFIX}${companyId}`;

/** A route's grant on the ledgers only: it moves a company's balance, never the company. */
export const creditLedgerGrants = (...actions: ItemAction[]): KeyScopedGrants => ({ trade: { prefix: CREDIT_LEDGER_PREFIX, actions } });
