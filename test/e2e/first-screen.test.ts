/**
 * The first screen a visitor sees, from the HTML's first byte on, on the production build served as
 * CloudFront serves it (the global setup's stack, as `npm run preview:web`) and on the dev server
 * `npm start` runs:
 * - a deep link into the app that is not a crawler-ready page (/login, /cart, /dashboard, ...) shows
 *   the frame (navbar, an empty <main>, footer) until the app renders its page, never the home page's
 *   first screen; the home page keeps its prerendered first screen;
 * - the production build's crawler-ready pages (/tools, /tools/{id}) are made from the built
 *   index.html: its scripts and inlined stylesheet, none of the dev server's scripts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localSettings, webServerEnvironment } from '../../infra/local/local-config.js';
import { startWebDevServer, type WebDevServer } from '../../infra/local/web-dev-server.js';
import { HOME_SHELL_END, HOME_SHELL_START, PRERENDERED_PAGE_ATTRIBUTE } from '../../functions/platform/contract/shop.js';
import { E2E_PORT_OFFSET } from './global-setup.js';
import { launchBrowser } from './support/browser.js';

/** The dev server's port: the e2e web port plus this, clear of every port of the e2e stack. */
const DEV_SERVER_PORT_SHIFT = 300;

/** Client-side routes with no crawler-ready page of their own (a visitor's and a customer's). */
const DEEP_LINKS = ['/login', '/signup', '/cart', '/dashboard', '/trade', '/quick-order', '/purchase/seed-tool-vise'];
const CRAWLER_PAGES = ['/tools', '/tools/seed-tool-vise'];

/** What only the home page's first screen holds: its carousel. */
const HOME_CONTENT = 'aria-roledescription="carousel"';

/** The development server's own scripts, which a production page must not carry. */
const DEVELOPMENT_SCRIPTS = ['/@vite/client', '/src/main.tsx', '/@react-refresh', 'react-refresh', '__vite_plugin_react_preamble_installed__'];

/** A browser's request for a page: the dev and preview servers answer HTML only to one that accepts it. */
async function htmlOf(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { headers: { accept: 'text/html,application/xhtml+xml' } });
  return { status: response.status, html: await response.text() };
}

/** #root's HTML as the server sent it. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));

/** <main>'s content without HTML comments (the home shell's markers stay in the app shell, with nothing between them). */
function mainContentOf(html: string): string | undefined {
  return html.match(/<main\b[^>]*>([\s\S]*?)<\/main>/)?.[1]?.replace(/<!--[\s\S]*?-->/g, '');
}

interface RootRecord {
  /** Whether #root ever held the home page's first screen. */
  homeSeen: boolean;
  /** <main>'s content the first time #root held the frame's navbar, main and footer. */
  firstMain: string | null;
  /** <main>'s content at the last change seen. */
  lastMain: string | null;
}

/** Runs before any of the page's own HTML is parsed: records #root at every change, from the first node the parser adds. */
const RECORD_ROOT = (homeContent: string) => {
  const record = { homeSeen: false, firstMain: null as string | null, lastMain: null as string | null };
  (window as unknown as { __root: typeof record }).__root = record;
  const check = () => {
    const root = document.getElementById('root');
    if (!root) return;
    if (root.innerHTML.includes(homeContent)) record.homeSeen = true;
    const main = root.querySelector('main');
    if (main && record.firstMain === null && root.querySelector('nav') && root.querySelector('footer')) record.firstMain = main.innerHTML;
    if (main) record.lastMain = main.innerHTML;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
};

/** Opens `path` in a fresh context with RECORD_ROOT installed and waits until the app has rendered and the page is quiet. */
async function recordRoot(browser: Browser, baseUrl: string, path: string): Promise<RootRecord> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_ROOT, HOME_CONTENT);
    await page.goto(new URL(path, baseUrl).toString());
    await page.waitForLoadState('networkidle');
    // The app renders its page into <main> (a form, a list, a redirect's page): wait until it did.
    await expect
      .poll(() => page.evaluate(() => (document.querySelector('#root main')?.textContent ?? '').trim().length), { timeout: 20_000 })
      .toBeGreaterThan(0);
    return await page.evaluate(() => (window as unknown as { __root: RootRecord }).__root);
  } finally {
    await context.close();
  }
}

/** Deep links watched in a browser from the first byte (the raw HTML of every one is checked on both servers). */
const WATCHED_LINKS = ['/login', '/cart', '/dashboard'];

/** The deep links' first screen as served, on both servers. */
function servedFirstScreenTests(baseUrl: () => string) {
  it.each(DEEP_LINKS)('answers %s with the frame and an empty <main>, no home page content', async (path) => {
    const { status, html } = await htmlOf(new URL(path, baseUrl()).toString());
    expect(status).toBe(200);
    const root = rootOf(html);
    expect(root).toMatch(/<nav aria-label="Main"/);
    expect(root).toContain('<footer');
    expect(mainContentOf(root)).toBe('');
    expect(root).not.toContain(HOME_CONTENT);
    // index.html's frame, the home page's first screen taken out from between its markers.
    expect(html).toContain(`${HOME_SHELL_START}${HOME_SHELL_END}`);
  });

  it("answers /blog with the blog's own first screen in the frame (prerendered: it is in the code), no home page content", async () => {
    const { status, html } = await htmlOf(new URL('/blog', baseUrl()).toString());
    expect(status).toBe(200);
    const main = mainContentOf(rootOf(html));
    expect(main).toContain(PRERENDERED_PAGE_ATTRIBUTE);
    expect(main).toMatch(/<h1[^>]*>Blog<\/h1>/);
    expect(main).toMatch(/<table[\s\S]*<\/table>/);
    expect(rootOf(html)).not.toContain(HOME_CONTENT);
  });
}

