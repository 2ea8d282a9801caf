// Every value goes into HTML or XML through escape-html, and the JSON-LD through scriptSafeJson,
// so no text of a tool can end the <script> element or the attribute it is in.
import { absoluteImageUrl } from '../../catalog/contract/image-url.js';
import escapeHtml from 'escape-html';
import { dollarsText } from '../../platform/contract/money.js';
import { HOME_SHELL_END, HOME_SHELL_START, PRERENDERED_PAGE_ATTRIBUTE, SHOP_NAME } from '../../platform/contract/shop.js';
import type { Tool } from '../../catalog/contract/tool.js';
import { categoryOf } from '../../catalog/contract/tool-answer.js';

/** Search engines show about this much of a description. */
export const MAX_DESCRIPTION_LENGTH = 160;

/** The paths crawlers are asked to leave alone: signed-in pages and forms. */
export const DISALLOWED_PATHS = ['/dashboard', '/purchase', '/login', '/signup', '/cart'] as const;

/** The public pages the sitemap lists besides the tools. */
export const SITEMAP_PAGES = ['/', '/tools', '/blog'] as const;

export const toolPagePath = (id: string) => `/tools/${encodeURIComponent(id)}`;

/** The text on one line, cut at a word to at most `max` characters (with '…' when cut). */
export function shortText(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= max) return oneLine;
  const cut = oneLine.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** JSON that can sit inside a <script> element: nothing in it can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const isInStock = (tool: Pick<Tool, 'available' | 'minimum'>) => tool.available > 0 && tool.available >= tool.minimum;

