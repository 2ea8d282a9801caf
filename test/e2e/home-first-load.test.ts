/**
 * The home page's first load (the entry chunk, the app it starts, and everything they import statically) must not carry
 * the Firebase SDK, Stripe, Chart.js, or dashboard and admin code: those load only when needed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { firstLoadFiles as firstLoadOf, readManifest } from '../../scripts/bench/web-first-load.js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { EAGER_COMPILE_HINT } from '../../web/vite.config.js';

/** Code that would prove a part is in the first load. */
const markers = {
  'the Firebase SDK': ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com'],
  Stripe: ['js.stripe.com'],
  'the dashboard': ['Welcome to dashboard'],
  'admin pages': ['Manage All orders', 'You make ', "You've deleted a product"],
  'Chart.js (the Sales page only)': ['Canvas is already in use'],
};

describe('the home page first load', () => {
  let outDir: string;
  let manifest: Manifest;
  let firstLoadFiles: string[];

  beforeAll(() => {
    // The production build the browser tests' stack serves (the global setup's).
    outDir = inject('e2eStack').webBuildDir;
    manifest = readManifest(outDir);
    firstLoadFiles = firstLoadOf(manifest).js;
  });

  it('has the home page in the entry and every other page in its own chunk', () => {
    const dynamicSources = Object.values(manifest)
      .filter((chunk) => chunk.isDynamicEntry)
      .map((chunk) => chunk.src ?? '');
    for (const page of ['lib/auth/firebase.ts', 'app/routes/dashboard-layout.tsx', 'app/routes/login-page.tsx', 'app/routes/pay-page.tsx']) {
      expect(dynamicSources.some((src) => src.endsWith(page))).toBe(true);
    }
  });

  it.each(Object.entries(markers))('does not include %s (which the build does contain)', (_part, texts) => {
    const allFiles = Object.values(manifest).map((chunk) => chunk.file);
    for (const text of texts)
      expect(
        allFiles.some((file) => readFileSync(join(outDir, file), 'utf8').includes(text)),
        `no chunk contains '${text}'`,
      ).toBe(true);
    for (const file of firstLoadFiles) {
      const code = readFileSync(join(outDir, file), 'utf8');
      for (const text of texts) expect(code.includes(text), `${file} contains '${text}'`).toBe(false);
    }
  });

  it("starts the app's chunk and the public pages' routes with V8's compile hint, and only those (storefront-eager-compile-hint plugin)", () => {
    const firstLine = (file: string) => readFileSync(join(outDir, file), 'utf8').split('\n', 1)[0];
    // The app's chunk is named for its group (web/vite.config.ts), a route's for its source file.
    const chunkOf = (src: string) =>
      Object.values(manifest).find((chunk) => (src === 'app/start.tsx' ? chunk.name === 'start' && !chunk.src : chunk.src?.endsWith(src)));
    for (const src of ['app/start.tsx', 'app/routes/home-sections.tsx', 'app/routes/tools-page.tsx', 'app/routes/tool-page.tsx', 'app/routes/blog-page.tsx']) {
      const chunk = chunkOf(src);
      expect(chunk, src).toBeDefined();
      expect(firstLine(chunk!.file), src).toBe(EAGER_COMPILE_HINT);
      // And what it imports statically, which its first render runs too.
      for (const imported of chunk!.imports ?? []) expect(firstLine(manifest[imported]!.file), `${src} imports ${imported}`).toBe(EAGER_COMPILE_HINT);
    }
    // A page opened later (the Sales page with Chart.js, sign-in with Firebase) is compiled as it runs.
    for (const src of ['app/routes/sales-page.tsx', 'lib/auth/firebase.ts']) expect(firstLine(chunkOf(src)!.file), src).not.toBe(EAGER_COMPILE_HINT);
  });

  it("preloads no chunk's imports: each module streams and compiles off the main thread (web/vite.config.ts, modulePreload)", () => {
    const jsFiles = Object.values(manifest).map((chunk) => chunk.file);
    // What Vite's preload helper would put in <link rel="modulepreload"> before an import() runs: its list of files.
    const preloaded = jsFiles.flatMap((file) => {
      const list = /__vite__mapDeps=.*?m\.f=\[([^\]]*)\]/.exec(readFileSync(join(outDir, file), 'utf8'))?.[1] ?? '';
      return [...list.matchAll(/"([^"]+)"/g)].map((match) => `${file} -> ${match[1]}`);
    });
    // The check sees the lists that are there: the stylesheet's (inlined into index.html, the file kept).
    expect(preloaded.some((entry) => entry.endsWith('.css'))).toBe(true);
    expect(preloaded.filter((entry) => entry.endsWith('.js'))).toEqual([]);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).not.toContain('modulepreload');
  });

  it('has the home page first screen prerendered into index.html (storefront-home-shell plugin)', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).not.toContain('<!--home-shell-->');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<nav aria-label="Main"/);
    // The same HTML serves every path: no navbar link is marked as the current page before the app runs.
    expect(root).not.toContain('aria-current="page"');
    expect(root).toContain('aria-roledescription="carousel"');
    // The largest image is in the HTML itself (a data: URL), so it needs no request of its own.
    expect(root).toMatch(/<img [^>]*src="data:image\/svg\+xml,[^"]+"[^>]*fetchpriority="high"/);
    // And it is the only image: the other slides' images come once the app runs (after that paint).
    expect(root.match(/<img /g)).toHaveLength(1);
    expect(root).toMatch(/<h2[^>]*>Tools<\/h2>/);
    // The stylesheet is inlined in <head> (storefront-inline-stylesheet plugin): the shell paints
    // styled with the HTML alone, with no render-blocking request before it.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    expect(head).toMatch(/<style>[^<]*\.btn-primary\{/);
  });

  it('keeps index.html within the first round trip (a 14 KiB initial congestion window, gzip)', () => {
    expect(gzipSync(readFileSync(join(outDir, 'index.html')), { level: 9 }).length).toBeLessThanOrEqual(14 * 1024);
  });
});
