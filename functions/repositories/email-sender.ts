/** Sends email through Amazon SES (API v2); locally the same calls go to aws-ses-v2-local. */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { emailSender, sesEndpoint } from '../shared/config.js';
import { LOCAL_CREDENTIALS } from '../shared/local-credentials.js';

/** One plain-text email. */
export interface OutgoingEmail {
  to: string[];
  subject: string;
  text: string;
}

let cached: { endpoint: string | undefined; client: SESv2Client } | undefined;

/** One client per container (a new one if the endpoint changes: tests point it elsewhere). */
function sesClient(): SESv2Client {
  const endpoint = sesEndpoint();
  if (!cached || cached.endpoint !== endpoint) {
    const options = endpoint ? { endpoint, region: 'aws-ses-v2-local', credentials: LOCAL_CREDENTIALS, maxAttempts: 1 } : { maxAttempts: 2 };
    cached = { endpoint, client: new SESv2Client(options) };
  }
  return cached.client;
}

export async function sendEmail(email: OutgoingEmail): Promise<void> {
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: emailSender(),
      Destination: { ToAddresses: email.to },
      Content: { Simple: { Subject: { Data: email.subject, Charset: 'UTF-8' }, Body: { Text: { Data: email.text, Charset: 'UTF-8' } } } },
    }),
  );
}
