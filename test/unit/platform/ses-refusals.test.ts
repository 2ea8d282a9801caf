import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmailRefusedError, sendEmail } from '../../../functions/platform/email-sender.js';
import { EmailDeferredError, isWaitingRefusal } from '../../../functions/platform/ses-refusals.js';

const ses = mockClient(SESv2Client);
const rejected = (name: string, message: string) => Object.assign(new Error(message), { name });
const email = { to: ['buyer@example.com'], subject: 'Your order', text: 'Thanks' };

beforeEach(() => {
  process.env.EMAIL_FROM = 'shop@example.com';
});
afterEach(() => ses.reset());

describe('SES refusals', () => {
  it("waits (retried, alarmed) while the account is in SES's sandbox or the sender is not verified", async () => {
    for (const message of [
      'Email address is not verified. The following identities failed the check in region US-EAST-1: buyer@example.com',
      'Email address is not verified. The following identities failed the check in region US-EAST-1: shop@example.com',
    ]) {
      ses.on(SendEmailCommand).rejects(rejected('MessageRejected', message));
      await expect(sendEmail(email)).rejects.toBeInstanceOf(EmailDeferredError);
    }
    expect(isWaitingRefusal('SendingPausedException', 'Sending paused for this account')).toBe(true);
  });

  it('is final only for a message SES will never accept: a malformed or rejected address', async () => {
    ses.on(SendEmailCommand).rejects(rejected('BadRequestException', 'Missing final @domain'));
    await expect(sendEmail(email)).rejects.toBeInstanceOf(EmailRefusedError);
    ses.on(SendEmailCommand).rejects(rejected('MessageRejected', 'Address is on the suppression list'));
    await expect(sendEmail(email)).rejects.toBeInstanceOf(EmailRefusedError);
  });
});
