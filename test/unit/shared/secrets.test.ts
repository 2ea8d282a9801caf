/**
 * Secrets in the cloud: each comes from its SSM SecureString parameter (decrypted), once per
 * container, through one SSM client; a local run or a test sets the value itself.
 */
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ssm = mockClient(SSMClient);
const saved = { ...process.env };
/** A fresh module: its secrets are cached per container. */
const freshConfig = async () => {
  vi.resetModules();
  return import('../../../functions/shared/config.js');
};

beforeEach(() => {
  ssm.reset();
  for (const name of ['TOKEN_PRIVATE_KEY', 'STRIPE_SECRET_KEY', 'TOKEN_PRIVATE_KEY_PARAMETER', 'STRIPE_SECRET_KEY_PARAMETER']) delete process.env[name];
});
afterEach(() => {
  process.env = { ...saved };
});

describe('secret', () => {
  it('reads each SSM parameter once, decrypted, through one client', async () => {
    process.env.TOKEN_PRIVATE_KEY_PARAMETER = '/storefront/token-private-key';
    process.env.STRIPE_SECRET_KEY_PARAMETER = '/storefront/stripe-secret-key';
    ssm.on(GetParameterCommand).callsFake((input: { Name: string }) => ({ Parameter: { Value: `value of ${input.Name}` } }));
    const { secret } = await freshConfig();

    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('value of /storefront/token-private-key');
    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('value of /storefront/token-private-key');
    expect(await secret('STRIPE_SECRET_KEY')).toBe('value of /storefront/stripe-secret-key');

    const calls = ssm.commandCalls(GetParameterCommand);
    expect(calls.map((call) => call.args[0].input)).toEqual([
      { Name: '/storefront/token-private-key', WithDecryption: true },
      { Name: '/storefront/stripe-secret-key', WithDecryption: true },
    ]);
    expect(new Set(calls.map((call) => call.thisValue)).size).toBe(1);
  });

  it('prefers the value set in the environment and calls no SSM', async () => {
    process.env.TOKEN_PRIVATE_KEY = 'local-key';
    process.env.TOKEN_PRIVATE_KEY_PARAMETER = '/storefront/token-private-key';
    const { secret } = await freshConfig();
    expect(await secret('TOKEN_PRIVATE_KEY')).toBe('local-key');
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(0);
  });

  it('names what is missing, and asks SSM again after a failure', async () => {
    const { secret } = await freshConfig();
    await expect(secret('STRIPE_SECRET_KEY')).rejects.toThrow('set STRIPE_SECRET_KEY or STRIPE_SECRET_KEY_PARAMETER');

    process.env.STRIPE_SECRET_KEY_PARAMETER = '/storefront/stripe-secret-key';
    ssm
      .on(GetParameterCommand)
      .resolvesOnce({ Parameter: {} })
      .resolves({ Parameter: { Value: 'sk_live' } });
    await expect(secret('STRIPE_SECRET_KEY')).rejects.toThrow('SSM parameter /storefront/stripe-secret-key is empty');
    expect(await secret('STRIPE_SECRET_KEY')).toBe('sk_live');
  });
});
