/** Whether a customer bought a tool: their paid or delivered orders (orders.byOwner). */
import { tableName } from '../shared/config.js';
import { db } from '../shared/db.js';
import { ORDERS_BY_OWNER_INDEX } from '../shared/table-definitions.js';

export interface BoughtTool {
  toolId: string;
  productName: string;
}

const BOUGHT_STATUSES = ['paid', 'delivered'] as const;
/** How many of the customer's newest orders the first page reads: a review is most often of a recent purchase. */
const FIRST_PAGE_ORDERS = 25;

/**
 * A paid or delivered order of `userId` for the tool with this id or (as ordered) this name. Reads
 * only that customer's orders, newest first, a page at a time until one matches: the first page is
 * the FIRST_PAGE_ORDERS newest, so finding a recent purchase costs the same however many orders the
 * customer placed before it; the next pages are as large as DynamoDB makes them.
 */
export async function findBoughtTool(userId: string, tool: { toolId?: string; name?: string }): Promise<BoughtTool | undefined> {
  const matches = [tool.toolId === undefined ? '' : 'toolId = :toolId', tool.name === undefined ? '' : 'product_name = :name'].filter(Boolean);
  if (matches.length === 0) return undefined;
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await db.query({
      TableName: tableName('orders'),
      IndexName: ORDERS_BY_OWNER_INDEX,
      KeyConditionExpression: 'userId = :userId',
      FilterExpression: `#status IN (:paid, :delivered) AND (${matches.join(' OR ')})`,
      ProjectionExpression: 'toolId, product_name',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':userId': userId,
        ':paid': BOUGHT_STATUSES[0],
        ':delivered': BOUGHT_STATUSES[1],
        ...(tool.toolId === undefined ? {} : { ':toolId': tool.toolId }),
        ...(tool.name === undefined ? {} : { ':name': tool.name }),
      },
      ScanIndexForward: false,
      ...(startKey ? { ExclusiveStartKey: startKey } : { Limit: FIRST_PAGE_ORDERS }),
    });
    const found = Items?.[0];
    if (found) return { toolId: String(found.toolId), productName: String(found.product_name) };
    startKey = LastEvaluatedKey;
  } while (startKey);
  return undefined;
}
