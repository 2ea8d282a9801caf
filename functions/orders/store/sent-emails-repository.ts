/** Each email is claimed before it is sent, so it goes out once however often its change is handed over again. */
import { tableName } from '../../platform/config.js';
import { db, isConditionalCheckFailed } from '../../platform/db.js';
import type { OutgoingEmail } from '../../platform/email-sender.js';

export type EmailState = 'sending' | 'sent' | 'failed' | 'refused';

export interface EmailClaim {
  key: string;
  orderId: string;
  email: OutgoingEmail;
  at: string;
  /** A 'sending' claim made before this was abandoned (its function ran out of time): it may be claimed again. */
  abandonedBefore: string;
}

/** 'claimed': this caller sends it now; 'done': sent or refused; 'in-flight': another run is sending it. */
export type ClaimOutcome = 'claimed' | 'done' | 'in-flight';

export async function claimEmail(claim: EmailClaim): Promise<ClaimOutcome> {
  try {
    await db.put({
      TableName: tableName('emails'),
      Item: { _id: claim.key, orderId: claim.orderId, state: 'sending' satisfies EmailState, claimedAt: claim.at, ...claim.email },
      ConditionExpression: 'attribute_not_exists(#id) OR #state = :failed OR (#state = :sending AND claimedAt < :abandoned)',
      ExpressionAttributeNames: { '#id': '_id', '#state': 'state' },
      ExpressionAttributeValues: { ':failed': 'failed', ':sending': 'sending', ':abandoned': claim.abandonedBefore },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    return 'claimed';
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    return error.Item?.state?.S === 'sending' ? 'in-flight' : 'done';
  }
}

export async function settleEmail(key: string, state: Exclude<EmailState, 'sending'>, at: string, reason?: string): Promise<void> {
  await db.update({
    TableName: tableName('emails'),
    Key: { _id: key },
    UpdateExpression: `SET #state = :state, settledAt = :at${reason === undefined ? '' : ', reason = :reason'} ADD attempts :one`,
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':state': state, ':at': at, ':one': 1, ...(reason !== undefined && { ':reason': reason }) },
  });
}