export function productJsonLd(tool: Tool, siteOrigin: string): Record<string, unknown> {
  const url = new URL(toolPagePath(tool._id), siteOrigin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: tool.name,
    description: tool.desc,
    image: absoluteImageUrl(tool.img, siteOrigin),
    sku: tool.sku,
    category: categoryOf(tool),
    offers: {
      '@type': 'Offer',
      price: dollarsText(tool.priceCents, { symbol: false }),
      priceCurrency: 'USD',
      availability: isInStock(tool) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
    ...(tool.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: tool.rating.average, reviewCount: tool.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

interface PageHead {
  title: string;
  description?: string;
  /** Tags added at the end of <head>, already escaped. */
  extraTags: string[];
  /** Replaces the home page's first screen in the frame's <main>; already escaped. */
  body?: string;
}

/** The frame stays: only the title, description, tags and first screen change. */
function fillTemplate(template: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  let html = template.replace(/<title>[^<]*<\/title>/i, () => title);
  if (head.description !== undefined) {
    const meta = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    html = /<meta name="description"[^>]*>/i.test(html)
      ? html.replace(/<meta name="description"[^>]*>/i, () => meta)
      : html.replace('</head>', () => `${meta}</head>`);
  }
  const start = html.indexOf(HOME_SHELL_START);
  const end = html.indexOf(HOME_SHELL_END);
  if (start !== -1 && end > start) html = html.slice(0, start) + (head.body ?? '') + html.slice(end + HOME_SHELL_END.length);
  return html.replace('</head>', () => `${head.extraTags.join('\n    ')}\n  </head>`);
}

/** Mirrors the app's product page, which replaces it, so the largest image and the name come with the HTML. */
function toolFirstScreen(tool: Tool): string {
  return [
    `<div ${PRERENDERED_PAGE_ATTRIBUTE}="tool" class="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10"><article class="grid gap-8 md:grid-cols-2">`,
    `<img src="${escapeHtml(tool.img)}" alt="${escapeHtml(tool.name)}" class="card aspect-[4/3] w-full bg-slate-100 object-cover" width="400" height="300" fetchpriority="high" />`,
    '<div class="flex flex-col gap-3">',
    `<p class="text-sm font-semibold tracking-wide text-teal-800 uppercase">${escapeHtml(categoryOf(tool))}</p>`,
    `<h1 class="text-3xl font-bold">${escapeHtml(tool.name)}</h1>`,
    `<p class="text-slate-700">${escapeHtml(tool.desc)}</p>`,
    '</div></article></div>',
  ].join('');
}

function linkTags(page: { url: string; type: 'product' | 'website'; title: string; description: string; image?: string }): string[] {
  const attribute = escapeHtml;
  return [
    `<link rel="canonical" href="${attribute(page.url)}" />`,
    `<meta property="og:type" content="${page.type}" />`,
    `<meta property="og:title" content="${attribute(page.title)}" />`,
    `<meta property="og:description" content="${attribute(page.description)}" />`,
    ...(page.image === undefined ? [] : [`<meta property="og:image" content="${attribute(page.image)}" />`]),
    `<meta property="og:url" content="${attribute(page.url)}" />`,
  ];
}

/** A tool's page: what a crawler or a link preview needs is in the HTML before any script runs. */
export function toolPageHtml(template: string, tool: Tool, siteOrigin: string): string {
  const url = new URL(toolPagePath(tool._id), siteOrigin).href;
  const title = `${tool.name} | ${SHOP_NAME}`;
  const description = shortText(tool.desc);
  const image = absoluteImageUrl(tool.img, siteOrigin);
  return fillTemplate(template, {
    title,
    description,
    body: toolFirstScreen(tool),
    extraTags: [
      ...linkTags({ url, type: 'product', title, description, image }),
      ...(image === undefined ? [] : [`<link rel="preload" as="image" href="${escapeHtml(tool.img)}" fetchpriority="high" />`]),
      `<script type="application/ld+json">${scriptSafeJson(productJsonLd(tool, siteOrigin))}</script>`,
    ],
  });
}

export const CATALOG_PAGE_DESCRIPTION = 'Every tool and part on sale: search by name, filter by category, sort by price or rating, and order in bulk.';

/** Two rows of cards on a wide screen. */
export const CATALOG_FIRST_CARDS = 6;

export type FirstCardTool = Pick<Tool, '_id' | 'name' | 'desc' | 'img'>;

/** Mirrors the start of the app's tool card. */
function firstCard(tool: FirstCardTool, index: number): string {
  const priority = index === 0 ? ' fetchpriority="high"' : ' loading="lazy"';
  return [
    '<li class="flex"><article class="card flex w-full flex-col overflow-hidden">',
    `<img src="${escapeHtml(tool.img)}" alt="${escapeHtml(tool.name)}" class="aspect-[4/3] w-full bg-slate-100 object-cover" width="400" height="300"${priority} />`,
    '<div class="flex flex-1 flex-col gap-2 p-5">',
    `<h3 class="text-xl font-bold"><a href="${escapeHtml(toolPagePath(tool._id))}" class="hover:underline">${escapeHtml(tool.name)}</a></h3>`,
    `<p class="flex-1 text-slate-700">${escapeHtml(tool.desc)}</p>`,
    '</div></article></li>',
  ].join('');
}

/** Mirrors the app's catalog page, which replaces it, so the page's largest image comes with the HTML. */
function catalogFirstScreen(tools: readonly FirstCardTool[]): string {
  const cards = tools.length === 0 ? '' : `<ul class="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${tools.map(firstCard).join('')}</ul>`;
  return `<div ${PRERENDERED_PAGE_ATTRIBUTE}="catalog" class="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10"><h1 class="text-center text-4xl font-bold">Tools</h1>${cards}</div>`;
}

/** A searched or filtered view gets no cards: the app shows that view itself. */
export function catalogPageHtml(template: string, siteOrigin: string, newestTools: readonly FirstCardTool[] = []): string {
  const url = new URL('/tools', siteOrigin).href;
  const title = `Tools | ${SHOP_NAME}`;
  return fillTemplate(template, {
    title,
    description: CATALOG_PAGE_DESCRIPTION,
    body: catalogFirstScreen(newestTools),
    extraTags: [
      ...linkTags({ url, type: 'website', title, description: CATALOG_PAGE_DESCRIPTION }),
      ...newestTools.slice(0, 1).map((tool) => `<link rel="preload" as="image" href="${escapeHtml(tool.img)}" fetchpriority="high" />`),
    ],
  });
}

/** Crawlers are asked not to index an archived or unknown tool's page. */
export function notFoundPageHtml(template: string): string {
  return fillTemplate(template, { title: `Page not found | ${SHOP_NAME}`, extraTags: ['<meta name="robots" content="noindex" />'] });
}

export interface SitemapTool {
  _id: string;
  createdAt: string;
}

/** /sitemap.xml: the public pages and every tool on sale, each tool with the day it was added (lastmod). */
export function sitemapXml(siteOrigin: string, tools: readonly SitemapTool[]): string {
  const day = (timestamp: string) => timestamp.slice(0, 10);
  const newest = tools.reduce<string | undefined>((latest, tool) => (!latest || tool.createdAt > latest ? tool.createdAt : latest), undefined);
  const entry = (path: string, lastmod: string | undefined) =>
    `  <url><loc>${escapeHtml(new URL(path, siteOrigin).href)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>`;
  const pages = SITEMAP_PAGES.map((path) => entry(path, path === '/blog' ? undefined : newest));
  const toolPages = tools.map((tool) => entry(toolPagePath(tool._id), tool.createdAt));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...toolPages,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteOrigin: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', siteOrigin).href}`, ''].join('\n');
}
