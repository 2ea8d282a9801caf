/**
 * A visitor without a session: the home page talks to nobody but the shop (no third party, not
 * even Google's script host) and loads no Firebase code; its first screen and largest image are in
 * the HTML itself (the image as a data: URL), so that image paints before any JavaScript runs.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE_VIEWPORT, useBrowser, webUrl } from './support/browser.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The Firebase SDK's modules: Vite's pre-bundled deps in dev (`firebase_auth.js`, `@firebase_...`),
 * the packages themselves, the app's module that wraps the SDK (lib/auth/firebase.ts) and the
 * build's chunk of it. Not lib/auth/load-firebase.ts: that small loader is part of the first load.
 */
const FIREBASE_SDK_MODULE =
  /\/node_modules\/\.vite\/deps\/(firebase_|@firebase)|\/node_modules\/(firebase|@firebase)\/|\/src\/lib\/auth\/firebase\.ts|\/static\/js\/firebase\.[\w-]+\.chunk\.js/;

describe('a visitor without a session', () => {
  const browser = useBrowser();

  /** Opens a page that runs no app code, starts recording, then goes to `path` and waits until it settles. */
  async function requestsOf(path: string, ready: (page: Awaited<ReturnType<typeof browser.open>>['page']) => Promise<unknown>) {
    const { page, context, consoleErrors } = await browser.open('/robots.txt', { viewport: MOBILE_VIEWPORT });
    const requests: string[] = [];
    context.on('request', (request: Request) => void requests.push(request.url()));
    await page.goto(webUrl(path));
    await ready(page);
    await page.waitForLoadState('networkidle');
    return { page, requests, consoleErrors };
  }

  it('loads the home page from the shop alone, without the Firebase SDK', async () => {
    const { requests, consoleErrors } = await requestsOf('/', async (page) => {
      const tools = page.getByRole('region', { name: 'Tools' }).getByRole('listitem');
      await expect.poll(() => tools.count(), { timeout: 20_000 }).toBe(6);
    });
    expect(requests.length).toBeGreaterThan(5);
    expect(requests.filter((url) => !LOCAL_HOSTS.has(new URL(url).hostname))).toEqual([]);
    expect(requests.filter((url) => FIREBASE_SDK_MODULE.test(url))).toEqual([]);
    // Chromium asks the plain robots.txt page opened first for /favicon.ico (the app links favicon.svg).
    expect(consoleErrors.filter((error) => !error.includes('/favicon.ico'))).toEqual([]);
  });

  it('does load the Firebase SDK on the login page (which the matcher above recognises)', async () => {
    const { requests } = await requestsOf('/login', (page) => page.getByRole('button', { name: 'Login', exact: true }).waitFor());
    await expect.poll(() => requests.some((url) => FIREBASE_SDK_MODULE.test(url)), { timeout: 20_000 }).toBe(true);
    expect(requests.filter((url) => !LOCAL_HOSTS.has(new URL(url).hostname))).toEqual([]);
  });

  it('gets the first screen and its first image, fetched at high priority, in the raw HTML', async () => {
    const response = await fetch(webUrl('/'));
    expect(response.status).toBe(200);
    const html = await response.text();
    const main = html.slice(html.indexOf('<div id="root">'));
    expect(main).toContain('aria-roledescription="carousel"');
    expect(main).toMatch(/<h2[^>]*>Tools<\/h2>/);
    const firstImage = main.match(/<img [^>]*>/)?.[0] ?? '';
    // Inlined (a data: URL): the largest image paints with the HTML, without a request of its own.
    expect(firstImage).toMatch(/src="data:image\/svg\+xml,/);
    expect(firstImage).toMatch(/fetchpriority="high"/);
    expect(firstImage).not.toMatch(/loading="lazy"/);
  });
});
