/**
 * The functions' one SSM call (functions/platform/ssm-parameter.ts), signed with the role's
 * environment credentials as Lambda gives them: against the local parameter store, which decides
 * by the signature's role, and against a scripted endpoint for what SSM may answer (throttling, 5xx).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalRole } from '../../infra/local/iam/role-authorizer.js';
import { startLocalParameterStore, type LocalParameterStore } from '../../infra/local/iam/ssm-parameter-store.js';
import { listenOnLoopback, type LoopbackServer } from '../../infra/local/loopback-server.js';

const READER: LocalRole = {
  roleName: 'Reader',
  policies: [
    { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: 'ssm:GetParameter', Resource: 'arn:aws:ssm:us-east-1:000000000000:parameter/shop/*' }] },
  ],
};

const saved = { ...process.env };
/** The reader as a function's container loads it: its environment first, then a fresh module. */
async function readerWith(endpoint: string) {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'READER',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SESSION_TOKEN: 'ReaderFunction',
    AWS_ENDPOINT_URL_SSM: endpoint,
  });
  vi.resetModules();
  return import('../../functions/platform/ssm-parameter.js');
}

let store: LocalParameterStore;
beforeAll(async () => {
  store = await startLocalParameterStore({ parameters: new Map([['/shop/key', 'the value']]), roles: new Map([['READER', READER]]) });
});
afterAll(() => store?.stop());
afterEach(() => {
  process.env = { ...saved };
});

describe('readSecureParameter against the local parameter store', () => {
  it('answers a parameter the role is granted, decrypted', async () => {
    const { readSecureParameter } = await readerWith(store.url);
    expect(await readSecureParameter('/shop/key')).toBe('the value');
  });

  it("names SSM's error: ParameterNotFound for a granted name it does not hold, AccessDeniedException outside the grant", async () => {
    const { readSecureParameter } = await readerWith(store.url);
    await expect(readSecureParameter('/shop/other')).rejects.toMatchObject({
      type: 'ParameterNotFound',
      status: 400,
      message: 'SSM ParameterNotFound: Parameter /shop/other not found.',
    });
    await expect(readSecureParameter('/elsewhere/key')).rejects.toMatchObject({
      type: 'AccessDeniedException',
      message: expect.stringContaining('assumed-role/Reader/ReaderFunction is not authorized to perform: ssm:GetParameter'),
    });
  });
});

describe('readSecureParameter against what SSM may answer', () => {
  let endpoint: LoopbackServer;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let answers: { status: number; body: unknown }[] = [];
  beforeAll(async () => {
    endpoint = await listenOnLoopback(
      createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        request.on('end', () => {
          received.push({ headers: request.headers, body });
          const answer = answers.shift() ?? { status: 500, body: { __type: 'InternalServerError', message: 'no answer scripted' } };
          response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(answer.body));
        });
      }),
    );
  });
  afterAll(() => endpoint?.stop());
  const script = (...next: { status: number; body: unknown }[]) => {
    received.length = 0;
    answers = next;
  };
  const value = (text: string) => ({ status: 200, body: { Parameter: { Name: '/shop/key', Type: 'SecureString', Value: text } } });

  it("sends SSM's JSON GetParameter, decrypted, signed for ssm in the region with the role's session", async () => {
    script(value('v1'));
    const { readSecureParameter } = await readerWith(endpoint.url);
    expect(await readSecureParameter('/shop/key')).toBe('v1');

    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
    expect(JSON.parse(body)).toEqual({ Name: '/shop/key', WithDecryption: true });
    expect(headers['x-amz-target']).toBe('AmazonSSM.GetParameter');
    expect(headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(headers['x-amz-security-token']).toBe('ReaderFunction');
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=READER\/\d{8}\/us-east-1\/ssm\/aws4_request, SignedHeaders=[a-z0-9;-]*host;[a-z0-9;-]*x-amz-target[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
  });

  it('tries a throttled or failed call again, up to 3 attempts in all', async () => {
    script({ status: 400, body: { __type: 'ThrottlingException', message: 'Rate exceeded' } }, { status: 503, body: {} }, value('v2'));
    const { readSecureParameter, SSM_MAX_ATTEMPTS } = await readerWith(endpoint.url);
    expect(await readSecureParameter('/shop/key')).toBe('v2');
    expect(received).toHaveLength(3);

    script(
      { status: 500, body: {} },
      { status: 500, body: {} },
      { status: 500, body: { __type: 'com.amazonaws.ssm#InternalServerError', message: 'down' } },
      value('late'),
    );
    await expect(readSecureParameter('/shop/key')).rejects.toMatchObject({ type: 'InternalServerError', status: 500 });
    expect(received).toHaveLength(SSM_MAX_ATTEMPTS);
  });

  it('does not try again what another attempt cannot change', async () => {
    script({ status: 400, body: { __type: 'ParameterNotFound', message: 'Parameter /shop/key not found.' } }, value('never'));
    const { readSecureParameter } = await readerWith(endpoint.url);
    await expect(readSecureParameter('/shop/key')).rejects.toMatchObject({ type: 'ParameterNotFound' });
    expect(received).toHaveLength(1);
  });
});
