import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.js';
import { addTestTool, appTokenOf } from './dashboard-setup.js';
import { MOBILE_VIEWPORT, SEED_ADMIN, useBrowser } from './support/browser.js';

const SCREENS = 'test-results/screens';

async function expectNoHorizontalScroll(page: Page) {
  // With the overflow, the elements reaching past the screen's right edge (the first few), to say what to fix.
  const { overflow, wide } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const reaching = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > width + 1);
    return {
      overflow: document.documentElement.scrollWidth - width,
      wide: reaching
        .slice(0, 8)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className} to ${Math.round(element.getBoundingClientRect().right)}px`),
    };
  });
  expect(overflow, `wider than the screen: ${wide.join('; ')}`).toBeLessThanOrEqual(0);
}

describe('a visitor touring the public pages', () => {
  const browser = useBrowser();

  it('sees the carousel, the 6 newest tools, the business summary and the 3 newest reviews on the home page', async () => {
    const { page, consoleErrors } = await browser.open('/');
    const tools = page.getByRole('region', { name: 'Tools' }).getByRole('listitem');
    await expect.poll(() => tools.count()).toBe(6); // the app renders as a transition, after 'load'
    const firstTool = tools.first();
    for (const label of ['Available', 'Minimum order', 'Price']) await firstTool.getByText(label, { exact: true }).waitFor();
    await expect.poll(() => firstTool.getByText(/^\$[\d,.]+ per unit$/).count()).toBe(1);
    await expect.poll(() => firstTool.getByRole('link', { name: /^Buy Now/ }).getAttribute('href')).toMatch(/^\/purchase\/.+/);
    expect(await firstTool.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const reviews = page.getByRole('region', { name: 'Reviews' }).getByRole('listitem');
    await expect.poll(() => reviews.count()).toBe(3);
    expect(
      await reviews
        .first()
        .getByRole('img', { name: /out of 5 stars/ })
        .count(),
    ).toBe(1);

    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect.poll(() => carousel.getByRole('button', { name: /^Go to slide/ }).count()).toBe(5);
    await carousel.getByRole('button', { name: 'Go to slide 4' }).click();
    await expect.poll(() => carousel.getByRole('button', { name: 'Go to slide 4' }).getAttribute('aria-current')).toBe('true');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => carousel.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe('true'); // it loops
    await page.mouse.move(0, 0); // autoplay pauses under the pointer
    await expect.poll(() => carousel.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current'), { timeout: 5_000 }).toBe('true');

    const summary = page.getByRole('region', { name: 'Millions of business trust us' });
    await summary.scrollIntoViewIfNeeded();
    for (const figure of ['33K+', '120M+', '1000+']) {
      await expect
        .poll(() => summary.locator('[aria-hidden="true"]', { hasText: new RegExp(`^${figure.replace('+', '\\+')}$`) }).count(), { timeout: 6_000 })
        .toBe(1);
    }

    mkdirSync(SCREENS, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENS}/home.png`, fullPage: true });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('lays every tool card out at the full width of its column, a tool with a one-word description too', async () => {
    const short = await addTestTool(await appTokenOf(SEED_ADMIN), 'Awl', 'Sharp.');
    for (const viewport of [MOBILE_VIEWPORT, { width: 1350, height: 940 }]) {
      const { page } = await browser.open('/', { viewport });
      const tools = page.getByRole('region', { name: 'Tools' }).getByRole('listitem');
      await tools.filter({ hasText: short.name }).waitFor();
      const widths = await tools.evaluateAll((items) => items.map((item) => [item.clientWidth, item.querySelector('article')?.offsetWidth ?? 0]));
      for (const [cell, card] of widths) expect(card, `a card in a ${cell}px cell at ${viewport.width}px`).toBe(cell);
    }
  });

  it('fits the home page and the menu into a 375px wide screen', async () => {
    const { page, consoleErrors } = await browser.open('/', { viewport: MOBILE_VIEWPORT });
    await page.getByRole('region', { name: 'Tools' }).getByRole('listitem').first().waitFor();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    for (const name of ['Home', 'Dashboard', 'Blog', 'My Portfolio', 'Login']) await page.getByRole('link', { name, exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENS}/home-375.png` });
    await page.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
    await expectNoHorizontalScroll(page);
    expect(consoleErrors).toEqual([]);
  });

  it('reads the Blog: six questions in a Question/Answer table', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await page.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
    await expect.poll(async () => (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim())).toEqual(['Number#', 'Question', 'Answer']);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(6);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('opens My Portfolio from the navbar', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await page.getByRole('link', { name: 'My Portfolio' }).click();
    await page.waitForURL((url) => url.pathname === '/myportfolio');
    await page.getByRole('heading', { name: 'Skills' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('gets the 404 page for an unknown address and goes home from it', async () => {
    const { page, consoleErrors } = await browser.open('/no/such/page');
    await page.getByRole('heading', { name: "Oops! Page not found - The page you're looking for doesn't exist." }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go home' }).click();
    await page.getByRole('region', { name: 'Tools' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(consoleErrors).toEqual([]);
  });

  it('sees the login and sign-up forms without accessibility problems', async () => {
    const { page, consoleErrors } = await browser.open('/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.screenshot({ path: `${SCREENS}/login.png` });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Create new account' }).click();
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

describe('a page whose code cannot be loaded', () => {
  const browser = useBrowser();

  it('shows the chunk error with the failure type and address, and Retry loads the page', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await page.getByRole('region', { name: 'Tools' }).getByRole('listitem').first().waitFor();
    const blogModule = /\/blog-page(\.[\w-]+)?(\.chunk)?\.(tsx|js)(\?.*)?$/;
    await page.route(blogModule, (route) => route.abort('failed'));

    await page.getByRole('link', { name: 'Blog', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.getByText(/^Loading chunk blog-page failed\.\s+\(error: http:\/\/\S+blog-page\S*\)$/).waitFor();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true); // never a white screen
    expect(consoleErrors.length).toBeGreaterThan(0); // the failed request itself

    await page.unroute(blogModule);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  });
});
