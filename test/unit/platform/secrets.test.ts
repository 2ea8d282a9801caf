/**
 * Secrets in the cloud: each comes from its SSM SecureString parameter (decrypted; the signed call
 * itself is tested against the local parameter store in test/infra/ssm-parameter.test.ts), and is
 * read again after SECRET_MAX_AGE_MS (so a rotated key is in use everywhere within it); a local run
 * or a test sets the value itself.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findFunctionByHandler, handlerSource, routes, triggers } from '../../../functions/manifest.js';
import { SECRET_NAMES, type SecretName } from '../../../functions/platform/config.js';
import { secretsFor } from '../../../infra/constructs/route-access.js';

const ssmRead = vi.hoisted(() => vi.fn<(name: string) => Promise<string | undefined>>());
vi.mock('../../../functions/platform/ssm-parameter.js', () => ({ readSecureParameter: ssmRead }));
const ssmCalls = () => ssmRead.mock.calls.map(([name]) => name);
const saved = { ...process.env };
/** A fresh module: its secrets are cached per container. */
const freshConfig = async () => {
  vi.resetModules();
  return import('../../../functions/platform/config.js');
};

beforeEach(() => {
  ssmRead.mockReset();
  for (const name of SECRET_NAMES) {
    delete process.env[name];
    delete process.env[`${name}_PARAMETER`];
  }
});
afterEach(() => {
  process.env = { ...saved };
  vi.useRealTimers();
});

describe('secret', () => {
  it('reads each SSM parameter once', async () => {
    process.env.TOKEN_PRIVATE_KEY_PARAMETER = '/storefront/token-private-key';
    process.env.STRIPE_SECRET_KEY_PARAMETER = '/storefront/stripe-secret-key';
    ssmRead.mockImplementation(async (name) => `value of ${name}`);
    const { secret } = await freshConfig();

    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('value of /storefront/token-private-key');
    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('value of /storefront/token-private-key');
    expect(await secret('STRIPE_SECRET_KEY')).toBe('value of /storefront/stripe-secret-key');

    expect(ssmCalls()).toEqual(['/storefront/token-private-key', '/storefront/stripe-secret-key']);
  });

  it('prefers the value set in the environment and calls no SSM', async () => {
    process.env.TOKEN_PRIVATE_KEY = 'local-key';
    process.env.TOKEN_PRIVATE_KEY_PARAMETER = '/storefront/token-private-key';
    const { secret } = await freshConfig();
    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('local-key');
    expect(ssmCalls()).toHaveLength(0);
  });

  it('names what is missing, and asks SSM again after a failure', async () => {
    const { secret } = await freshConfig();
    await expect(secret('STRIPE_SECRET_KEY')).rejects.toThrow('set STRIPE_SECRET_KEY or STRIPE_SECRET_KEY_PARAMETER');

    process.env.STRIPE_SECRET_KEY_PARAMETER = '/storefront/stripe-secret-key';
    ssmRead.mockResolvedValueOnce(undefined).mockResolvedValue('sk_live');
    await expect(secret('STRIPE_SECRET_KEY')).rejects.toThrow('SSM parameter /storefront/stripe-secret-key is empty');
    expect(await secret('STRIPE_SECRET_KEY')).toBe('sk_live');
  });
});

