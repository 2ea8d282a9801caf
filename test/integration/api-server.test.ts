import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Review } from '../../functions/reviews/contract/review.js';
import type { Tool } from '../../functions/catalog/contract/tool.js';
import { API_GATEWAY_MAX_BODY_BYTES } from '../../infra/local/api-server.js';
import { emulatorConfig } from '../../infra/local/auth-emulator.js';
import { DEFAULT_PORTS } from '../../infra/local/local-config.js';
import { SEED_REVIEWS, SEED_TOOLS } from '../../infra/local/seed-data.js';
import { freshCustomer, seededAdmin } from '../support/accounts.js';
import { apiUrl, callApi, type ApiResponse } from '../support/api-client.js';
import { localOriginHeaders } from '../../infra/local/origin-verify.js';

describe('the local API server (the HTTP API of the synthesized template)', () => {
  it('answers 404 with a JSON message for an unknown route', async () => {
    const response = await callApi<{ message: string }>('GET', '/no-such-route');

    expect(response.status).toBe(404);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('answers 404 for a known path with a method it does not serve', async () => {
    expect((await callApi('DELETE', '/hometools')).status).toBe(404);
  });

  it("passes a body over the shop's 16 KB to the function, which answers 413 with a JSON message", async () => {
    const customer = await freshCustomer('big');
    const body = JSON.stringify({ address: 'x'.repeat(17 * 1024), number: '01234567890', quantity: 50 });

    const response = await callApi<{ message: string }>('PUT', '/purchase/seed-tool-drill', {
      auth: customer.token,
      rawBody: body,
      headers: { 'content-type': 'application/json' },
    });

    expect(response.status).toBe(413);
    expect(response.body.message).toContain('body');
  });

  it("answers 413 itself above API Gateway's 10 MB, as API Gateway does, without calling the function", async () => {
    const customer = await freshCustomer('huge');

    const response = await callApi<{ message: string }>('PUT', '/purchase/seed-tool-drill', {
      auth: customer.token,
      rawBody: JSON.stringify({ address: 'x'.repeat(API_GATEWAY_MAX_BODY_BYTES) }),
      headers: { 'content-type': 'application/json' },
    });

    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Request Entity Too Large' });
  });

  it('serves the paths exactly as the template routes them: a trailing slash is another path', async () => {
    const admin = await seededAdmin();

    const responses = await Promise.all([
      callApi('GET', '/hometools/'),
      callApi('GET', '/allproducts', { auth: admin.token }),
      callApi('GET', '/allproducts/', { auth: admin.token }),
      callApi('PUT', '/userupdate/', { auth: admin.token, body: {} }),
    ]);

    expect(responses.map((response) => response.status)).toEqual([404, 200, 404, 404]);
  });

  it('passes query parameters and URL-decoded path parameters to the handler', async () => {
    const [page, tool] = await Promise.all([callApi<unknown[]>('GET', '/hometools?limit=2'), callApi('GET', '/purchase/seed-tool%2Ddrill')]);

    expect(page.body).toHaveLength(2);
    expect(page.headers.get('x-next-cursor')).toEqual(expect.any(String));
    expect(tool.status).toBe(200);
  });

  it('answers no CORS preflight: the web app calls it on its own origin, under /api, as CloudFront serves it', async () => {
    const { webOrigin } = inject('localStack');

    const preflight = await fetch(apiUrl('/purchase/seed-tool-drill'), {
      method: 'OPTIONS',
      headers: { origin: webOrigin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'auth, content-type' },
    });
    const list = await fetch(apiUrl('/hometools?limit=1'), { headers: { ...localOriginHeaders(), origin: webOrigin } });

    expect(preflight.status).toBe(404);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('says which answers a shared cache may keep: the public reads for a few seconds, nothing signed-in, no error', async () => {
    const customer = await freshCustomer('cache');
    const [tools, reviews, tool, missing, orders] = await Promise.all([
      callApi('GET', '/hometools?limit=1'),
      callApi('GET', '/homereviews'),
      callApi('GET', '/purchase/seed-tool-drill'),
      callApi('GET', '/purchase/no-such-tool'),
      callApi('GET', `/myorder/${encodeURIComponent(customer.email)}`, { auth: customer.token }),
    ]);

    for (const read of [tools, reviews, tool]) expect(read.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(orders.status).toBe(200);
    expect(orders.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 400 naming the body for malformed JSON', async () => {
    const customer = await freshCustomer('typo');

    const response = await callApi<{ message: string }>('PUT', '/purchase/seed-tool-drill', {
      auth: customer.token,
      rawBody: '{"quantity": 50,',
      headers: { 'content-type': 'application/json' },
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toContain('body');
  });
});

/** Every page of a home list, following x-next-cursor (other test files may have added many tools and reviews before this one). */
async function everyPage<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: ApiResponse<T[]> = await callApi<T[]>('GET', `${path}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    items.push(...page.body);
    cursor = page.headers.get('x-next-cursor');
  } while (cursor);
  return items;
}

describe('the seeded shop', () => {
  it('holds the seeded tools with local images and the seeded reviews, 6 and 3 on the home lists', async () => {
    const [allTools, allReviews, homeTools, homeReviews] = await Promise.all([
      everyPage<Tool>('/hometools'),
      everyPage<Review>('/homereviews'),
      callApi<Tool[]>('GET', '/hometools'),
      callApi<Review[]>('GET', '/homereviews'),
    ]);

    for (const tool of SEED_TOOLS) {
      expect(allTools.find((stored) => stored._id === tool._id)?.img).toBe(tool.img);
      expect(existsSync(`web/public${tool.img}`)).toBe(true);
    }
    expect(allReviews.map((review) => review._id)).toEqual(expect.arrayContaining(SEED_REVIEWS.map((review) => review._id)));
    expect([homeTools.body.length, homeReviews.body.length]).toEqual([6, 3]);
  });

  it("keeps the repository's firebase.json on the default emulator ports", () => {
    const committed = JSON.parse(readFileSync('firebase.json', 'utf8'));

    expect(committed).toEqual(emulatorConfig({ auth: DEFAULT_PORTS.auth, hub: DEFAULT_PORTS.authHub, logging: DEFAULT_PORTS.authLogging }));
  });
});
