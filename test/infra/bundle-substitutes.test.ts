/**
 * The modules esbuild bundles in place of others (infra/constructs/bundle-substitutes/): each
 * Node.js built-in's stand-in is that very built-in, and the credential provider reads the
 * environment as Lambda fills it. The stack and the benchmark bundle with the same options.
 */
import { builtinModules, createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../functions/manifest.js';
import { defaultProvider } from '../../infra/constructs/bundle-substitutes/env-credentials.js';
import { BUNDLE_ALIASES, esbuildOptionsFor } from '../../infra/constructs/function-bundling.js';

const require = createRequire(import.meta.url);
const builtinSubstitutes = Object.entries(BUNDLE_ALIASES).filter(([, file]) => file.includes('/node-builtins/'));

describe('the stand-ins for Node.js built-ins', () => {
  it('stand in for real built-ins, each under both its names', () => {
    expect(builtinSubstitutes.length).toBeGreaterThan(10);
    for (const [specifier, file] of builtinSubstitutes) {
      const name = specifier.replace(/^node:/, '');
      expect(builtinModules, specifier).toContain(name);
      expect(BUNDLE_ALIASES[name]).toBe(file);
      expect(BUNDLE_ALIASES[`node:${name}`]).toBe(file);
    }
  });

  it.each(builtinSubstitutes.filter(([specifier]) => specifier.startsWith('node:')))('%s exports the built-in itself', (specifier, file) => {
    expect(require(file)).toBe(process.getBuiltinModule(specifier));
  });

  it('are what every function is bundled with', () => {
    for (const route of routes) expect(esbuildOptionsFor(route).alias).toBe(BUNDLE_ALIASES);
  });
});

describe('the credential provider bundled in place of the AWS SDK default chain', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('answers the credentials Lambda puts in the environment', async () => {
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'ASIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'session' });
    await expect(defaultProvider()()).resolves.toMatchObject({ accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'session' });
  });

  it('fails, naming the variables, when the environment has none', async () => {
    delete process.env.AWS_ACCESS_KEY_ID;
    delete process.env.AWS_SECRET_ACCESS_KEY;
    await expect(defaultProvider()()).rejects.toThrow(/AWS_ACCESS_KEY_ID|environment/i);
  });
});
