/**
 * The web app calls the API on its own origin, under /api (CloudFront in the cloud, Vite's proxy
 * here): a signed-in customer's calls, `auth` header and all, go to the page's origin and the
 * browser sends no CORS preflight for them. The preflight detector is shown to work on a call
 * made straight to the API server's own address, which the browser does preflight.
 */
import type { CDPSession, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SEED_ADMIN, SEED_CUSTOMER, loginAs, useBrowser, webUrl } from './support/browser.js';
import { openFirstTool } from './support/purchase-page.js';

interface Seen {
  /** Every request the page made (its context's, after watch() began). */
  requests: Request[];
  /** The URLs of the CORS preflights Chromium sent (the DevTools protocol reports them; Playwright does not). */
  preflights: string[];
}

async function watch(page: Page): Promise<Seen> {
  const seen: Seen = { requests: [], preflights: [] };
  page.context().on('request', (request: Request) => void seen.requests.push(request));
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Preflight' || event.request.method === 'OPTIONS') seen.preflights.push(event.request.url);
  });
  return seen;
}

describe("the API on the site's own origin", () => {
  const browser = useBrowser();

  it('gets every API call of a signed-in customer placing an order on the page origin under /api, with no preflight', async () => {
    const { page, consoleErrors } = await browser.open('/robots.txt');
    const seen = await watch(page);
    const site = new URL(webUrl('/')).origin;
    const apiServer = new URL(inject('e2eStack').apiUrl).origin;

    await loginAs(page, SEED_CUSTOMER);
    const { minimum } = await openFirstTool(page);
    await page.getByLabel('Address').fill('3 Same Origin Street, Leeds');
    await page.getByLabel('Phone number').fill('01712345678');
    await page.getByLabel('Quantity').fill(String(minimum));
    await page.getByRole('button', { name: 'Purchase' }).click();
    await page.getByText('Congress you add a product to my order').waitFor();
    await page.waitForLoadState('networkidle');

    const apiCalls = seen.requests.filter((request) => new URL(request.url()).pathname.startsWith('/api/'));
    const calls = apiCalls.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        `PUT /api/login/${encodeURIComponent(SEED_CUSTOMER.email)}`,
        'GET /api/hometools',
        expect.stringMatching(/^GET \/api\/purchase\/[^/]+$/),
        expect.stringMatching(/^PUT \/api\/purchase\/[^/]+$/),
      ]),
    );
    for (const request of apiCalls) expect(new URL(request.url()).origin, request.url()).toBe(site);
    expect(seen.requests.filter((request) => new URL(request.url()).origin === apiServer).map((request) => request.url())).toEqual([]);

    // The order went through the proxy with the app's own headers, and its answer came back.
    const order = apiCalls.find((request) => request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/purchase/'))!;
    expect(order.headers()).toMatchObject({ auth: expect.stringMatching(/^bearer \S+$/), 'idempotency-key': expect.any(String) });
    expect((await order.response())?.status()).toBe(200);
    // A public read says it may be kept at the edge; a signed-in answer says it may not.
    // (A read cut short by a navigation has no answer: only the answered ones count.)
    const answeredTools = await Promise.all(
      apiCalls.filter((request) => new URL(request.url()).pathname === '/api/hometools').map((request) => request.response()),
    );
    const toolsCaching = answeredTools.flatMap((response) => (response ? [response.headers()['cache-control']] : []));
    expect(toolsCaching.length).toBeGreaterThan(0);
    expect(new Set(toolsCaching)).toEqual(new Set(['public, max-age=5, stale-while-revalidate=30']));
    expect((await order.response())?.headers()['cache-control']).toBe('no-store');

    expect(seen.preflights.filter((url) => new URL(url).origin === site || new URL(url).origin === apiServer)).toEqual([]);
    // Chromium asks the plain robots.txt page opened first for /favicon.ico (the app links favicon.svg).
    expect(consoleErrors.filter((error) => !error.includes('/favicon.ico'))).toEqual([]);
  });

  it("reaches the contract's trailing-slash routes under /api, as CloudFront does: GET /allproducts/ and PUT /userupdate/", async () => {
    const { page } = await browser.open('/robots.txt');
    await loginAs(page, SEED_ADMIN);

    const answers = await page.evaluate(async () => {
      const headers = { auth: `bearer ${localStorage.getItem('accessToken')}`, 'content-type': 'application/json' };
      const call = async (method: string, path: string, body?: string) => {
        const response = await fetch(path, { method, headers, body });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      return {
        withSlash: await call('GET', '/api/allproducts/?limit=100'),
        withoutSlash: await call('GET', '/api/allproducts?limit=100'),
        profileWithSlash: await call('PUT', '/api/userupdate/', '{}'),
        profileWithoutSlash: await call('PUT', '/api/userupdate', '{}'),
      };
    });

    expect(answers.withSlash.status).toBe(200);
    expect(answers.withSlash.body).toEqual(answers.withoutSlash.body);
    expect((answers.withSlash.body as unknown[]).length).toBeGreaterThan(0);
    // An empty profile is refused by the profile route itself, naming a field: the route was reached.
    expect(answers.profileWithSlash).toEqual(answers.profileWithoutSlash);
    expect(answers.profileWithSlash.status).toBe(400);
    expect(answers.profileWithSlash.body).not.toEqual({ message: 'Not Found' });
  });

  it('does see a preflight when a page calls the API server straight, cross-origin (which the detector above relies on)', async () => {
    const { page } = await browser.open('/robots.txt');
    // A page without the site's Content-Security-Policy, which would refuse the call before any preflight.
    await page.goto('about:blank');
    const seen = await watch(page);
    const { apiUrl } = inject('e2eStack');

    const outcome = await page.evaluate(
      (url) =>
        fetch(`${url}/hometools`, { headers: { auth: 'bearer x' } }).then(
          () => 'answered',
          () => 'refused',
        ),
      apiUrl,
    );

    // The API has no CORS: the browser refuses the cross-origin call after its preflight.
    expect(outcome).toBe('refused');
    await expect.poll(() => seen.preflights.filter((url) => url.startsWith(`${apiUrl}/hometools`)).length).toBeGreaterThan(0);
  });
});
