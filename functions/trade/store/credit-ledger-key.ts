/** IAM grants the ledger writes on this prefix only (dynamodb:LeadingKeys): a function that moves a company's balance cannot touch the company. */
export const CREDIT_LEDGER_PREFIX = 'ledger#';

export const creditLedgerKey = (companyId: string) => `${CREDIT_LEDGER_PREFIX}${companyId}`;