/** The first screen in a browser, from the first byte, on the production build (the server side is the same code on both servers). */
function browserFirstScreenTests(baseUrl: () => string, browser: () => Browser) {
  it.each(WATCHED_LINKS)("never shows the home page's first screen in #root on %s, from the first byte until the app rendered", async (path) => {
    const record = await recordRoot(browser(), baseUrl(), path);
    expect(record.homeSeen).toBe(false);
    expect(record.firstMain?.replace(/<!--[\s\S]*?-->/g, '')).toBe('');
    expect(record.lastMain).not.toBe('');
  });

  it('shows the blog on /blog from the first byte until the app rendered it, never the home page', async () => {
    const record = await recordRoot(browser(), baseUrl(), '/blog');
    expect(record.homeSeen).toBe(false);
    expect(record.firstMain).toMatch(/<h1[^>]*>Blog<\/h1>/);
    expect(record.lastMain).toMatch(/<h1[^>]*>Blog<\/h1>/);
  });

  it.each([
    // The app's render marks the Home link as the current page (the prerendered frame marks none).
    { path: '/', kept: 'main img', rendered: 'nav a[aria-current="page"]' },
    // The app's blog page has no PRERENDERED_PAGE_ATTRIBUTE: the render takes it off.
    { path: '/blog', kept: 'main table tr:last-child', rendered: `main > div:not([${PRERENDERED_PAGE_ATTRIBUTE}])` },
  ])('renders the app over the prerendered $path in place: the same elements, nothing moved', async ({ path, kept, rendered }) => {
    const context = await browser().newContext({ viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      await page.addInitScript((selector) => {
        const state = { prerendered: null as Element | null, shifts: [] as number[] };
        (window as unknown as { __firstScreen: typeof state }).__firstScreen = state;
        // The app starts after the page's load: at DOMContentLoaded the element is the HTML's own.
        document.addEventListener('DOMContentLoaded', () => (state.prerendered = document.querySelector(selector)));
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) state.shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      }, kept);
      await page.goto(new URL(path, baseUrl()).toString());
      await expect.poll(() => page.evaluate((selector) => document.querySelector(selector) !== null, rendered), { timeout: 20_000 }).toBe(true);
      // Two frames after the render: its layout done, any shift reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const state = await page.evaluate((selector) => {
        const { prerendered, shifts } = (window as unknown as { __firstScreen: { prerendered: Element | null; shifts: number[] } }).__firstScreen;
        return { found: prerendered !== null, same: prerendered === document.querySelector(selector), shifts };
      }, kept);
      expect(state.found).toBe(true);
      expect(state.same).toBe(true);
      expect(state.shifts).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps the home page's prerendered first screen on /", async () => {
    const { status, html } = await htmlOf(new URL('/', baseUrl()).toString());
    expect(status).toBe(200);
    expect(rootOf(html)).toContain(HOME_CONTENT);
    expect(mainContentOf(rootOf(html))).toMatch(/<h2[^>]*>Tools<\/h2>/);
    const record = await recordRoot(browser(), baseUrl(), '/');
    expect(record.homeSeen).toBe(true);
  });
}

describe('the production build, served as CloudFront serves it (the global setup serves it, as npm run preview:web)', () => {
  let browser: Browser;
  const webUrl = () => inject('e2eStack').webUrl;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(CRAWLER_PAGES)('makes the crawler-ready page %s from the built index.html: its scripts and stylesheet, no development script', async (path) => {
    const { status, html } = await htmlOf(new URL(path, webUrl()).toString());
    expect(status).toBe(200);
    for (const script of DEVELOPMENT_SCRIPTS) expect(html, `${path} carries ${script}`).not.toContain(script);
    // The build's entry script and its stylesheet, inlined into <head> (or, were it not inlined, linked).
    expect(html).toMatch(/<script type="module" crossorigin src="\/static\/js\/index\.[\w-]+\.js"><\/script>/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(/<style>[^<]*\.btn-primary\{/.test(head) || /<link rel="stylesheet"[^>]* href="\/static\/[^"]+\.css"/.test(head), `${path} has no stylesheet`).toBe(
      true,
    );
    // The page's own first screen in the frame, in place of the home page's.
    expect(rootOf(html)).not.toContain(HOME_CONTENT);
  });

  servedFirstScreenTests(webUrl);
  browserFirstScreenTests(webUrl, () => browser);
});

describe('the first screen on the dev server (npm start)', () => {
  let server: WebDevServer | undefined;
  beforeAll(async () => {
    // A dev server of its own, beside the global setup's preview server, for the same stack's API.
    const settings = localSettings({ portOffset: E2E_PORT_OFFSET });
    server = await startWebDevServer(settings.ports.web + DEV_SERVER_PORT_SHIFT, webServerEnvironment(settings));
    if (!server) throw new Error('web/vite.config.ts is missing: no dev server');
  }, 120_000);
  afterAll(() => server?.stop());
  servedFirstScreenTests(() => server!.url);
});
