/**
 * `npm run lint:template`: runs cfn-lint on the template of the local stack and on every template of
 * every committed stage (infra/stages/*.json: the shop, its monitoring and its deploy access, as
 * `cdk synth -c stage=<stage>` makes them, without bundling: the templates are the same). Any error
 * fails. Settings and justified exceptions: .cfnlintrc.yaml.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Tags } from 'aws-cdk-lib';
import { DeployAccessStack } from '../infra/deploy-access-stack.js';
import { MonitoringStack } from '../infra/monitoring-stack.js';
import { synthesizeLocalStack } from '../infra/local/synth-stack.js';
import { readStageFiles } from '../infra/stage-rules.js';
import { StorefrontStack } from '../infra/storefront-stack.js';

const dir = mkdtempSync(join(tmpdir(), 'storefront-cfn-lint-'));
const local = synthesizeLocalStack({ bundle: false });
try {
  const files = [join(dir, 'Storefront-local.template.json')];
  writeFileSync(files[0]!, JSON.stringify(local.template, null, 1));
  for (const [stage, settings] of Object.entries(readStageFiles())) files.push(...synthesizeStage(stage, settings));
  const result = spawnSync('cfn-lint', ['--config-file', '.cfnlintrc.yaml', '--', ...files], { stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`cfn-lint found problems in the synthesized templates (exit ${result.status}).`);
    process.exitCode = 1;
  } else {
    console.log(`cfn-lint: ${files.length} templates clean (local, and every stage's).`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  local.cleanup();
}

/** The stage's stacks as infra/app.ts builds them, written to `dir`; returns the template files. */
function synthesizeStage(stage: string, settings: Record<string, unknown>): string[] {
  const text = (name: string) => String(settings[name] ?? '');
  const list = (name: string) =>
    text(name)
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  const webAssetPath = join(dir, `web-${stage}`);
  mkdirSync(join(webAssetPath, 'static'), { recursive: true });
  writeFileSync(join(webAssetPath, 'index.html'), '<!doctype html><title>storefront</title>');
  writeFileSync(join(webAssetPath, 'app-shell.html'), '<!doctype html><title>storefront</title>');
  const cdkJson = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  const outdir = join(dir, `cdk.out-${stage}`);
  const app = new App({ outdir, context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  const env = { account: text('account'), region: text('region') };
  const shop = new StorefrontStack(app, `Storefront-${stage}`, {
    env,
    stage,
    firebase: { projectId: text('firebaseProjectId'), apiKey: text('firebaseApiKey'), authDomain: `${text('firebaseProjectId')}.firebaseapp.com` },
    stripePublishableKey: text('stripePublishableKey'),
    tokenPublicKeys: text('tokenPublicKeys'),
    stripeWebhookIps: list('stripeWebhookIps'),
    webAssetPath,
    email: { sender: text('emailSender'), adminEmails: list('adminEmails') },
    operations: { alarmEmail: text('alarmEmail'), monthlyBudgetUsd: Number(text('monthlyBudgetUsd') || '50') },
  });
  new MonitoringStack(app, `Storefront-${stage}-monitoring`, { env, shop, alarmEmail: text('alarmEmail'), githubRepository: text('githubRepository') });
  new DeployAccessStack(app, `Storefront-${stage}-deploy-access`, {
    env,
    stage,
    account: text('account'),
    githubRepository: text('githubRepository'),
    smokeChecksReceipt: text('stripePublishableKey').startsWith('pk_test_'),
  });
  Tags.of(app).add('project', 'storefront');
  Tags.of(app).add('stage', stage);
  app.synth();
  return [`Storefront-${stage}`, `Storefront-${stage}-monitoring`, `Storefront-${stage}-deploy-access`].map((name) => join(outdir, `${name}.template.json`));
}
