/**
 * Synthesizes the real StorefrontStack in process, into a temporary cloud assembly, for the local
 * stack: the template (functions, roles and policies, routes, CORS) and, when bundling, the very
 * function bundles and layers `cdk deploy` would upload (`<assembly>/asset.<hash>/`). The assembly
 * lives under the system temp folder, outside the project: nothing a bundle imports can resolve
 * from the project's node_modules by accident.
 */
import type { TradeTerms } from '../../functions/platform/contract/trade-terms.js';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import type { RouteDefinition } from '../../functions/manifest.js';
import { StorefrontStack } from '../storefront-stack.js';
import { LOCAL_EMAIL_SENDER, LOCAL_FIREBASE_API_KEY, LOCAL_PROJECT_ID, LOCAL_TOKEN_PUBLIC_KEY } from './local-config.js';
import { SEED_ADMIN } from './seed-data.js';
import { bundleInputsKey, cachedBundles, keepBundles, withCachedCode } from './bundle-cache.js';
import type { CfnTemplate } from './template-model.js';

export const LOCAL_STAGE = 'local';
const STACK_NAME = `Storefront-${LOCAL_STAGE}`;
const CDK_JSON = fileURLToPath(new URL('../../cdk.json', import.meta.url));

export interface SynthOptions {
  /** Build the function bundles and layers (the deployed artifacts); false skips esbuild (source mode). */
  bundle: boolean;
  /** @default the route manifest */
  routes?: readonly RouteDefinition[];
  /** How long an unpaid order holds its stock (the integration tests use a few seconds). @default the stack's default */
  unpaidOrderHoldMinutes?: number;
  /** @default the stack's default (no tax) */
  tradeTerms?: TradeTerms;
}

export interface SynthesizedStack {
  template: CfnTemplate;
  /** The cloud assembly folder: its `asset.<hash>` folders hold the bundles and layers. */
  assemblyDir: string;
  cleanup(): void;
}

function cdkJsonContext(): Record<string, unknown> {
  return (JSON.parse(readFileSync(CDK_JSON, 'utf8')) as { context?: Record<string, unknown> }).context ?? {};
}

/** The stack needs a web build to deploy; the local stack serves the app with Vite, so an empty one does. */
function emptyWebBuild(root: string): string {
  const dir = join(root, 'web-build');
  mkdirSync(join(dir, 'static'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>storefront</title>');
  writeFileSync(join(dir, 'static', '.keep'), '');
  return dir;
}

/**
 * With `bundle`, the bundles and layers come from the bundle cache when the code is as it was when
 * they were built (bundle-cache.ts), and a fresh bundling of the whole stack is kept there.
 */
export function synthesizeLocalStack(options: SynthOptions): SynthesizedStack {
  if (!options.bundle) return synthesize(options);
  const key = bundleInputsKey();
  const cached = cachedBundles(key, STACK_NAME);
  if (cached) {
    const unbundled = synthesize({ ...options, bundle: false });
    const template = withCachedCode(unbundled.template, cached);
    if (template) return { template, assemblyDir: cached.assemblyDir, cleanup: unbundled.cleanup };
    unbundled.cleanup();
  }
  const bundled = synthesize(options);
  // Only the whole stack's bundles are kept: a stack of some routes has only some of them.
  if (options.routes !== undefined) return bundled;
  return { ...bundled, assemblyDir: keepBundles(key, bundled.assemblyDir) };
}

function synthesize(options: SynthOptions): SynthesizedStack {
  const root = mkdtempSync(join(tmpdir(), 'storefront-local-synth-'));
  const assemblyDir = join(root, 'cdk.out');
  const app = new App({
    outdir: assemblyDir,
    context: {
      ...cdkJsonContext(),
      // Each resource's construct path in its metadata: the local functions are named after it.
      'aws:cdk:enable-path-metadata': true,
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
    },
  });
  new StorefrontStack(app, STACK_NAME, {
    stage: LOCAL_STAGE,
    firebase: { projectId: LOCAL_PROJECT_ID, apiKey: LOCAL_FIREBASE_API_KEY, authDomain: `${LOCAL_PROJECT_ID}.firebaseapp.com` },
    stripePublishableKey: 'pk_test_local',
    tokenPublicKeys: LOCAL_TOKEN_PUBLIC_KEY,
    webAssetPath: emptyWebBuild(root),
    routes: options.routes,
    // aws-ses-v2-local accepts any sender; the seeded admin hears about paid orders.
    email: { sender: LOCAL_EMAIL_SENDER, adminEmails: [SEED_ADMIN.email] },
    unpaidOrderHoldMinutes: options.unpaidOrderHoldMinutes,
    tradeTerms: options.tradeTerms,
    operations: { alarmEmail: SEED_ADMIN.email, monthlyBudgetUsd: 1 },
  });
  const assembly = app.synth();
  const template = assembly.getStackByName(STACK_NAME).template as CfnTemplate;
  return { template, assemblyDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