describe('readingSecretsAhead', () => {
  const answerEveryParameter = () =>
    ssmRead.mockImplementation(async (name) => {
      steps.push(`ssm ${name}`);
      return `value of ${name}`;
    });
  const parametersAsked = ssmCalls;
  let steps: string[] = [];
  beforeEach(() => {
    steps = [];
  });

  it('starts reading each secret configured as an SSM parameter before the handler runs, and secret() answers from that read', async () => {
    process.env.TOKEN_PRIVATE_KEY_PARAMETER = '/storefront/token-private-key';
    process.env.STRIPE_SECRET_KEY = 'sk_set_directly';
    process.env.STRIPE_SECRET_KEY_PARAMETER = '/storefront/stripe-secret-key';
    answerEveryParameter();
    const { secret, readingSecretsAhead } = await freshConfig();
    const handler = readingSecretsAhead(async (event: { id: string }) => ({ id: event.id, readsStarted: parametersAsked() }));

    expect(parametersAsked()).toEqual([]);
    expect(await handler({ id: 'request-1' })).toEqual({ id: 'request-1', readsStarted: ['/storefront/token-private-key'] });
    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('value of /storefront/token-private-key');
    expect(await secret('STRIPE_SECRET_KEY')).toBe('sk_set_directly');
    await handler({ id: 'request-2' });
    expect(parametersAsked()).toHaveLength(1);
  });

  it("drops a failed read: the request's own secret() reads again", async () => {
    process.env.TOKEN_PRIVATE_KEY_PARAMETER = '/storefront/token-private-key';
    ssmRead.mockRejectedValueOnce(new Error('SSM is unreachable')).mockResolvedValue('the key');
    const { secret, readingSecretsAhead } = await freshConfig();

    await readingSecretsAhead(async () => undefined)();
    await new Promise((settled) => setImmediate(settled));
    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('the key');
    expect(parametersAsked()).toHaveLength(2);
  });

  const functionsWithSecrets: [string, SecretName[]][] = [...routes, ...triggers]
    .map((fn): [string, SecretName[]] => [fn.handler, secretsFor(fn)])
    .filter(([, secrets]) => secrets.length > 0);

  it('wraps the 8 functions that read a secret', () => {
    expect(functionsWithSecrets.map(([handler]) => handler).sort()).toEqual(
      [
        'cancel-order',
        'confirm-payment',
        'create-payment-intent',
        'create-invoice-payment-intent',
        'expire-unpaid-orders',
        'login',
        'refund-order',
        'stripe-webhook',
      ].sort(),
    );
  });

  it.each(functionsWithSecrets)('%s starts reading %j when a request arrives, before its own work, and not as it loads', async (handler, secrets) => {
    for (const name of secrets) process.env[`${name}_PARAMETER`] = `/storefront/${name}`;
    answerEveryParameter();
    const dynamodb = mockClient(DynamoDBDocumentClient);
    dynamodb.onAnyCommand().callsFake(() => {
      steps.push('dynamodb');
      return {};
    });
    vi.resetModules();
    const { handler: handle } = (await import(`../../../${handlerSource(findFunctionByHandler(handler))}`)) as {
      handler: (event: unknown) => Promise<unknown>;
    };
    expect(steps).toEqual([]);

    await handle({ headers: {}, requestContext: { http: { method: 'POST', path: '/' } } }).catch(() => undefined);
    dynamodb.restore();
    const reads = secrets.map((name) => `ssm /storefront/${name}`);
    expect(steps.slice(0, reads.length).sort()).toEqual(reads.sort());
  });
});

describe('a secret that ages', () => {
  const PARAMETER = '/storefront/token-private-key';
  const ssmAnswers = (...values: (string | Error)[]) => {
    for (const value of values) {
      if (typeof value === 'string') ssmRead.mockResolvedValueOnce(value);
      else ssmRead.mockRejectedValueOnce(value);
    }
  };
  const startClock = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  };

  it('is read again once SECRET_MAX_AGE_MS has passed, and the new value is used from then on', async () => {
    process.env.TOKEN_PRIVATE_KEY_PARAMETER = PARAMETER;
    ssmAnswers('old key', 'new key');
    startClock();
    const { secret, SECRET_MAX_AGE_MS } = await freshConfig();

    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('old key');
    vi.advanceTimersByTime(SECRET_MAX_AGE_MS - 1);
    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('old key');
    expect(ssmCalls()).toHaveLength(1);

    vi.advanceTimersByTime(1);
    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('new key');
    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('new key');
    expect(ssmCalls()).toHaveLength(2);
    expect(SECRET_MAX_AGE_MS).toBe(5 * 60_000);
  });

  it('keeps its last value when reading it again fails, for one more SECRET_MAX_AGE_MS, then reads again', async () => {
    process.env.TOKEN_PRIVATE_KEY_PARAMETER = PARAMETER;
    ssmAnswers('old key', new Error('SSM is unreachable'), 'new key');
    startClock();
    const { secret, SECRET_MAX_AGE_MS } = await freshConfig();
    const { logger } = await import('../../../functions/platform/logger.js');
    const warn = vi.spyOn(logger, 'warn').mockResolvedValue(undefined);

    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('old key');
    vi.advanceTimersByTime(SECRET_MAX_AGE_MS);
    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('old key');
    expect(ssmCalls()).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith('Reading a secret again failed; keeping its last value', expect.objectContaining({ secret: 'TOKEN_PRIVATE_KEY' }));
    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('old key');
    expect(ssmCalls()).toHaveLength(2);

    vi.advanceTimersByTime(SECRET_MAX_AGE_MS);
    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('new key');
    expect(ssmCalls()).toHaveLength(3);
  });

  it('is not kept when its first read fails: the next call reads again at once', async () => {
    process.env.TOKEN_PRIVATE_KEY_PARAMETER = PARAMETER;
    ssmAnswers(new Error('SSM is unreachable'), 'the key');
    startClock();
    const { secret } = await freshConfig();

    await expect(secret('TOKEN_PRIVATE_KEY')).rejects.toThrow('SSM is unreachable');
    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('the key');
  });
});
