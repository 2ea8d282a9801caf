/**
 * The request limits, on every route they apply to: the body cap (413 from the function, as in the
 * cloud, where API Gateway passes bodies up to 10 MB; nothing stored) and the page size cap (?limit above 100 is a 400 naming `limit`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/manifest.js';
import { MAX_BODY_BYTES } from '../../functions/platform/http-handler.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { fillPath } from '../security/support/route-keys.js';
import { snapshotTables } from '../security/support/table-snapshot.js';
import { routePath } from '../../infra/constructs/http-api.js';

const PAGED_HANDLERS = ['list-home-tools', 'list-home-reviews', 'list-my-orders', 'list-all-orders', 'list-all-products', 'list-all-users', 'list-all-reviews'];
const pagedRoutes = routes.filter((route) => PAGED_HANDLERS.includes(route.handler));
const routesWithBody = routes.filter((route) => route.method !== 'GET' && route.method !== 'DELETE');

describe('request limits', () => {
  let customer: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    [customer, admin] = await Promise.all([freshCustomer('limits'), seededAdmin()]);
  });

  const callerFor = (access: string) => (access === 'admin' ? admin : customer);
  // As deployed: API Gateway serves `/userupdate/` as `/userupdate`.
  const pathFor = (path: string, access: string) =>
    fillPath(routePath(path), {
      email: callerFor(access).email,
      id: 'x',
      orderId: 'x',
      userId: 'x',
      reviewId: 'x',
      productId: 'x',
      companyId: 'x',
      listId: 'x',
      quoteId: 'x',
      token: 'x',
    });

  it.each(pagedRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 100 items a page at most and 400 above',
    async (_key, route) => {
      const path = pathFor(route.path, route.access);
      const auth = route.access === 'public' ? undefined : callerFor(route.access).token;

      const page = (limit: number) => callApi<{ message?: string; details?: unknown }>('GET', `${path}?limit=${limit}`, { auth });
      const [atCap, overCap, zero] = await Promise.all([page(100), page(101), page(0)]);

      expect(atCap.status).toBe(200);
      expect([overCap.status, zero.status]).toEqual([400, 400]);
      expect(overCap.body.details).toEqual([{ field: 'limit', message: 'limit must be a whole number from 1 to 100' }]);
    },
  );

  it.each(routesWithBody.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 413 with a message to a body over 16 KB and stores nothing',
    async (_key, route) => {
      const before = await snapshotTables();
      const auth = route.access === 'public' ? undefined : callerFor(route.access).token;

      const response = await callApi<{ message?: string }>(route.method, pathFor(route.path, route.access), {
        auth,
        rawBody: JSON.stringify({ comment: 'x'.repeat(MAX_BODY_BYTES) }),
        headers: { 'content-type': 'application/json' },
      });

      expect(response.status).toBe(413);
      expect(response.body.message).toBe('body: the request body is larger than 16 KB');
      expect(await snapshotTables()).toEqual(before);
    },
  );
});
