/**
 * No public route answers an email address: every route the manifest marks public is called as
 * anyone may call it (no token, or a stranger's credentials), after customers whose names could
 * leak an address (a display name that is the email, no display name at all) reviewed a tool.
 * A public route without a probe here fails the first test (and the type check).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/manifest.js';
import { freshCustomer, freshEmail, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi, type ApiResponse } from '../support/api-client.js';
import { addTool } from '../support/catalog.js';
import { paidOrder } from '../security/support/payments.js';
import { routeKey, type RouteKey } from '../security/support/route-keys.js';

type PublicRouteKey =
  Extract<(typeof routes)[number], { access: 'public' }> extends infer R
    ? R extends { method: infer M extends string; path: infer P extends string }
      ? Extract<RouteKey, `${M} ${P}`>
      : never
    : never;

interface Context {
  toolId: string;
  /** A customer whose address the probes try to get answered. */
  customer: SignedInUser;
  stranger: SignedInUser;
}

const enc = encodeURIComponent;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

/** Every page of a paged list, following x-next-cursor. */
async function allPages(path: string): Promise<ApiResponse<unknown>[]> {
  const pages: ApiResponse<unknown>[] = [];
  let cursor: string | null = null;
  do {
    const page: ApiResponse<unknown> = await callApi('GET', `${path}?limit=100${cursor ? `&cursor=${enc(cursor)}` : ''}`);
    pages.push(page);
    cursor = page.headers.get('x-next-cursor');
  } while (cursor);
  return pages;
}

const probes: Record<PublicRouteKey, (context: Context) => Promise<ApiResponse<unknown>[]>> = {
  'GET /hometools': () => allPages('/hometools'),
  'GET /homereviews': () => allPages('/homereviews'),
  'GET /catalog': async () => [await callApi('GET', '/catalog')],
  'GET /toolreviews/{id}': async ({ toolId }) => allPages(`/toolreviews/${enc(toolId)}`),
  'GET /purchase/{id}': async ({ toolId }) => [await callApi('GET', `/purchase/${enc(toolId)}`)],
  'POST /stripe-webhook': async ({ customer }) => [
    await callApi('POST', '/stripe-webhook', { body: { type: 'payment_intent.succeeded', data: { object: { receipt_email: customer.email } } } }),
  ],
  'GET /tools': async () => [await callApi('GET', '/tools'), await callApi('GET', '/tools?q=drill&category=Power%20Tools')],
  'GET /tools/{id}': async ({ toolId }) => [await callApi('GET', `/tools/${enc(toolId)}`)],
  'GET /sitemap.xml': async () => [await callApi('GET', '/sitemap.xml')],
  'GET /robots.txt': async () => [await callApi('GET', '/robots.txt')],
  'PUT /login/{email}': async ({ customer, stranger }) => [
    await callApi('PUT', `/login/${enc(customer.email)}`, { body: { email: customer.email } }),
    await callApi('PUT', `/login/${enc(customer.email)}`, { auth: stranger.idToken, body: { email: customer.email } }),
    await callApi('PUT', `/login/${enc(customer.email)}`, { auth: customer.token, body: { email: customer.email } }),
  ],
};

const base64url = (value: string) => Buffer.from(value, 'base64url').toString('utf8');

/** The answer as text: body, headers, and the encoded parts that could carry an address decoded (the cursor, a token). */
function answerText(response: ApiResponse<unknown>): string {
  const headers = [...response.headers.entries()].map(([name, value]) => `${name}: ${value}`).join(' ');
  const cursor = response.headers.get('x-next-cursor');
  const token = (response.body as { token?: unknown } | undefined)?.token;
  const tokenParts = typeof token === 'string' ? token.split('.').map(base64url) : [];
  return [JSON.stringify(response.body), headers, cursor ? base64url(cursor) : '', ...tokenParts].join(' ');
}

describe('public answers', () => {
  let context: Context;

  beforeAll(async () => {
    const admin = await seededAdmin();
    const [toolId, customer, stranger, selfNamed, unnamed] = await Promise.all([
      addTool(admin.token),
      freshCustomer('private'),
      freshCustomer('stranger'),
      // A reviewer whose display name is an address, and one without any.
      freshCustomer('self-named', { displayName: freshEmail('display-name') }),
      freshCustomer('unnamed', { displayName: '' }),
    ]);
    for (const reviewer of [customer, selfNamed, unnamed]) {
      await paidOrder(reviewer, toolId, 10);
      const review = await callApi('POST', '/addareview', { auth: reviewer.token, body: { toolId, comment: 'Public answer check', star: 4 } });
      expect(review.status).toBe(201);
    }
    context = { toolId, customer, stranger };
  });

  it('has a probe for every public route of the manifest, and no other', () => {
    const publicKeys = routes.filter((route) => route.access === 'public').map(routeKey);
    expect(Object.keys(probes).sort()).toEqual(publicKeys.sort());
  });

  it.each(Object.keys(probes) as PublicRouteKey[])('%s answers no email address to anyone but its owner', async (key) => {
    const responses = await probes[key](context);

    expect(responses.length).toBeGreaterThan(0);
    for (const response of responses) expect(answerText(response)).not.toMatch(EMAIL);
  });

  it('shows reviewers by display name only, and a neutral name where that would be an address or is missing', async () => {
    const reviews = (await allPages('/homereviews')).flatMap((page) => page.body as Record<string, unknown>[]);
    const checks = reviews.filter((review) => review.comment === 'Public answer check');

    expect(checks.map((review) => review.customer).sort()).toEqual(['A customer', 'A customer', context.customer.name].sort());
    for (const review of reviews) expect(Object.keys(review).sort()).toEqual(['_id', 'comment', 'createdAt', 'customer', 'name', 'star', 'toolId']);
  });
});
