import { tableName } from '../../platform/config.js';
import type { TransactItem } from '../../platform/db.js';
import type { OrderLine } from '../contract/order-pricing.js';
import type { PricedTool } from '../../catalog/contract/price-breaks.js';

/** The line's price was given (a quote's offer): the tool's own price and breaks do not matter. */
export const PRICE_GIVEN = 'price given';

/** Only while the tool is on sale and still has the price and breaks the line was priced from (unless its price was given). */
export function takeLineStock(line: OrderLine, pricedFrom: PricedTool | typeof PRICE_GIVEN): TransactItem {
  const onSale = 'attribute_exists(#id) AND attribute_not_exists(archived) AND available >= :quantity';
  if (pricedFrom === PRICE_GIVEN) {
    return {
      Update: {
        TableName: tableName('tools'),
        Key: { _id: line.toolId },
        UpdateExpression: 'SET available = available - :quantity',
        ConditionExpression: onSale,
        ExpressionAttributeNames: { '#id': '_id' },
        ExpressionAttributeValues: { ':quantity': line.quantity },
      },
    };
  }
  const breaksAsRead = pricedFrom.priceBreaks
    ? { condition: 'priceBreaks = :priceBreaks', values: { ':priceBreaks': pricedFrom.priceBreaks } }
    : { condition: 'attribute_not_exists(priceBreaks)', values: {} };
  return {
    Update: {
      TableName: tableName('tools'),
      Key: { _id: line.toolId },
      UpdateExpression: 'SET available = available - :quantity',
      ConditionExpression: `${onSale} AND priceCents = :price AND ${breaksAsRead.condition}`,
      ExpressionAttributeNames: { '#id': '_id' },
      ExpressionAttributeValues: { ':quantity': line.quantity, ':price': pricedFrom.priceCents, ...breaksAsRead.values },
    },
  };
}

/** One line's units back, while the tool exists (a deleted tool has no stock to take them). */
export function giveLineStockBack(line: OrderLine): TransactItem {
  return {
    Update: {
      TableName: tableName('tools'),
      Key: { _id: line.toolId },
      UpdateExpression: 'SET available = available + :quantity',
      ConditionExpression: 'attribute_exists(#id)',
      ExpressionAttributeNames: { '#id': '_id' },
      ExpressionAttributeValues: { ':quantity': line.quantity },
    },
  };
}
