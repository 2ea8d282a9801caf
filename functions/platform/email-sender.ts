// Locally AWS_ENDPOINT_URL_SESV2 points this client at the SES stand-in.
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { emailSender } from './config.js';
import { SES_CALL } from './time-budgets.js';
import { EmailDeferredError, isWaitingRefusal } from './ses-refusals.js';

export interface OutgoingEmail {
  to: string[];
  subject: string;
  text: string;
}

/** Resending cannot succeed; sandbox and unverified-sender refusals wait instead. */
export class EmailRefusedError extends Error {
  override readonly name = 'EmailRefusedError';
}

const REFUSED_FOR_GOOD = new Set(['MessageRejected', 'BadRequestException']);

let client: SESv2Client | undefined;
// Each attempt is cut off at its time budget, so the call ends before the function's timeout.
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
