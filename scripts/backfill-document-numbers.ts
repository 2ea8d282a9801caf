/**
 * Numbers the invoices and credit notes of the orders paid or refunded before the shop numbered
 * them (see docs/data-migration.md). The orders stream numbers every order paid or refunded since
 * (functions/orders/domain/assign-document-numbers.ts); an order from before never changes again, so the
 * stream never numbers it. This job gives each such order what `documentsDue` says it still needs,
 * through the same transaction as the stream (functions/orders/store/document-numbers-repository.ts),
 * so no number is given twice or skipped, even while the shop runs.
 * The documents are issued on the day the job runs, in that year's sequence: a number never comes
 * before a number already given with a later date. The orders are numbered in the order they were
 * paid (or refunded, for credit notes).
 * Safe to run again: a second run finds every order numbered, and gives nothing.
 *
 *   npx tsx scripts/backfill-document-numbers.ts --orders <orders table> --sequences <sequences table>
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentsDue } from '../functions/orders/domain/assign-document-numbers.js';
import type { DocumentKind } from '../functions/orders/contract/documents.js';
import { tryReadOrder } from '../functions/orders/contract/order.js';
import type { NumberingOutcome } from '../functions/orders/store/document-numbers-repository.js';
import { tableDefinitions } from '../functions/platform/table-definitions.js';
import { argument, rows, runAsScript } from './one-off-job.js';

export interface DocumentNumbersReport {
  ordersRead: number;
  /** The numbers given in this run, in the order given. */
  numbered: { orderId: string; kind: DocumentKind; number: string }[];
  /** Items of the orders table that are not valid orders: left as they are, listed to be looked at. */
  ordersSkipped: string[];
}

/** The repository's numbering transaction (read from the environment's table names, like the stream's). */
export type GiveDocumentNumber = (kind: DocumentKind, orderId: string, year: number, at: string) => Promise<NumberingOutcome>;

export async function backfillDocumentNumbers(
  db: DynamoDBDocumentClient,
  orders: string,
  give: GiveDocumentNumber,
  now = new Date(),
): Promise<DocumentNumbersReport> {
  const report: DocumentNumbersReport = { ordersRead: 0, numbered: [], ordersSkipped: [] };
  const due: { orderId: string; kinds: DocumentKind[]; since: string }[] = [];
  for await (const row of rows(db, orders)) {
    report.ordersRead++;
    const order = tryReadOrder(row);
    if (!order) {
      report.ordersSkipped.push(String(row._id));
      continue;
    }
    const documents = documentsDue(order);
    if (documents.length > 0) due.push({ orderId: order._id, kinds: documents.map((document) => document.kind), since: documents[0]!.at });
  }
  const issuedAt = now.toISOString();
  for (const { orderId, kinds } of due.sort((a, b) => a.since.localeCompare(b.since) || a.orderId.localeCompare(b.orderId))) {
    for (const kind of kinds) {
      const result = await give(kind, orderId, now.getUTCFullYear(), issuedAt);
      if (result.outcome === 'numbered') report.numbered.push({ orderId, kind, number: result.number });
    }
  }
  return report;
}

runAsScript(import.meta.url, async (db) => {
  const orders = argument('orders');
  // The numbering transaction reads its tables from the environment, as in the functions.
  process.env[tableDefinitions.orders.envVar] = orders;
  process.env[tableDefinitions.sequences.envVar] = argument('sequences');
  const { giveDocumentNumber } = await import('../functions/orders/store/document-numbers-repository.js');
  return backfillDocumentNumbers(db, orders, giveDocumentNumber);
});
