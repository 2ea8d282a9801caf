import { tableName } from '../shared/config.js';
import { db } from '../shared/db.js';
import { ORDERS_BY_UNPAID_OWNER_INDEX } from '../shared/table-definitions.js';

/**
 * How many unpaid orders the account holds: a Query counting its entries in the sparse
 * byUnpaidOwner index, which holds unpaid orders only (a few per account), never a Scan.
 */
export async function countUnpaidOrders(userId: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.query({
      TableName: tableName('orders'),
      IndexName: ORDERS_BY_UNPAID_OWNER_INDEX,
      KeyConditionExpression: 'unpaidOwner = :userId',
      ExpressionAttributeValues: { ':userId': userId },
      Select: 'COUNT',
      ExclusiveStartKey: startKey,
    });
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}
