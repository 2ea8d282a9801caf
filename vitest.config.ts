import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs every project below. Nothing is skipped: a part that cannot run (no Java, no
 * Chromium, no emulator) fails its global setup and with it the run.
 * The projects that start a local stack (integration, e2e) run in their own vitest processes
 * (see package.json), one after the other: each stack synthesizes the CDK app and runs its
 * functions in child processes, which is enough load for a small machine at a time.
 */
/** Handlers called in the test's own process get the origin header's secret as their environment would hold it. */
const inProcessHandlers = { env: { ORIGIN_VERIFY_SECRET: 'in-process-origin-verify-secret', POWERTOOLS_METRICS_DISABLED: 'true' } };

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core machine one worker, with the
    // other core idle while that worker waits on a child process (esbuild, cdk synth, a browser). Two
    // at least keep both cores busy (unit to perf: 8 min -> 6 min here).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          ...inProcessHandlers,
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // A page test renders lazy chunks and waits on a fake API: on a busy 2-core machine that can
          // pass vitest's 5 s default. A failing expectation still fails at once.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'security',
          ...inProcessHandlers,
          include: ['test/security/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'perf',
          ...inProcessHandlers,
          include: ['test/perf/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // A page settles after its data arrives: expect.poll retries a read until then, and fails after 10 s.
          expect: { poll: { timeout: 10_000 } },
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          setupFiles: ['test/e2e/support/seeded-customer-orders.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
