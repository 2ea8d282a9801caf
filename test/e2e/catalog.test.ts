/**
 * A visitor finds a tool in the catalog by searching and filtering, opens its page, and a reload keeps
 * the list; the raw HTML of a tool's page, fetched without a browser, carries its tags.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.js';
import { useBrowser, webUrl } from './support/browser.js';

describe('the catalog', () => {
  const browser = useBrowser();

  it('lets a visitor search, filter and sort, open a tool, and come back to the same list', async () => {
    const { page, consoleErrors } = await browser.open('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/tools');
    const results = page.getByRole('region', { name: /tools?$/ }).getByRole('listitem');
    await expect.poll(() => results.count()).toBeGreaterThanOrEqual(14);

    // A typo in a long word, case ignored.
    await page.getByLabel('Search tools').pressSequentially('CORDLES');
    await expect.poll(() => results.getByRole('heading').allInnerTexts()).toEqual(['Cordless Drill Driver 18V']);
    await page.getByLabel('Search tools').fill('zzzz');
    await page.getByText('No tools match your search').waitFor();

    await page.getByLabel('Search tools').fill('clam');
    await page.getByLabel('Category').selectOption('Workholding');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await page.waitForURL((url) => url.search === '?q=clam&category=Workholding&sort=price-asc');
    await expect.poll(() => results.count()).toBe(1);
    await expect.poll(() => page.getByLabel('Category').locator('option').first().textContent()).toBe('All categories');

    await page.getByLabel('Search tools').fill('');
    await expect.poll(() => results.count()).toBe(2);
    await page.reload();
    await expect.poll(() => results.count()).toBe(2);
    await expect.poll(() => page.getByLabel('Category').inputValue()).toBe('Workholding');
    await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('price-asc');
    await expect.poll(() => results.getByRole('heading').allInnerTexts()).toEqual(['F-Clamp 300 mm', 'Bench Vise 125 mm']);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await results.getByRole('link', { name: 'Bench Vise 125 mm', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/tools/seed-tool-vise');
    await page.getByRole('heading', { level: 1, name: 'Bench Vise 125 mm' }).waitFor();
    await page.getByText('Workholding', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Buy Now: Bench Vise 125 mm' }).getAttribute('href')).toBe('/purchase/seed-tool-vise');
    await page.getByRole('region', { name: 'Reviews' }).waitFor();
    await expect.poll(() => page.title()).toBe('Bench Vise 125 mm | Tools Storefront');

    await page.goBack();
    await page.waitForURL((url) => url.search === '?category=Workholding&sort=price-asc');
    await expect.poll(() => results.count()).toBe(2);
    expect(consoleErrors).toEqual([]);
  });

  it("shows a tool's reviews on its page, and the 404 page for an unknown tool", async () => {
    const { page, consoleErrors } = await browser.open('/tools/seed-tool-drill');
    const reviews = page.getByRole('region', { name: 'Reviews' }).getByRole('listitem');
    await expect.poll(() => reviews.count()).toBe(1);
    await expect.poll(() => reviews.first().innerText()).toContain('The batteries last a full shift');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const missing = await page.goto(webUrl('/tools/no-such-tool'));
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: /Page not found/ }).waitFor();
    expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  it.each([
    ['a tool', '/tools/seed-tool-vise', 'Bench Vise 125 mm', 'Buy Now: Bench Vise 125 mm'],
    ['the catalog', '/tools?category=Workholding', 'Tools', 'Bench Vise 125 mm'],
  ])("shows %s's page from its HTML with the navbar, and the app takes over without a spinner in between", async (_page, path, heading, link) => {
    const { page, consoleErrors } = await browser.open('/');
    // Everything #root shows from the first byte on: a spinner, or an empty #root, would be a step back.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { rootStates: string[] }).rootStates = seen;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root) return;
        const state = root.querySelector('[role="status"]') ? 'spinner' : root.querySelector('h1') ? `h1:${root.querySelector('h1')?.textContent}` : 'no h1';
        if (seen.at(-1) !== state) seen.push(state);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(webUrl(path));
    await page.getByRole('link', { name: link, exact: true }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const states = await page.evaluate(() => (window as unknown as { rootStates: string[] }).rootStates);
    // The page's heading from the HTML on, and nothing else after it (the app's page has the same h1).
    expect(states).not.toContain('spinner');
    expect(states).toContain(`h1:${heading}`);
    expect(states.slice(states.indexOf(`h1:${heading}`))).toEqual([`h1:${heading}`]);
    expect(consoleErrors).toEqual([]);
  });

  it('reaches every tool from the home page: See all tools', async () => {
    const { page } = await browser.open('/');
    await page.getByRole('link', { name: 'See all tools' }).click();
    await page.waitForURL((url) => url.pathname === '/tools');
  });

  it("answers a tool's raw HTML with its title, description, canonical link, Open Graph tags and JSON-LD Product", async () => {
    const response = await fetch(webUrl('/tools/seed-tool-vise'));
    expect(response.status).toBe(200);
    const document = new JSDOM(await response.text()).window.document;
    expect(document.title).toBe('Bench Vise 125 mm | Tools Storefront');
    // The navbar and the tool's first screen come with the HTML; the home page's does not.
    expect(document.querySelector('#root nav[aria-label="Main"]')).not.toBeNull();
    expect(document.querySelector('#root main h1')?.textContent).toBe('Bench Vise 125 mm');
    expect(document.querySelector('#root main [aria-roledescription="carousel"]')).toBeNull();
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Cast iron bench vise with a 360 degree swivel base and replaceable serrated jaws.',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(webUrl('/tools/seed-tool-vise'));
    expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(webUrl('/images/tools/vise.svg'));
    const product = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Bench Vise 125 mm',
      sku: 'WH-BV125',
      offers: { '@type': 'Offer', price: '55.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: webUrl('/tools/seed-tool-vise') },
    });
    // The out-of-stock seed tool says so.
    const caliper = new JSDOM(await (await fetch(webUrl('/tools/seed-tool-caliper'))).text()).window.document;
    expect(JSON.parse(caliper.querySelector('script[type="application/ld+json"]')?.textContent ?? '').offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );

    // The catalog's page has its own title and heading, not the home page's.
    const catalog = new JSDOM(await (await fetch(webUrl('/tools?q=vise'))).text()).window.document;
    expect(catalog.title).toBe('Tools | Tools Storefront');
    expect(catalog.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(webUrl('/tools'));
    expect(catalog.querySelector('#root main h1')?.textContent).toBe('Tools');
    expect(catalog.querySelector('#root [aria-roledescription="carousel"]')).toBeNull();

    const robots = await fetch(webUrl('/robots.txt'));
    expect(await robots.text()).toContain(`Sitemap: ${webUrl('/sitemap.xml')}`);
    const sitemap = await (await fetch(webUrl('/sitemap.xml'))).text();
    expect(sitemap).toContain(`<loc>${webUrl('/tools/seed-tool-vise')}</loc>`);
  });
});
