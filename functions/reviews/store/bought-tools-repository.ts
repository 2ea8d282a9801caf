import { tableName } from '../../platform/config.js';
import { db } from '../../platform/db.js';
import { ORDERS_BY_OWNER_INDEX } from '../../platform/table-definitions.js';
import * as z from '../../platform/contract/zod.js';

export interface BoughtTool {
  toolId: string;
  productName: string;
}

const BOUGHT_STATUSES = ['paid', 'delivered'] as const;
/** A review is most often of a recent purchase, so the first page is small. */
const FIRST_PAGE_ORDERS = 25;

/** Orders stored before lines carry their one tool at the top level. */
const boughtOrderSchema = z.object({
  lines: z.optional(z.array(z.object({ toolId: z.string(), product_name: z.string() }))),
  toolId: z.optional(z.string()),
  product_name: z.optional(z.string()),
});

function boughtLine(item: Record<string, unknown>, tool: { toolId?: string; name?: string }): BoughtTool | undefined {
  const order = boughtOrderSchema.parse(item);
  const lines = order.lines ?? [{ toolId: order.toolId ?? '', product_name: order.product_name ?? '' }];
  const line = lines.find((candidate) => (tool.toolId !== undefined && candidate.toolId === tool.toolId) || candidate.product_name === tool.name);
  return line && { toolId: line.toolId, productName: line.product_name };
}

/** Pages through the customer's orders newest first, so a recent purchase costs the same however many orders came before. */
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
