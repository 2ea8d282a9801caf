/**
 * Lighthouse (its default mobile settings: Moto G Power viewport, simulated slow 4G and 4x CPU
 * slowdown) on the home page of the production build, served by `vite preview` while the local
 * stack serves the seeded data: the four category scores and Largest Contentful Paint, each the
 * median of `runs` runs, every run in a fresh headless Chromium (empty cache).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../chromium.js';
import { servePreview, type PreviewOptions } from './page-quality.js';
import { BENCH_OUTPUT_DIR } from './paths.js';
import { median } from './stats.js';

/** Where each run's full Lighthouse report is written (JSON, for the audits' details). */
export const LIGHTHOUSE_REPORT_DIR = join(BENCH_OUTPUT_DIR, 'lighthouse');

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseResult {
  /** 0-100, as Lighthouse shows them. */
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  /** Total blocking time: the main thread's long tasks between the first paint and interactive. */
  tbtMs: number;
  /** Failed audits of the median performance run's categories, for the report when a score is short. */
  failedAudits: string[];
  /** What the Largest Contentful Paint was, as Lighthouse names the element. */
  lcpElement: string;
}

type Audit = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']['audits'][string];

/** The LCP element's HTML and the time spent in each phase of it (TTFB, load delay, load time, render delay), from Lighthouse's audit. */
function lcpElementOf(audit: Audit | undefined): string {
  const tables = (audit?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)?.items ?? [];
  const snippet = tables
    .flatMap((table) => table.items ?? [])
    .map((item) => (item.node as { snippet?: string } | undefined)?.snippet)
    .find(Boolean);
  const phases = tables
    .flatMap((table) => table.items ?? [])
    .filter((item) => typeof item.phase === 'string' && typeof item.timing === 'number')
    .map((item) => `${String(item.phase)} ${Math.round(item.timing as number)} ms`);
  return [snippet ?? 'unknown element', ...phases].join('; ');
}

async function runOnce(url: string, reportFile: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    writeFileSync(reportFile, JSON.stringify(result.lhr));
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const scores = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((id) => {
        const score = categories[id]?.score;
        if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
        return [id, Math.round(score * 100)];
      }),
    ) as Record<LighthouseCategory, number>;
    const lcpMs = audits['largest-contentful-paint']?.numericValue;
    if (typeof lcpMs !== 'number') throw new Error('Lighthouse gave no Largest Contentful Paint');
    const tbtMs = audits['total-blocking-time']?.numericValue;
    if (typeof tbtMs !== 'number') throw new Error('Lighthouse gave no Total Blocking Time');
    const failedAudits = LIGHTHOUSE_CATEGORIES.flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && typeof audits[ref.id]?.score === 'number' && audits[ref.id]!.score! < 0.9)
        .map((ref) => ref.id),
    );
    return { scores, lcpMs, tbtMs, failedAudits: [...new Set(failedAudits)], lcpElement: lcpElementOf(audits['largest-contentful-paint-element']) };
  } finally {
    chrome.kill();
  }
}

/** Serves `outDir` (servePreview) and runs Lighthouse `runs` times on its page at `path` (the home page by default); medians. */
export async function measureLighthouse(options: PreviewOptions & { runs: number; path?: string }): Promise<LighthouseResult> {
  const server = await servePreview(options);
  try {
    const url = `http://localhost:${options.port}${options.path ?? '/'}`;
    const results: LighthouseResult[] = [];
    mkdirSync(LIGHTHOUSE_REPORT_DIR, { recursive: true });
    const page = (options.path ?? '/').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    for (let run = 0; run < options.runs; run++) results.push(await runOnce(url, join(LIGHTHOUSE_REPORT_DIR, `${page}-${run + 1}.json`)));
    const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, median(results.map((r) => r.scores[id]))])) as Record<LighthouseCategory, number>;
    const lcpMs = median(results.map((r) => r.lcpMs));
    const tbtMs = median(results.map((r) => r.tbtMs));
    const lcpElement = [...new Set(results.map((r) => `${Math.round(r.lcpMs)} ms: ${r.lcpElement}`))].join(' | ');
    return { scores, lcpMs, tbtMs, failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))], lcpElement };
  } finally {
    await server.close();
  }
}
