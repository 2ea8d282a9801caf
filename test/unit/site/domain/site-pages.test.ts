import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import {
  CATALOG_PAGE_DESCRIPTION,
  catalogPageHtml,
  notFoundPageHtml,
  robotsTxt,
  shortText,
  sitemapXml,
  toolPageHtml,
} from '../../../../functions/site/domain/site-pages.js';
import { PRERENDERED_PAGE_ATTRIBUTE } from '../../../../functions/platform/contract/shop.js';
import type { Tool } from '../../../../functions/catalog/contract/tool.js';
import { STAND_IN_INDEX_HTML } from '../../../../infra/local/site-stand-in.js';

const SITE = 'https://shop.example';
/** index.html as the build writes it, in short: the home page's first screen between its markers. */
const TEMPLATE = STAND_IN_INDEX_HTML;

const aTool = (fields: Partial<Tool> = {}): Tool => ({
  _id: 'seed-tool-vise',
  name: 'Bench Vise 125 mm',
  desc: 'Cast iron bench vise with a 360 degree swivel base.',
  category: 'Workholding',
  available: 300,
  minimum: 5,
  priceCents: 5500,
  img: '/images/tools/vise.svg',
  createdAt: '2025-01-08T09:00:00.000Z',
  rating: { average: 4.5, count: 2 },
  sku: 'BV-125',
  orderMultiple: 1,
  ...fields,
});

/** Parsed as a browser parses it (no script runs). */
const parse = (html: string) => new JSDOM(html).window.document;

function page(tool: Tool) {
  const document = parse(toolPageHtml(TEMPLATE, tool, SITE));
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
  const jsonLd = document.querySelectorAll('script[type="application/ld+json"]');
  return { document, meta, jsonLd, product: JSON.parse(jsonLd[0]?.textContent ?? 'null') as Record<string, unknown> & { offers: Record<string, unknown> } };
}

