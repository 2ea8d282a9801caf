// Locally AWS_ENDPOINT_URL_SESV2 points this client at the SES stand-in.
import { emailSender } from './config.js';
import { loadedBesideFirstRead } from './beside-first-read.js';
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

/** The SES client loads beside the request's first DynamoDB call, not at init (beside-first-read.ts). */
const ses = loadedBesideFirstRead(() => import('./ses-client.js'));

export async function sendEmail(email: OutgoingEmail): Promise<void> {
  const { sendThroughSes } = await ses();
  try {
    await sendThroughSes({
      FromEmailAddress: emailSender(),
      Destination: { ToAddresses: email.to },
      Content: { Simple: { Subject: { Data: email.subject, Charset: 'UTF-8' }, Body: { Text: { Data: email.text, Charset: 'UTF-8' } } } },
    });
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    if (typeof name === 'string' && isWaitingRefusal(name, String((error as Error).message)))
      throw new EmailDeferredError(`${name}: ${(error as Error).message}`);
    if (typeof name === 'string' && REFUSED_FOR_GOOD.has(name)) throw new EmailRefusedError(`${name}: ${(error as Error).message}`);
    throw error;
  }
}
