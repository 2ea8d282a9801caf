/**
 * The site's crawler-ready pages and the catalog through the local stack (the functions under their
 * template roles, DynamoDB Local): status codes, what the HTML carries, the sitemap, and that the
 * catalog never lists an archived tool.
 */
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CATALOG_FIRST_CARDS } from '../../functions/site/domain/site-pages.js';
import type { Catalog } from '../../functions/catalog/contract/catalog.js';
import { callApi } from '../support/api-client.js';
import { seededAdmin, type SignedInUser } from '../support/accounts.js';
import { addTool } from '../support/catalog.js';

const enc = encodeURIComponent;

describe('the catalog and the site pages', () => {
  let admin: SignedInUser;
  const webOrigin = () => inject('localStack').webOrigin;

  beforeAll(async () => {
    admin = await seededAdmin();
  });

  async function archive(toolId: string) {
    const archived = await callApi('DELETE', `/deleteproduct/${enc(admin.email)}/${enc(toolId)}`, { auth: admin.token });
    expect(archived.status).toBe(200);
  }

  it('lists every tool on sale once, with its category, and never an archived one', async () => {
    const kept = await addTool(admin.token, { name: 'Catalog Kept Clamp', category: 'Integration Clamps' });
    const archived = await addTool(admin.token, { name: 'Catalog Archived Clamp', category: 'Integration Clamps' });
    await archive(archived);

    const { status, body, headers } = await callApi<Catalog>('GET', '/catalog');

    expect(status).toBe(200);
    const ids = body.tools.map((tool) => tool._id);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(archived);
    expect(new Set(ids).size).toBe(ids.length);
    expect(body.tools.find((tool) => tool._id === kept)).toMatchObject({ name: 'Catalog Kept Clamp', category: 'Integration Clamps' });
    expect(body.tools.find((tool) => tool._id === 'seed-tool-vise')).toMatchObject({ category: 'Workholding' });
    expect(body.categories).toContainEqual({ name: 'Integration Clamps', count: 1 });
    const counted = body.categories.reduce((sum, category) => sum + category.count, 0);
    expect(counted).toBe(body.tools.length);
    expect(headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=30');
  });

  it("answers a tool's page with its tags (200), and 404 for an archived or unknown tool", async () => {
    const toolId = await addTool(admin.token, { name: 'Page "Quoted" </script> Vise', desc: 'A vise for the page test.' });

    const page = await callApi('GET', `/tools/${enc(toolId)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=60');
    const document = new JSDOM(String(page.body)).window.document;
    expect(document.title).toBe('Page "Quoted" </script> Vise | Tools Storefront');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${webOrigin()}/tools/${enc(toolId)}`);
    const product = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Page "Quoted" </script> Vise',
      sku: toolId.replace(/-/g, '').toUpperCase(),
      offers: { priceCurrency: 'USD' },
    });
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/static/js/index.stand-in.js');

    await archive(toolId);
    const gone = await callApi('GET', `/tools/${enc(toolId)}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toMatch(/^text\/html/);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect(String(gone.body)).toContain('<meta name="robots" content="noindex" />');
    expect(String(gone.body)).not.toContain('application/ld+json');

    expect((await callApi('GET', '/tools/no-such-tool')).status).toBe(404);
  });

  it("answers the catalog's page with its own title and tags, whatever the view in its query string, ignoring parameters it does not read", async () => {
    for (const path of ['/tools', '/tools?q=vise&category=Workholding&sort=price-asc', '/tools?utm_source=newsletter']) {
      const page = await callApi('GET', path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=60');
      const document = new JSDOM(String(page.body)).window.document;
      expect(document.title).toBe('Tools | Tools Storefront');
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${webOrigin()}/tools`);
      expect(document.querySelector('#root main h1')?.textContent).toBe('Tools');
      expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/static/js/index.stand-in.js');
      // The plain view shows the newest tools' cards; a view of the app's (a search, a filter) shows them itself. A
      // parameter the page does not read (utm_source) is the plain view: the edge keys the page on q, category and sort only.
      expect(document.querySelectorAll('#root main li article').length, path).toBe(path.includes('q=') ? 0 : CATALOG_FIRST_CARDS);
    }
    const newest = await addTool(admin.token, { name: 'Newest Catalog Card Clamp' });
    const document = new JSDOM(String((await callApi('GET', '/tools')).body)).window.document;
    expect(document.querySelector('#root main li h3 a')?.textContent).toBe('Newest Catalog Card Clamp');
    expect(document.querySelector('#root main li h3 a')?.getAttribute('href')).toBe(`/tools/${enc(newest)}`);
  });

  it('lists /, /tools, /blog and every tool page on sale in the sitemap, and no archived one', async () => {
    const onSale = await addTool(admin.token, { name: 'Sitemap Tool' });
    const archived = await addTool(admin.token, { name: 'Sitemap Archived Tool' });
    await archive(archived);

    const sitemap = await callApi('GET', '/sitemap.xml');

    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const document = new JSDOM(String(sitemap.body), { contentType: 'text/xml' }).window.document;
    const locs = [...document.querySelectorAll('url > loc')].map((loc) => loc.textContent);
    const origin = webOrigin();
    expect(locs.slice(0, 3)).toEqual([`${origin}/`, `${origin}/tools`, `${origin}/blog`]);
    expect(locs).toContain(`${origin}/tools/${enc(onSale)}`);
    expect(locs).toContain(`${origin}/tools/seed-tool-vise`);
    expect(locs).not.toContain(`${origin}/tools/${enc(archived)}`);
    const catalog = await callApi<Catalog>('GET', '/catalog');
    expect(locs).toHaveLength(3 + catalog.body.tools.length);
    const toolEntry = [...document.querySelectorAll('url')].find((url) => url.querySelector('loc')?.textContent === `${origin}/tools/${enc(onSale)}`);
    expect(toolEntry?.querySelector('lastmod')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers robots.txt naming the sitemap', async () => {
    const robots = await callApi('GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(String(robots.body)).toContain(`Sitemap: ${webOrigin()}/sitemap.xml`);
    expect(String(robots.body)).toContain('Disallow: /dashboard\n');
  });
});
