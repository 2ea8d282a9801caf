/** Every Lambda bundle, built with the CDK stack's own esbuild options, stays within its size budget. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMBDA_BUNDLE_BUDGET_BYTES } from '../../scripts/bench/budgets.js';
import { bundleHandlers, handlerNames, type LambdaBundle } from '../../scripts/bench/lambda-bundles.js';

describe('the Lambda bundles', () => {
  let outDir: string;
  let bundles: Map<string, LambdaBundle>;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'storefront-perf-lambdas-'));
    bundles = new Map((await bundleHandlers(outDir)).map((bundle) => [bundle.handler, bundle]));
  });

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it.each(handlerNames())(`bundles %s into at most ${LAMBDA_BUNDLE_BUDGET_BYTES / 1024} KiB, minified`, (handler) => {
    const bundle = bundles.get(handler);
    expect(bundle, `no bundle for ${handler}`).toBeDefined();
    expect(bundle!.minifiedBytes).toBeLessThanOrEqual(LAMBDA_BUNDLE_BUDGET_BYTES);
  });
});
