/**
 * An email SES refuses because of its sandbox (the recipient not verified yet) waits and is sent
 * once SES lets it, instead of being marked refused for good (functions/platform/ses-refusals.ts).
 * The local SES refuses `sandbox+...@` recipients with the sandbox's own words until an operator
 * verifies the address, as `aws sesv2 create-email-identity` does in the cloud; the stack's own
 * stream reader retries the email's change meanwhile.
 * The email's record does not count attempts across retries: each retry claims it again with a
 * PutItem (store/sent-emails-repository.ts, claimEmail), which replaces the item, and the settle
 * then adds 1, so `attempts` stays 1. A retry shows instead as the record settled again later
 * (`settledAt`); the outcome that matters is the email in the mailbox once and the record 'sent'.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Order } from '../../functions/orders/contract/order.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { localTableNames } from '../../infra/local/local-config.js';
import { LOCAL_OPERATOR_ACCESS_KEY_ID } from '../../infra/local/iam/ssm-parameter-store.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool } from '../support/catalog.js';
import { eventually } from '../support/eventually.js';
import { emailsAbout } from '../support/mailbox.js';
import { triggersIdle } from '../support/triggers-idle.js';

/** `aws sesv2 create-email-identity --email-identity <address>`, signed as the local operator. */
async function verifyRecipient(address: string): Promise<void> {
  const response = await fetch(`${inject('localStack').sesUrl}/v2/email/identities`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `AWS4-HMAC-SHA256 Credential=${LOCAL_OPERATOR_ACCESS_KEY_ID}/20260101/us-east-1/ses/aws4_request, SignedHeaders=host, Signature=local`,
    },
    body: JSON.stringify({ EmailIdentity: address }),
  });
  if (!response.ok) throw new Error(`CreateEmailIdentity answered ${response.status}: ${await response.text()}`);
}

describe('an email refused by the SES sandbox', () => {
  const dynamoDb = localDynamoDbClient(inject('localStack').dynamoDbUrl);
  let buyer: SignedInUser;
  let toolId: string;

  beforeAll(async () => {
    const admin = await seededAdmin();
    buyer = await freshCustomer('sandbox', { email: `sandbox+${randomUUID().slice(0, 8)}@tools.test` });
    toolId = await addTool(admin.token, { available: 1_000, minimum: 10, price: 12.35 });
  });
  afterAll(() => dynamoDb.destroy());

  /** The emails table's record of the order's 'placed' email (none, or one). */
  const placedRecord = async (orderId: string) => {
    const { Item } = await dynamoDb.send(new GetCommand({ TableName: localTableNames().emails, Key: { _id: `${orderId}#placed` } }));
    return Item ? [Item] : [];
  };

  it('is retried while the address is not verified, never marked refused, and sent once it is', { timeout: 60_000 }, async () => {
    const placed = await callApi<{ order?: Order }>('PUT', `/purchase/${toolId}`, {
      auth: buyer.token,
      body: { address: '4 Sandbox Lane', number: '01234567890', quantity: 10 },
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body.order?._id ?? '';

    // SES refused it (the sandbox): the email waits, failed for now, not refused...
    const [refusal] = await eventually(
      () => placedRecord(orderId),
      (records) => records[0]?.state === 'failed',
      { what: 'the placed email to be refused by the sandbox and recorded failed' },
    );
    expect(String(refusal?.reason)).toMatch(/not verified/);
    // ...and is tried again: the record is settled again, later, still failed.
    const retried = await eventually(
      () => placedRecord(orderId),
      (records) => records[0]?.state === 'failed' && records[0].settledAt !== refusal?.settledAt,
      { what: 'the refused email to be tried again' },
    );
    expect(String(retried[0]?.reason)).toMatch(/not verified/);
    expect(await emailsAbout(orderId)).toEqual([]);
    const order = await dynamoDb.send(new GetCommand({ TableName: localTableNames().orders, Key: { _id: orderId } }));
    expect(order.Item?.refusedEmailAddresses).toBeUndefined();

    // Someone fixes SES (here: verifies the address); a later retry sends it.
    await verifyRecipient(buyer.email);
    await eventually(
      () => placedRecord(orderId),
      (records) => records[0]?.state === 'sent',
      { what: 'the placed email to be sent once the address is verified' },
    );
    // Every reader has handed over every change: nothing more can be sent, so "once" is checked now.
    await triggersIdle();

    const placedEmails = (await emailsAbout(orderId)).filter((email) => email.subject.startsWith('Order placed'));
    expect(placedEmails.map((email) => email.destination.to)).toEqual([[buyer.email]]);
    expect((await placedRecord(orderId)).map((record) => record.state)).toEqual(['sent']);
  });
});
