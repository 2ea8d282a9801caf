/**
 * DynamoDB's transaction conflicts, which DynamoDB Local does not have: while a TransactWriteItems
 * is in flight, another transaction that includes one of its items is cancelled
 * (TransactionCanceledException, reason TransactionConflict for that item), and a PutItem,
 * UpdateItem or DeleteItem of one of its items is refused (TransactionConflictException), as
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/transaction-apis.html#transaction-conflict-handling
 * describes. Items are told apart by table and key (every table's key is its `_id`).
 */
import { tableDefinitions } from '../../../functions/platform/table-definitions.js';

type Body = Record<string, unknown>;
type AttributeMap = Record<string, unknown>;

const KEY_ATTRIBUTES = [...new Set(Object.values(tableDefinitions).map((definition) => definition.partitionKey.name))];

function itemId(tableName: unknown, keyOrItem: AttributeMap | undefined): string {
  const key = Object.fromEntries(KEY_ATTRIBUTES.filter((name) => keyOrItem?.[name] !== undefined).map((name) => [name, keyOrItem?.[name]]));
  return `${String(tableName)} ${JSON.stringify(key)}`;
}

/** The items of each part of a transaction, in order. */
function transactionItems(body: Body): string[] {
  return ((body.TransactItems as Record<string, { TableName?: unknown; Key?: AttributeMap; Item?: AttributeMap }>[] | undefined) ?? []).map((part) => {
    const [request] = Object.values(part);
    return itemId(request?.TableName, request?.Key ?? request?.Item);
  });
}

const SINGLE_WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem']);

export type ConflictCheck =
  { conflict: false; /** Call when the request's answer is complete. */ done(): void } | { conflict: true; error: { type: string; body: Body } };

export class TransactionConflicts {
  /** Item -> how many transactions in flight include it. */
  private readonly inFlight = new Map<string, number>();

  /** Whether this request meets a transaction in flight; a transaction that does not is in flight until `done`. */
  begin(operation: string, body: Body): ConflictCheck {
    if (operation === 'TransactWriteItems') {
      const items = transactionItems(body);
      const conflicting = items.map((item) => this.inFlight.has(item));
      if (conflicting.some(Boolean)) return { conflict: true, error: transactionCancelled(conflicting) };
      for (const item of items) this.inFlight.set(item, (this.inFlight.get(item) ?? 0) + 1);
      let ended = false;
      return {
        conflict: false,
        done: () => {
          if (ended) return;
          ended = true;
          for (const item of items) {
            const count = (this.inFlight.get(item) ?? 1) - 1;
            if (count === 0) this.inFlight.delete(item);
            else this.inFlight.set(item, count);
          }
        },
      };
    }
    if (SINGLE_WRITES.has(operation) && this.inFlight.has(itemId(body.TableName, (body.Key ?? body.Item) as AttributeMap | undefined))) {
      return {
        conflict: true,
        error: { type: 'com.amazonaws.dynamodb.v20120810#TransactionConflictException', body: { message: 'Transaction is ongoing for the item' } },
      };
    }
    return { conflict: false, done: () => {} };
  }
}

function transactionCancelled(conflicting: boolean[]): { type: string; body: Body } {
  const reasons = conflicting.map((conflict) =>
    conflict ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' } : { Code: 'None' },
  );
  return {
    type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
    body: {
      Message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((reason) => reason.Code).join(', ')}]`,
      CancellationReasons: reasons,
    },
  };
}
