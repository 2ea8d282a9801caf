import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it("accepts the API as a path on the page's own origin, as the cloud and the local stack give it", () => {
    const config = parseRuntimeConfig({
      apiUrl: '/api/',
      firebase: { apiKey: 'k', authDomain: 'd.firebaseapp.com', projectId: 'd' },
      paymentMode: 'stripe',
      stripePublishableKey: 'pk_test_x',
    });
    expect(config.apiUrl).toBe('/api');
  });

  it('accepts the local configuration and trims the API address', () => {
    const config = parseRuntimeConfig({
      apiUrl: 'http://localhost:3001/',
      firebase: { apiKey: 'demo-key', authDomain: 'demo-storefront.firebaseapp.com', projectId: 'demo-storefront' },
      authEmulatorUrl: 'http://127.0.0.1:9099',
      paymentMode: 'local',
      localPaymentUrl: 'http://localhost:12111',
    });
    expect(config.apiUrl).toBe('http://localhost:3001');
    expect(config.authEmulatorUrl).toBe('http://127.0.0.1:9099');
  });

  it('names every missing field', () => {
    expect(() => parseRuntimeConfig({ firebase: { apiKey: 'k' }, paymentMode: 'stripe' })).toThrow(
      'runtime-config.json is missing or has invalid: apiUrl, firebase.authDomain, firebase.projectId, stripePublishableKey',
    );
  });

  it('refuses an unknown payment mode', () => {
    expect(() => parseRuntimeConfig({ apiUrl: 'x', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' }, paymentMode: 'cash' })).toThrow(
      "paymentMode ('local' or 'stripe')",
    );
  });
});
