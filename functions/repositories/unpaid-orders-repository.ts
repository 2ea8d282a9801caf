import { tableName } from '../shared/config.js';
import { db } from '../shared/db.js';
import { ORDERS_BY_UNPAID_OWNER_INDEX } from '../shared/table-definitions.js';

/**
 * How many unpaid orders the account holds, counted up to `upTo` (all the caller needs to know): a
 * Query on the sparse byUnpaidOwner index, which holds unpaid orders only, reading at most `upTo`
 * entries, so its cost stays the same however many orders the account left unpaid. Never a Scan.
 */
export async function countUnpaidOrders(userId: string, upTo: number): Promise<number> {
  const { Count } = await db.query({
    TableName: tableName('orders'),
    IndexName: ORDERS_BY_UNPAID_OWNER_INDEX,
    KeyConditionExpression: 'unpaidOwner = :userId',
    ExpressionAttributeValues: { ':userId': userId },
    Select: 'COUNT',
    Limit: upTo,
  });
  return Count ?? 0;
}
