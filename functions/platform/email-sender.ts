/**
 * Sends email through Amazon SES (API v2). Locally the same client, under the function's role, goes
 * to the endpoint the environment names (AWS_ENDPOINT_URL_SESV2: the local stack's SES IAM proxy in
 * front of aws-ses-v2-local).
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { emailSender } from './config.js';
import { SES_CALL } from './time-budgets.js';
import { EmailDeferredError, isWaitingRefusal } from './ses-refusals.js';

/** One plain-text email. */
export interface OutgoingEmail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * SES refused the email for good: sending it again cannot succeed (a rejected message, a malformed
 * address). A refusal of the sandbox or of a sender not verified yet waits instead (ses-refusals.ts).
 */
export class EmailRefusedError extends Error {
  override readonly name = 'EmailRefusedError';
}

/** SES's error names that mean the message itself will never be accepted. */
const REFUSED_FOR_GOOD = new Set(['MessageRejected', 'BadRequestException']);

let client: SESv2Client | undefined;
/** One client per container, made at the first send; each attempt is cut off at its time budget (shared/time-budgets.ts). */
const sesClient = () =>
  (client ??= new SESv2Client({
    maxAttempts: SES_CALL.maxAttempts,
    requestHandler: { connectionTimeout: SES_CALL.attemptTimeoutMs, requestTimeout: SES_CALL.attemptTimeoutMs },
  }));

export async function sendEmail(email: OutgoingEmail): Promise<void> {
  try {
    await sesClient().send(
      new SendEmailCommand({
        FromEmailAddress: emailSender(),
        Destination: { ToAddresses: email.to },
        Content: { Simple: { Subject: { Data: email.subject, Charset: 'UTF-8' }, Body: { Text: { Data: email.text, Charset: 'UTF-8' } } } },
      }),
    );
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    if (typeof name === 'string' && isWaitingRefusal(name, String((error as Error).message)))
      throw new EmailDeferredError(`${name}: ${(error as Error).message}`);
    if (typeof name === 'string' && REFUSED_FOR_GOOD.has(name)) throw new EmailRefusedError(`${name}: ${(error as Error).message}`);
    throw error;
  }
}