describe("a tool's crawler-ready page", () => {
  it('carries the title, description, canonical link and Open Graph tags', () => {
    const { document, meta } = page(aTool());
    expect([...document.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['Bench Vise 125 mm | Tools Storefront']);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toBe('Cast iron bench vise with a 360 degree swivel base.');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/tools/seed-tool-vise');
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[property="og:title"]')).toBe('Bench Vise 125 mm | Tools Storefront');
    expect(meta('meta[property="og:description"]')).toBe('Cast iron bench vise with a 360 degree swivel base.');
    expect(meta('meta[property="og:image"]')).toBe('https://shop.example/images/tools/vise.svg');
  });

  it("keeps the build's scripts and the page frame, and shows the tool's first screen in place of the home page's", () => {
    const { document } = page(aTool());
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/static/js/index.stand-in.js');
    const root = document.querySelector('#root')!;
    expect(root.querySelector('header')?.textContent).toBe('Navbar');
    expect(root.querySelector('footer')?.textContent).toBe('Footer');
    expect(root.textContent).not.toContain('Home');
    const main = root.querySelector('main')!;
    expect(main.querySelector(`[${PRERENDERED_PAGE_ATTRIBUTE}]`)).not.toBeNull();
    expect(main.querySelector('h1')?.textContent).toBe('Bench Vise 125 mm');
    expect(main.querySelector('img')?.getAttribute('src')).toBe('/images/tools/vise.svg');
    expect(main.textContent).toContain('Workholding');
  });

  it('carries one JSON-LD Product with its offer and rating', () => {
    const { jsonLd, product } = page(aTool());
    expect(jsonLd).toHaveLength(1);
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Bench Vise 125 mm',
      description: 'Cast iron bench vise with a 360 degree swivel base.',
      image: 'https://shop.example/images/tools/vise.svg',
      sku: 'BV-125',
      category: 'Workholding',
      offers: {
        '@type': 'Offer',
        price: '55.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/tools/seed-tool-vise',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
  });

  it('says OutOfStock when less than the minimum order is left, and has no rating without reviews', () => {
    const { product } = page(aTool({ available: 4, rating: { average: 0, count: 0 } }));
    expect(product.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('is not broken by a name or description holding </script>, quotes or markup', () => {
    const name = `Vise "Pro" 'X' </script><script>alert(1)</script> & <b>`;
    const desc = `Jaws </SCRIPT> "wide" <img src=x onerror=alert(1)> & more \u2028 line`;
    const { document, meta, jsonLd, product } = page(aTool({ name, desc, _id: 'a"b<c' }));
    expect([...document.querySelectorAll('script')].map((script) => script.getAttribute('type'))).toEqual(['module', 'application/ld+json']);
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual([name]);
    expect(document.querySelectorAll('b')).toHaveLength(0);
    expect(document.querySelector('#root h1')?.textContent).toBe(name);
    expect(jsonLd[0]?.textContent).not.toMatch(/<\/script/i);
    expect(product.name).toBe(name);
    expect(product.description).toBe(desc);
    expect(document.querySelector('title')?.textContent).toBe(`${name} | Tools Storefront`);
    expect(meta('meta[name="description"]')).toBe(desc.replace(/\s+/g, ' '));
    expect(meta('meta[property="og:title"]')).toBe(`${name} | Tools Storefront`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/tools/a%22b%3Cc');
  });

  it('cuts the description to at most 160 characters, at a word', () => {
    const long = `${'Heavy duty steel clamp '.repeat(12)}end.`;
    const description = page(aTool({ desc: long })).meta('meta[name="description"]')!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/clamp…$|steel…$|duty…$|Heavy…$/);
    expect(shortText('short  and\nplain')).toBe('short and plain');
  });
});

describe("the catalog's crawler-ready page", () => {
  it('carries its own title, description, canonical link and Open Graph tags, and its heading in place of the home page', () => {
    const document = parse(catalogPageHtml(TEMPLATE, SITE));
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
    expect([...document.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['Tools | Tools Storefront']);
    expect(meta('meta[name="description"]')).toBe(CATALOG_PAGE_DESCRIPTION);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://shop.example/tools');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:title"]')).toBe('Tools | Tools Storefront');
    expect(meta('meta[property="og:url"]')).toBe('https://shop.example/tools');
    const root = document.querySelector('#root')!;
    expect(root.querySelector('header')?.textContent).toBe('Navbar');
    expect(root.textContent).not.toContain('Home');
    expect(root.querySelector(`main [${PRERENDERED_PAGE_ATTRIBUTE}] h1`)?.textContent).toBe('Tools');
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(root.querySelector('main ul')).toBeNull();
  });

  it("shows the newest tools' cards, the first image loaded first, every text escaped", async () => {
    const tools = [
      aTool({ _id: 'a"b', name: 'Vise </script> "Pro"', img: '/images/tools/vise.svg' }),
      aTool({ _id: 'drill', name: 'Drill', img: '/images/tools/drill.svg' }),
    ];
    const document = parse(catalogPageHtml(TEMPLATE, SITE, tools));
    const cards = [...document.querySelectorAll('#root main li article')];
    expect(cards.map((card) => card.querySelector('h3 a')?.textContent)).toEqual(['Vise </script> "Pro"', 'Drill']);
    expect(cards.map((card) => card.querySelector('h3 a')?.getAttribute('href'))).toEqual(['/tools/a%22b', '/tools/drill']);
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('alt'))).toEqual(['Vise </script> "Pro"', 'Drill']);
    expect(cards[0]?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(cards[1]?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe('/images/tools/vise.svg');
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('the 404 page', () => {
  it('asks crawlers not to index it and carries no product', () => {
    const document = parse(notFoundPageHtml(TEMPLATE));
    expect(document.querySelector('title')?.textContent).toBe('Page not found | Tools Storefront');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.querySelector('#root header')?.textContent).toBe('Navbar');
    expect(document.querySelector('#root')?.textContent).not.toContain('Home');
  });
});

describe('the sitemap and robots.txt', () => {
  it('lists /, /tools, /blog and every tool page with lastmod', () => {
    const xml = sitemapXml(SITE, [
      { _id: 'b', createdAt: '2025-01-09T09:00:00.000Z' },
      { _id: 'a&b', createdAt: '2024-12-20T09:00:00.000Z' },
    ]);
    const document = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
    const urls = [...document.querySelectorAll('url')].map((url) => [
      url.querySelector('loc')?.textContent,
      url.querySelector('lastmod')?.textContent ?? undefined,
    ]);
    expect(urls).toEqual([
      ['https://shop.example/', '2025-01-09'],
      ['https://shop.example/tools', '2025-01-09'],
      ['https://shop.example/blog', undefined],
      ['https://shop.example/tools/b', '2025-01-09'],
      ['https://shop.example/tools/a%26b', '2024-12-20'],
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  });

  it('disallows the signed-in pages and forms and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nDisallow: /dashboard\nDisallow: /purchase\nDisallow: /login\nDisallow: /signup\nDisallow: /cart\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });
});
