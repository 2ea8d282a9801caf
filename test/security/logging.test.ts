/**
 * Nothing secret reaches the logs: the logger's output is captured (at the most verbose level)
 * while logins and calls fail in every way that makes the handlers log, and no token or signing
 * key may appear in it.
 */
import '../unit/support/env.js';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as listMyOrders } from '../../functions/orders/handlers/list-my-orders.js';
import { handler as login } from '../../functions/accounts/handlers/login.js';
import { issueAppToken } from '../../functions/platform/app-token.js';
import { logger } from '../../functions/platform/logger.js';
import { call, customer } from '../unit/support/api.js';
import { ddb, useMockedDynamoDb } from '../unit/support/dynamo.js';
import { emulatorIdToken } from '../unit/support/id-tokens.js';

let output = '';
const writers = { stdout: process.stdout.write, stderr: process.stderr.write };

function capture(stream: NodeJS.WriteStream): void {
  stream.write = ((chunk: string | Uint8Array) => {
    output += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  }) as NodeJS.WriteStream['write'];
}

beforeAll(() => {
  logger.setLogLevel('DEBUG');
  capture(process.stdout);
  capture(process.stderr);
});
afterAll(() => {
  process.stdout.write = writers.stdout;
  process.stderr.write = writers.stderr;
  logger.setLogLevel('SILENT');
});
beforeEach(() => {
  output = '';
});

/** The token's private key: its PEM's base64 line (a log would show the PEM with its line breaks escaped). */
const secrets = () => (process.env.TOKEN_PRIVATE_KEY ?? 'unset').split('\n').filter((line) => line !== '' && !line.startsWith('-----'));

function expectAbsent(...values: string[]): void {
  for (const value of [...values, ...secrets()]) {
    // Any long enough piece of a token would do: check the signature and the claims part too.
    for (const part of value.split('.').filter((piece) => piece.length >= 16)) expect(output).not.toContain(part);
  }
}

describe('logs', () => {
  useMockedDynamoDb();

  it('hold no ID token after a failing login', async () => {
    process.env.AUTH_MODE = 'emulator';
    try {
      const expired = emulatorIdToken({ exp: Math.floor(Date.now() / 1000) - 60 });
      const response = await call(login, { params: { email: 'casey@tools.test' }, headers: { auth: `bearer ${expired}` } });
      expect(response.statusCode).toBe(401);
      expectAbsent(expired);
    } finally {
      delete process.env.AUTH_MODE;
    }
  });

  it('hold neither the ID token nor the app token when a login fails unexpectedly (and something was logged)', async () => {
    process.env.AUTH_MODE = 'emulator';
    ddb.on(UpdateCommand).rejects(new Error('Unexpected storage failure'));
    try {
      const idToken = emulatorIdToken();
      const response = await call(login, { params: { email: 'casey@tools.test' }, headers: { auth: `bearer ${idToken}` } });
      expect(response.statusCode).toBe(500);
      expect(output).toContain('Unhandled error');
      expectAbsent(idToken);
    } finally {
      delete process.env.AUTH_MODE;
    }
  });

  it('hold no app token when a call is throttled or refused', async () => {
    const token = await issueAppToken(customer);
    ddb.on(QueryCommand).rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
    const responses = await Promise.all([
      call(listMyOrders, { params: { email: customer.email }, headers: { auth: `bearer ${token}` } }),
      call(listMyOrders, { params: { email: 'someone@else.test' }, headers: { auth: `bearer ${token}` } }),
      call(listMyOrders, { params: { email: customer.email }, headers: { auth: `bearer ${token}x` } }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([401, 403, 503]);
    expect(output).toContain('Dependency busy');
    expectAbsent(token);
  });
});
