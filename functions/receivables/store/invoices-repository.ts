import { tableName } from '../../platform/config.js';
import { db } from '../../platform/db.js';
import { ORDERS_BY_COMPANY_INDEX } from '../../platform/table-names.js';
import type { Order } from '../../orders/contract/order.js';
import { orderReader } from '../../orders/store/order-reader.js';

/** The company's on-account orders that have an invoice (not cancelled, not awaiting approval), newest first, every page. */
export async function listCompanyInvoices(companyId: string): Promise<Order[]> {
  const orders: Order[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await db.query({
      TableName: tableName('orders'),
      IndexName: ORDERS_BY_COMPANY_INDEX,
      KeyConditionExpression: 'companyId = :company',
      FilterExpression: 'payment = :account AND #status IN (:onAccount, :delivered)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':company': companyId, ':account': 'account', ':onAccount': 'On account', ':delivered': 'delivered' },
      ScanIndexForward: false,
      ExclusiveStartKey: start,
    });
    const { readOrder } = await orderReader();
    orders.push(...(Items ?? []).map((item) => readOrder(item)));
    start = LastEvaluatedKey;
  } while (start);
  return orders;
}
