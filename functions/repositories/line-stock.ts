/** An order line's units moving in its tool's stock, inside the transaction of the order change. */
import { tableName } from '../shared/config.js';
import type { TransactItem } from '../shared/db.js';
import type { OrderLine } from '../schemas/order-pricing.js';

/**
 * Taken, conditioned on enough stock, on the unit price the line was priced at and on the tool being
 * on sale (an archived tool takes no new order); or given back, while the tool exists.
 */
export function lineStockUpdate(line: Pick<OrderLine, 'toolId' | 'quantity' | 'unitPrice'>, move: 'take' | 'give-back'): TransactItem {
  const take = move === 'take';
  return {
    Update: {
      TableName: tableName('tools'),
      Key: { _id: line.toolId },
      UpdateExpression: `SET available = available ${take ? '-' : '+'} :quantity`,
      ConditionExpression: take
        ? 'attribute_exists(#id) AND attribute_not_exists(archived) AND available >= :quantity AND price = :unitPrice'
        : 'attribute_exists(#id)',
      ExpressionAttributeNames: { '#id': '_id' },
      ExpressionAttributeValues: take ? { ':quantity': line.quantity, ':unitPrice': line.unitPrice } : { ':quantity': line.quantity },
    },
  };
}
