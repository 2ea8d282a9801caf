import '../support/env.js';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as getTool } from '../../../functions/catalog/handlers/get-tool.js';
import { handler as listHomeTools } from '../../../functions/catalog/handlers/list-home-tools.js';
import { handler as updateProfile } from '../../../functions/accounts/handlers/update-profile.js';
import { CATALOG_CACHE, PUBLIC_READ_CACHE, routes, SITE_PAGE_CACHE } from '../../../functions/manifest.js';
import { cacheControlFor } from '../../../functions/platform/cache-control.js';
import { call, customer } from '../support/api.js';
import { ddb, useMockedDynamoDb } from '../support/dynamo.js';
import { aTool } from '../support/fixtures.js';

const PUBLIC_READ = 'public, max-age=5, stale-while-revalidate=30';

describe('Cache-Control of the API answers', () => {
  useMockedDynamoDb();

  it("lets shared caches keep exactly the public reads and the site's pages: home tools and reviews, the catalog, a tool and its reviews, the catalog's and a tool's pages, the sitemap, robots.txt", () => {
    const cached = routes.filter((route) => 'publicCache' in route).map((route) => `${route.method} ${route.path}`);
    expect(cached).toEqual([
      'GET /hometools',
      'GET /catalog',
      'GET /purchase/{id}',
      'GET /homereviews',
      'GET /toolreviews/{id}',
      'GET /tools',
      'GET /tools/{id}',
      'GET /sitemap.xml',
      'GET /robots.txt',
    ]);
    for (const route of routes.filter((entry) => 'publicCache' in entry)) {
      expect(route.access, `${route.method} ${route.path}`).toBe('public');
      expect(route.method).toBe('GET');
    }
    expect(PUBLIC_READ_CACHE).toEqual({ maxAgeSeconds: 5, staleWhileRevalidateSeconds: 30 });
    // The catalog at most a minute behind; the site's pages a minute, then a minute stale.
    expect(CATALOG_CACHE).toEqual({ maxAgeSeconds: 30, staleWhileRevalidateSeconds: 30 });
    expect(SITE_PAGE_CACHE).toEqual({ maxAgeSeconds: 60, staleWhileRevalidateSeconds: 60 });
  });

  it('writes the header from the route entry, and no-store for errors and for every other route', () => {
    const read = { method: 'GET', access: 'public', publicCache: PUBLIC_READ_CACHE } as const;
    expect(cacheControlFor(read, 200)).toBe(PUBLIC_READ);
    expect(cacheControlFor(read, 404)).toBe('no-store');
    expect(cacheControlFor(read, 503)).toBe('no-store');
    expect(cacheControlFor({ method: 'GET', access: 'public' }, 200)).toBe('no-store');
    // Guards against a mistaken manifest entry: nothing a token was needed for is ever shared.
    expect(cacheControlFor({ ...read, access: 'user' }, 200)).toBe('no-store');
    expect(cacheControlFor({ ...read, method: 'PUT' }, 200)).toBe('no-store');
  });

  it('is sent by the handlers: a public read may be cached, its 404 may not', async () => {
    ddb.on(QueryCommand).resolves({ Items: [aTool()] });
    expect((await call(listHomeTools)).headers['cache-control']).toBe(PUBLIC_READ);

    ddb.on(GetCommand).resolves({ Item: aTool({ _id: 'drill' }) });
    const found = await call(getTool, { params: { id: 'drill' } });
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe(PUBLIC_READ);

    ddb.on(GetCommand).resolves({});
    const missing = await call(getTool, { params: { id: 'gone' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('tells every cache to keep nothing of a signed-in call, answered or refused', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: {} });
    const profile = { education: 'BSc', location: 'Leeds', phone: '01234567890', linkedin: 'linkedin.com/in/casey' };
    const answered = await call(updateProfile, { as: customer, body: profile });
    expect(answered.headers['cache-control']).toBe('no-store');
    const refused = await call(updateProfile, { body: profile });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
