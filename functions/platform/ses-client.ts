/** The one SES call, in a module of its own so that email-sender.ts can load it (and the client) beside the first DynamoDB call, tree-shaken. */
import { SendEmailCommand, SESv2Client, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { SES_CALL } from './time-budgets.js';

let client: SESv2Client | undefined;

export async function sendThroughSes(input: SendEmailCommandInput): Promise<void> {
  // Each attempt is cut off at its time budget, so the call ends before the function's timeout.
  client ??= new SESv2Client({
    maxAttempts: SES_CALL.maxAttempts,
    requestHandler: { connectionTimeout: SES_CALL.attemptTimeoutMs, requestTimeout: SES_CALL.attemptTimeoutMs },
  });
  await client.send(new SendEmailCommand(input));
}
