/** The admins' list reads many ledgers at once: apart from the ledger's writes, so the order functions do not bundle the batched read. */
import { tableName } from '../../platform/config.js';
import { getMany } from '../../platform/batch-get.js';
import { creditLedgerKey } from './credit-ledger-key.js';
import { readLedger } from './credit-ledger-repository.js';

/** Many companies' balances at once (the admins' list). */
export async function getCreditBalances(companyIds: readonly string[]): Promise<Map<string, number>> {
  const items = await getMany(
    tableName('trade'),
    companyIds.map((companyId) => ({ _id: creditLedgerKey(companyId) })),
  );
  return new Map(items.map((item) => [String(item.companyId), readLedger(item).balanceCents]));
}
