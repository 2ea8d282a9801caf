/** Whether a customer bought a tool: their paid or delivered orders (orders.byOwner). */
import { tableName } from '../../platform/config.js';
import { db } from '../../platform/db.js';
import { ORDERS_BY_OWNER_INDEX } from '../../platform/table-definitions.js';
import * as z from '../../platform/contract/zod.js';

export interface BoughtTool {
  toolId: string;
  productName: string;
}

const BOUGHT_STATUSES = ['paid', 'delivered'] as const;
/** How many of the customer's newest orders the first page reads: a review is most often of a recent purchase. */
const FIRST_PAGE_ORDERS = 25;

/** What the query projects: the lines, or the one tool of an order stored before lines. */
const boughtOrderSchema = z.object({
  lines: z.optional(z.array(z.object({ toolId: z.string(), product_name: z.string() }))),
  toolId: z.optional(z.string()),
  product_name: z.optional(z.string()),
});

/** The line of a bought order that is this tool, by id or (as ordered) by name. */
function boughtLine(item: Record<string, unknown>, tool: { toolId?: string; name?: string }): BoughtTool | undefined {
  const order = boughtOrderSchema.parse(item);
  const lines = order.lines ?? [{ toolId: order.toolId ?? '', product_name: order.product_name ?? '' }];
  const line = lines.find((candidate) => (tool.toolId !== undefined && candidate.toolId === tool.toolId) || candidate.product_name === tool.name);
  return line && { toolId: line.toolId, productName: line.product_name };
}

/**
 * A paid or delivered order of `userId` with a line of the tool with this id or (as ordered) this
 * name. Reads only that customer's orders, newest first, a page at a time until one matches: the
 * first page is the FIRST_PAGE_ORDERS newest, so finding a recent purchase costs the same however
 * many orders the customer placed before it; the next pages are as large as DynamoDB makes them.
 * An order with lines is matched on them here; one stored before lines, by its tool in the filter.
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
      FilterExpression: `#status IN (:paid, :delivered) AND (${matches.join(' OR ')} OR attribute_exists(#lines))`,
      // `lines` is a DynamoDB reserved word: named through #lines.
      ProjectionExpression: 'toolId, product_name, #lines',
      ExpressionAttributeNames: { '#status': 'status', '#lines': 'lines' },
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
    for (const order of Items ?? []) {
      const found = boughtLine(order, tool);
      if (found) return found;
    }
    startKey = LastEvaluatedKey;
  } while (startKey);
  return undefined;
}
