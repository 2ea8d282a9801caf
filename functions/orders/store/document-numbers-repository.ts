/** The sequence and the order are written in one transaction, each conditioned on what was read: no gaps, no repeats. */
import { tableName } from '../../platform/config.js';
import { cancellationReasons, db } from '../../platform/db.js';
import { DOCUMENT_KINDS, documentNumber, sequenceId, type DocumentKind } from '../contract/documents.js';

/** 'numbered': this call gave the number; 'already-numbered': the order had one (or is gone). */
export type NumberingOutcome = { outcome: 'numbered'; number: string } | { outcome: 'already-numbered' };

const ATTEMPTS = 50;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 10 * Math.min(attempt, 10)));

async function lastNumber(sequence: string): Promise<number> {
  const { Item } = await db.get({ TableName: tableName('sequences'), Key: { _id: sequence }, ConsistentRead: true });
  return typeof Item?.last === 'number' ? Item.last : 0;
}

export async function giveDocumentNumber(kind: DocumentKind, orderId: string, year: number, at: string): Promise<NumberingOutcome> {
  const { numberField, dateField } = DOCUMENT_KINDS[kind];
  const sequence = sequenceId(kind, year);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const last = await lastNumber(sequence);
    const number = documentNumber(kind, year, last + 1);
    try {
      await db.transactWrite({
        TransactItems: [
          {
            Update: {
              TableName: tableName('sequences'),
              Key: { _id: sequence },
              UpdateExpression: 'SET #last = :next',
              ConditionExpression: last === 0 ? 'attribute_not_exists(#last)' : '#last = :last',
              ExpressionAttributeNames: { '#last': 'last' },
              ExpressionAttributeValues: { ':next': last + 1, ...(last !== 0 && { ':last': last }) },
            },
          },
          {
            Update: {
              TableName: tableName('orders'),
              Key: { _id: orderId },
              UpdateExpression: 'SET #number = :number, #date = :at',
              ConditionExpression: 'attribute_exists(#id) AND attribute_not_exists(#number)',
              ExpressionAttributeNames: { '#id': '_id', '#number': numberField, '#date': dateField },
              ExpressionAttributeValues: { ':number': number, ':at': at },
            },
          },
        ],
      });
      return { outcome: 'numbered', number };
    } catch (error) {
      const [sequenceReason, orderReason] = cancellationReasons(error) ?? [];
      if (orderReason?.Code === 'ConditionalCheckFailed') return { outcome: 'already-numbered' };
      const raced =
        sequenceReason?.Code === 'ConditionalCheckFailed' || sequenceReason?.Code === 'TransactionConflict' || orderReason?.Code === 'TransactionConflict';
      if (!raced) throw error;
      await pause(attempt);
    }
  }
  throw new Error(`Could not number order ${orderId} in ${sequence} after ${ATTEMPTS} attempts`);
}
