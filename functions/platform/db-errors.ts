/** DynamoDB's failures, told apart by name: the same check works on errors from any SDK copy (and from the IAM proxy locally), and needs no SDK loaded. */
import type { AttributeValue, CancellationReason } from '@aws-sdk/client-dynamodb';

/** Refused only because a transaction held the item (no failed condition): the SDK retries neither case. */
export function isTransactionConflict(error: unknown): boolean {
  if ((error as { name?: unknown } | null)?.name === 'TransactionConflictException') return true;
  const reasons = cancellationReasons(error);
  return (
    reasons !== undefined &&
    reasons.some((reason) => reason.Code === 'TransactionConflict') &&
    !reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')
  );
}

export function isConditionalCheckFailed(error: unknown): error is Error & { Item?: Record<string, AttributeValue> } {
  return (error as { name?: unknown } | null)?.name === 'ConditionalCheckFailedException';
}

/** The per-item reasons of a cancelled transaction; undefined when the error is anything else. */
export function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  const failure = error as { name?: unknown; CancellationReasons?: CancellationReason[] } | null;
  return failure?.name === 'TransactionCanceledException' ? (failure.CancellationReasons ?? []) : undefined;
}
