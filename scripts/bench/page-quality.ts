/**
 * Lighthouse-class page quality of the home page, measured in headless Chromium against the
 * production build: Largest Contentful Paint, Cumulative Layout Shift and Total Blocking Time
 * (the part of every long task beyond 50 ms, from First Contentful Paint on), read with
 * PerformanceObserver. No CPU or network throttling: loopback, this machine.
 */
import { chromium, type Browser } from 'playwright-core';
import { median } from './stats.js';
import { startWebPreviewServer } from '../../infra/local/web-dev-server.js';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.js';

export interface PageQuality {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
}

/** Registered before the page's own scripts run; `buffered` also catches what happened earlier. */
const OBSERVE_VITALS = () => {
  const vitals = { lcp: 0, cls: 0, fcp: 0, longTasks: [] as { start: number; duration: number }[] };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** How long the page is left alone after the network went quiet, for late tasks and shifts. */
const SETTLE_MS = 1500;

async function measureOnce(browser: Browser, url: string): Promise<PageQuality> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_VITALS);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const vitals = await page.evaluate(
      () => (window as unknown as { __vitals: { lcp: number; cls: number; fcp: number; longTasks: { start: number; duration: number }[] } }).__vitals,
    );
    const tbtMs = vitals.longTasks.filter((task) => task.start + task.duration > vitals.fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return { lcpMs: vitals.lcp, cls: vitals.cls, tbtMs, fcpMs: vitals.fcp };
  } finally {
    await context.close();
  }
}

export interface PreviewOptions {
  outDir: string;
  port: number;
  /** STOREFRONT_RUNTIME_CONFIG and STOREFRONT_API_PROXY_TARGET (webServerEnvironment of infra/local/local-config.ts). */
  environment: Readonly<Record<string, string>>;
}

/**
 * Serves the production build in `outDir` with `vite preview` on `port` (runtime-config.json and the
 * /api proxy from `environment`), as `npm run preview:web` does (infra/local/web-dev-server.ts).
 * `port` must be the stack's web port: its site functions read index.html from there, so the
 * crawler-ready pages (/tools, /tools/{id}) come from this build's index.html, as CloudFront's do.
 */
export async function servePreview(options: PreviewOptions): Promise<{ close(): Promise<void> }> {
  const server = await startWebPreviewServer(options.port, options.environment, options.outDir);
  if (!server) throw new Error('web/vite.config.ts is missing: the production build cannot be served');
  return { close: () => server.stop() };
}

/** Serves `outDir` (servePreview) and measures `runs` fresh loads; medians. */
export async function measurePageQuality(options: PreviewOptions & { runs: number }): Promise<PageQuality> {
  const server = await servePreview(options);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const url = `http://localhost:${options.port}/`;
    const results: PageQuality[] = [];
    for (let run = 0; run < options.runs; run++) results.push(await measureOnce(browser, url));
    const middle = (pick: (quality: PageQuality) => number) => median(results.map(pick));
    return { lcpMs: middle((q) => q.lcpMs), cls: middle((q) => q.cls), tbtMs: middle((q) => q.tbtMs), fcpMs: middle((q) => q.fcpMs) };
  } finally {
    await browser.close();
    await server.close();
  }
}
