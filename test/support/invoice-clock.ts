/**
 * Moves an on-account invoice's due time into the past, where the shop keeps it: the order's
 * `dueAt` and `dueDate`, and its entry ('<dueAt>#<orderId>') among the company ledger's open
 * invoices. The statement, the hold and the reminders then see an invoice that fell due that long
 * ago, decided at their read as in production: no test waits out days of terms, however short.
 */
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type { OrderAnswer } from '../../functions/orders/contract/order.js';
import { creditLedgerKey } from '../../functions/trade/store/credit-ledger-key.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { localTableNames } from '../../infra/local/local-config.js';

/** The order with `dueAt` set to `dueAt` (an ISO time), in the order and in its company's ledger. */
export async function invoiceDueAt(order: OrderAnswer, dueAt: string): Promise<OrderAnswer> {
  const db = DynamoDBDocumentClient.from(localDynamoDbClient(inject('localStack').dynamoDbUrl));
  const tables = localTableNames();
  try {
    const { Item: stored } = await db.send(new GetCommand({ TableName: tables.orders, Key: { _id: order._id } }));
    if (!stored?.companyId || !stored.dueAt) throw new Error(`Order ${order._id} is not on account`);
    const dueDate = dueAt.slice(0, 10);
    await db.send(
      new UpdateCommand({
        TableName: tables.orders,
        Key: { _id: order._id },
        UpdateExpression: 'SET dueAt = :dueAt, dueDate = :dueDate',
        ExpressionAttributeValues: { ':dueAt': dueAt, ':dueDate': dueDate },
      }),
    );
    const ledgerKey = { _id: creditLedgerKey(String(stored.companyId)) };
    await db.send(
      new UpdateCommand({
        TableName: tables.trade,
        Key: ledgerKey,
        UpdateExpression: 'DELETE openInvoices :old',
        ExpressionAttributeValues: { ':old': new Set([`${String(stored.dueAt)}#${order._id}`]) },
      }),
    );
    await db.send(
      new UpdateCommand({
        TableName: tables.trade,
        Key: ledgerKey,
        UpdateExpression: 'ADD openInvoices :new',
        ExpressionAttributeValues: { ':new': new Set([`${dueAt}#${order._id}`]) },
      }),
    );
    return { ...order, dueAt, dueDate };
  } finally {
    db.destroy();
  }
}
