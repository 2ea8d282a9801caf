/**
 * Writes the lines of the orders stored before orders had lines (see docs/data-migration.md): each
 * such order held one tool in `toolId`, `unitPrice`, `quantity` and `amountCents`; it gets `lines`
 * (that one line), `subtotalCents` (its total) and `taxCents` (0), as the app already reads it
 * (functions/orders/contract/order.ts, readOrder). Nothing else of the order changes.
 * Safe while the shop runs: each write is conditioned on the order still having no lines, and an
 * order's tool, quantity and total never change once placed.
 * Safe to run again: a second run finds every order with lines, and writes nothing.
 *
 *   npx tsx scripts/backfill-order-lines.ts --orders <table>
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tryReadOrder } from '../functions/orders/contract/order.js';
import { argument, conditionalWrite, rows, runAsScript } from './one-off-job.js';

export interface OrderLinesReport {
  ordersRead: number;
  /** Orders that got their lines in this run. */
  linesWritten: number;
  /** Orders that are not valid orders: left as they are, listed to be looked at. */
  ordersSkipped: string[];
}

export async function backfillOrderLines(db: DynamoDBDocumentClient, orders: string): Promise<OrderLinesReport> {
  const report: OrderLinesReport = { ordersRead: 0, linesWritten: 0, ordersSkipped: [] };
  for await (const row of rows(db, orders)) {
    report.ordersRead++;
    if (row.lines !== undefined) continue;
    const order = tryReadOrder(row);
    if (!order || !row.toolId) {
      report.ordersSkipped.push(String(row._id));
      continue;
    }
    const write = () =>
      db.send(
        new UpdateCommand({
          TableName: orders,
          Key: { _id: order._id },
          UpdateExpression: 'SET #lines = :lines, subtotalCents = :subtotal, taxCents = :tax',
          // `lines` is a DynamoDB reserved word.
          ConditionExpression: 'attribute_exists(#id) AND attribute_not_exists(#lines)',
          ExpressionAttributeNames: { '#id': '_id', '#lines': 'lines' },
          ExpressionAttributeValues: { ':lines': order.lines, ':subtotal': order.subtotalCents, ':tax': order.taxCents },
        }),
      );
    if (await conditionalWrite(write)) report.linesWritten++;
  }
  return report;
}

runAsScript(import.meta.url, (db) => backfillOrderLines(db, argument('orders')));
