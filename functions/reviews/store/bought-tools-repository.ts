import { tableName } from '../../platform/config.js';
import { db } from '../../platform/db.js';
import { ORDERS_BY_OWNER_INDEX } from '../../platform/table-names.js';
import { loadedBesideFirstRead } from '../../platform/beside-first-read.js';

export interface BoughtTool {
  toolId: string;
  productName: string;
}

const BOUGHT_STATUSES = ['paid', 'delivered'] as const;
/** A review is most often of a recent purchase, so the first page is small. */
const FIRST_PAGE_ORDERS = 25;

const boughtOrderReader = loadedBesideFirstRead(() => import('../contract/stored/bought-order.js'));

/** The line of a bought order that is this tool, by id or (as ordered) by name. */
function boughtLine(
  readBoughtOrder: (item: unknown) => { lines: { toolId: string; product_name: string }[] },
  item: Record<string, unknown>,
  tool: { toolId?: string; name?: string },
): BoughtTool | undefined {
  const line = readBoughtOrder(item).lines.find(
    (candidate) => (tool.toolId !== undefined && candidate.toolId === tool.toolId) || candidate.product_name === tool.name,
  );
  return line && { toolId: line.toolId, productName: line.product_name };
}

/** A paid or delivered order of `userId` with this tool (by id, or by name as ordered): their own orders, newest first, until one matches. */
export async function findBoughtTool(userId: string, tool: { toolId?: string; name?: string }): Promise<BoughtTool | undefined> {
  if (tool.toolId === undefined && tool.name === undefined) return undefined;
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await db.query({
      TableName: tableName('orders'),
      IndexName: ORDERS_BY_OWNER_INDEX,
      KeyConditionExpression: 'userId = :userId',
      FilterExpression: '#status IN (:paid, :delivered)',
      // `lines` is a DynamoDB reserved word: named through #lines.
      ProjectionExpression: '#lines',
      ExpressionAttributeNames: { '#status': 'status', '#lines': 'lines' },
      ExpressionAttributeValues: { ':userId': userId, ':paid': BOUGHT_STATUSES[0], ':delivered': BOUGHT_STATUSES[1] },
      ScanIndexForward: false,
      ...(startKey ? { ExclusiveStartKey: startKey } : { Limit: FIRST_PAGE_ORDERS }),
    });
    const { readBoughtOrder } = await boughtOrderReader();
    for (const order of Items ?? []) {
      const found = boughtLine(readBoughtOrder, order, tool);
      if (found) return found;
    }
    startKey = LastEvaluatedKey;
  } while (startKey);
  return undefined;
}
