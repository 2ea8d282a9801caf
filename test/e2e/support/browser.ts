/**
 * Shared browser-test helpers: one Chromium per test file, a fresh context per test that collects
 * console errors, a screenshot in test-results/ when a test fails, and signing in as a seeded user.
 *
 *   const browser = useBrowser();
 *   it('...', async () => {
 *     const { page, consoleErrors } = await browser.open('/blog');
 *     ...
 *     expect(consoleErrors).toEqual([]);
 *   });
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { SEED_ADMIN, SEED_CUSTOMER, type SeedAccount } from '../../../infra/local/seed-data.js';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../../scripts/chromium.js';

const RESULTS_DIR = 'test-results';

export { SEED_ADMIN, SEED_CUSTOMER, type SeedAccount };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  consoleErrors: string[];
}

export interface OpenOptions {
  /** Default 1280x800; use MOBILE_VIEWPORT for the 375px layout. */
  viewport?: { width: number; height: number };
}

export const MOBILE_VIEWPORT = { width: 375, height: 812 };

/** The web app's address in the stack started by global-setup.ts. */
export const webUrl = (path = '/'): string => new URL(path, inject('e2eStack').webUrl).toString();

/**
 * Registers the hooks of a browser test file and returns `open(path)`, which opens a page in a
 * fresh context (so no session leaks between tests). Failed tests leave a full-page screenshot in
 * test-results/<file>-<test>.png.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const opened: OpenPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async ({ task }) => {
    const failed = task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0;
    if (failed) {
      mkdirSync(RESULTS_DIR, { recursive: true });
      const name = `${task.file?.name ?? 'e2e'}-${task.name}`.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      for (const [index, { page }] of opened.entries()) {
        await page.screenshot({ path: `${RESULTS_DIR}/${name}${index ? `-${index}` : ''}.png`, fullPage: true }).catch(() => undefined);
      }
    }
    await Promise.all(opened.splice(0).map(({ context }) => context.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path = '/', options: OpenOptions = {}): Promise<OpenPage> {
    if (!browser) throw new Error('useBrowser(): the browser is not started (call open() inside a test)');
    const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`Uncaught: ${error.message}`));
    const entry = { page, context, consoleErrors };
    opened.push(entry);
    await page.goto(webUrl(path));
    return entry;
  }

  return { open };
}

/** Fills the login form (the page must be on /login) and waits until the app leaves /login. */
export async function submitLogin(page: Page, account: Pick<SeedAccount, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}

/** Signs in through /login as a seeded account (customer by default) and waits for the session. */
export async function loginAs(page: Page, account: SeedAccount = SEED_CUSTOMER): Promise<void> {
  await page.goto(webUrl('/login'));
  await submitLogin(page, account);
  await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
}
