/** Sends email through Amazon SES (API v2); locally the same calls go to aws-ses-v2-local. */
import type * as SesSdk from '@aws-sdk/client-sesv2';
import { emailSender, sesEndpoint } from '../shared/config.js';

/** One plain-text email. */
export interface OutgoingEmail {
  to: string[];
  subject: string;
  text: string;
}

let cached: { endpoint: string | undefined; client: Promise<{ client: SesSdk.SESv2Client; sdk: typeof SesSdk }> } | undefined;

function loadClient(endpoint: string | undefined) {
  return import('@aws-sdk/client-sesv2').then((sdk) => ({
    sdk,
    client: new sdk.SESv2Client(
      endpoint ? { endpoint, region: 'aws-ses-v2-local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 } : { maxAttempts: 2 },
    ),
  }));
}

/** One client per container, loaded on first use (a new one if the endpoint changes: tests point it elsewhere). */
function sesClient() {
  const endpoint = sesEndpoint();
  if (!cached || cached.endpoint !== endpoint) cached = { endpoint, client: loadClient(endpoint) };
  return cached.client;
}

export async function sendEmail(email: OutgoingEmail): Promise<void> {
  const { client, sdk } = await sesClient();
  await client.send(
    new sdk.SendEmailCommand({
      FromEmailAddress: emailSender(),
      Destination: { ToAddresses: email.to },
      Content: { Simple: { Subject: { Data: email.subject, Charset: 'UTF-8' }, Body: { Text: { Data: email.text, Charset: 'UTF-8' } } } },
    }),
  );
}
