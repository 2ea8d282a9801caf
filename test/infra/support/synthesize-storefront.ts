/**
 * Builds the storefront stack in process for the template tests, with the same context (feature
 * flags) as `cdk synth` reads from cdk.json and a stand-in web build.
 *
 * Function bundling and CDK's built-in CloudFormation rule check are skipped here: they do not
 * change the template's shape, and test/infra/cdk-cli-synth.test.ts runs both through the real CLI.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { MonitoringStack } from '../../../infra/monitoring-stack.js';
import { StorefrontStack, type StorefrontStackProps } from '../../../infra/storefront-stack.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const TEST_STAGE = 'test';
export const TEST_CONTEXT = {
  firebaseProjectId: 'storefront-test',
  firebaseApiKey: 'AIzaTestWebApiKey',
  stripePublishableKey: 'pk_test_storefront',
  emailSender: 'shop@storefront.test',
  adminEmails: 'owner@storefront.test',
  alarmEmail: 'alarms@storefront.test',
  /** An Ed25519 public key (SPKI DER, base64) of a pair made for these tests. */
  tokenPublicKeys: 'MCowBQYDK2VwAyEA5j5ERRy2u7FJtesc9ULhL/7nsBwDAzHgSQKYVu8IGAg=',
  /** Its own account: no committed stage uses it. */
  account: '999999999999',
  stripeWebhookIps: '3.18.12.63,54.187.216.72',
} as const;

export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

/** A folder shaped like web/dist: index.html, hashed files, a public image and the local-only files. */
export function createWebBuildFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-web-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><div id="root"></div><script type="module" src="/static/js/index.abc123.js"></script>',
    'app-shell.html': '<!doctype html><div id="root"><main></main></div><script type="module" src="/static/js/index.abc123.js"></script>',
    'blog.html': '<!doctype html><div id="root"><main><h1>Blog</h1></main></div><script type="module" src="/static/js/index.abc123.js"></script>',
    'static/js/index.abc123.js': 'console.log("storefront")',
    'images/tool-1.jpg': 'jpg',
    'runtime-config.json': JSON.stringify({ apiUrl: 'http://localhost:3001', paymentMode: 'local' }),
    '.vite/manifest.json': '{}',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export interface SynthesizedStorefront {
  readonly stack: StorefrontStack;
  readonly template: Template;
  readonly templateJson: TemplateJson;
  /** The alarms and dashboard (monitoring-stack.ts). */
  readonly monitoring: Template;
  readonly monitoringJson: TemplateJson;
  /** The cloud assembly folder (assets such as runtime-config.json are staged here). */
  readonly outdir: string;
  /** Removes the temporary folders (call it in afterAll). */
  readonly cleanup: () => void;
}

export interface TemplateResource {
  Type: string;
  Properties?: Record<string, any>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}
export interface TemplateJson {
  Resources: Record<string, TemplateResource>;
  Outputs?: Record<string, { Value: unknown; Description?: string }>;
}

export function synthesizeStorefront(overrides: Partial<StorefrontStackProps> = {}): SynthesizedStorefront {
  const outdir = mkdtempSync(join(tmpdir(), 'storefront-cdk-out-'));
  const webAssetPath = createWebBuildFixture();
  const app = new App({
    outdir,
    builtinCloudFormationValidation: false,
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] },
  });
  const stack = new StorefrontStack(app, `Storefront-${TEST_STAGE}`, {
    stage: TEST_STAGE,
    firebase: {
      projectId: TEST_CONTEXT.firebaseProjectId,
      apiKey: TEST_CONTEXT.firebaseApiKey,
      authDomain: `${TEST_CONTEXT.firebaseProjectId}.firebaseapp.com`,
    },
    stripePublishableKey: TEST_CONTEXT.stripePublishableKey,
    tokenPublicKeys: TEST_CONTEXT.tokenPublicKeys,
    stripeWebhookIps: TEST_CONTEXT.stripeWebhookIps.split(','),
    webAssetPath,
    email: { sender: TEST_CONTEXT.emailSender, adminEmails: [TEST_CONTEXT.adminEmails] },
    operations: { alarmEmail: TEST_CONTEXT.alarmEmail, monthlyBudgetUsd: 50 },
    ...overrides,
  });
  const monitoringStack = new MonitoringStack(app, `Storefront-${TEST_STAGE}-monitoring`, {
    shop: stack,
    alarmEmail: TEST_CONTEXT.alarmEmail,
    githubRepository: 'example-org/storefront',
  });
  const template = Template.fromStack(stack);
  const monitoring = Template.fromStack(monitoringStack);
  const cleanup = () => {
    for (const dir of [outdir, webAssetPath]) rmSync(dir, { recursive: true, force: true });
  };
  return { stack, template, templateJson: template.toJSON() as TemplateJson, monitoring, monitoringJson: monitoring.toJSON() as TemplateJson, outdir, cleanup };
}
