/**
 * The local SSM parameter store and SES IAM proxy, with roles written here: what they answer the
 * real SDK clients beyond what the stack's own roles exercise (integration/iam-enforcement.test.ts):
 * an unknown parameter, another SSM call, another SES call, and a grant on a wildcard.
 */
import { createServer } from 'node:http';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DeleteParameterCommand, GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRole } from '../../infra/local/iam/role-authorizer.js';
import { startSesIamProxy, type SesIamProxy } from '../../infra/local/iam/ses-iam-proxy.js';
import { startLocalParameterStore, type LocalParameterStore } from '../../infra/local/iam/ssm-parameter-store.js';
import { listenOnLoopback, type LoopbackServer } from '../../infra/local/loopback-server.js';
import { LOCAL_REGION } from '../../infra/local/template-model.js';

const READER: LocalRole = {
  roleName: 'Reader',
  policies: [
    { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: 'ssm:GetParameter', Resource: 'arn:aws:ssm:us-east-1:000000000000:parameter/shop/*' }] },
  ],
};
const SENDER: LocalRole = {
  roleName: 'Sender',
  policies: [
    {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Action: 'ses:SendEmail',
          Resource: 'arn:aws:ses:us-east-1:000000000000:identity/*',
          Condition: { StringEquals: { 'ses:FromAddress': 'shop@tools.test' } },
        },
      ],
    },
  ],
};
const roles = new Map([
  ['READER', READER],
  ['SENDER', SENDER],
]);
const credentials = (accessKeyId: string) => ({ accessKeyId, secretAccessKey: 'local', sessionToken: 'test' });

let store: LocalParameterStore;
let proxy: SesIamProxy;
let mailbox: LoopbackServer;
const delivered: string[] = [];

beforeAll(async () => {
  store = await startLocalParameterStore({ parameters: new Map([['/shop/key', 'the value']]), roles });
  mailbox = await listenOnLoopback(
    createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        delivered.push(body);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ MessageId: 'local-1' }));
      });
    }),
  );
  proxy = await startSesIamProxy({ target: mailbox.url, roles });
});
afterAll(async () => {
  await Promise.all([store?.stop(), proxy?.stop(), mailbox?.stop()]);
});

describe('the local SSM parameter store', () => {
  const ssm = () => new SSMClient({ endpoint: store.url, region: LOCAL_REGION, credentials: credentials('READER'), maxAttempts: 1 });

  it('answers a granted parameter, and ParameterNotFound for a granted name it does not hold', async () => {
    const found = await ssm().send(new GetParameterCommand({ Name: '/shop/key', WithDecryption: true }));
    const missing = ssm().send(new GetParameterCommand({ Name: '/shop/other', WithDecryption: true }));

    expect(found.Parameter).toMatchObject({ Name: '/shop/key', Value: 'the value', Type: 'SecureString' });
    await expect(missing).rejects.toMatchObject({ name: 'ParameterNotFound', $metadata: { httpStatusCode: 400 } });
  });

  it('refuses any other SSM call, even one the role might be granted', async () => {
    await expect(ssm().send(new DeleteParameterCommand({ Name: '/shop/key' }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 400 } });
    expect((await ssm().send(new GetParameterCommand({ Name: '/shop/key', WithDecryption: true }))).Parameter?.Value).toBe('the value');
  });
});

describe('the local SES IAM proxy', () => {
  const ses = (accessKeyId: string) => new SESv2Client({ endpoint: proxy.url, region: LOCAL_REGION, credentials: credentials(accessKeyId), maxAttempts: 1 });
  const send = (accessKeyId: string, from: string) =>
    ses(accessKeyId).send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: ['a@tools.test'] },
        Content: { Simple: { Subject: { Data: `from ${from}` }, Body: { Text: { Data: 'x' } } } },
      }),
    );

  it('passes a send the role allows on to the mail server, the sender named as "Name <address>" too', async () => {
    delivered.length = 0;

    await send('SENDER', 'shop@tools.test');
    await send('SENDER', 'The Shop <shop@tools.test>');

    expect(delivered.map((body) => (JSON.parse(body) as { FromEmailAddress: string }).FromEmailAddress)).toEqual([
      'shop@tools.test',
      'The Shop <shop@tools.test>',
    ]);
  });

  it("refuses a send the role's condition does not allow, and one from a role without the grant, passing nothing on", async () => {
    delivered.length = 0;

    await expect(send('SENDER', 'other@tools.test')).rejects.toMatchObject({ name: 'AccessDeniedException', $metadata: { httpStatusCode: 403 } });
    await expect(send('READER', 'shop@tools.test')).rejects.toMatchObject({ name: 'AccessDeniedException' });
    expect(delivered).toEqual([]);
  });
});
