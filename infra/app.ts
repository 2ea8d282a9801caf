/**
 * The CDK app entry (`cdk.json`: `npx tsx infra/app.ts`). CDK context is read here and nowhere else;
 * everything below gets typed props. Each stage's settings are committed in infra/stages/<stage>.json
 * (nothing secret), so `npx cdk synth -c stage=prod` needs no other value; a `-c name=value` still
 * wins over the file. See docs/deploy.md.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { publicKeysFromConfig } from '../functions/platform/eddsa-jwt.js';
import { readTradeTerms, type TradeTerms } from '../functions/platform/contract/trade-terms.js';
import { DEFAULT_UNPAID_ORDER_HOLD_MINUTES } from '../functions/platform/config.js';
import { PAGE_FILES } from '../functions/platform/contract/shop.js';
import { DeployAccessStack } from './deploy-access-stack.js';
import { MonitoringStack } from './monitoring-stack.js';
import { isAccountId, readStageFiles, stageSeparationProblems } from './stage-rules.js';
import { StorefrontStack } from './storefront-stack.js';

const app = new App();

const missing: string[] = [];
const stageName = String(app.node.tryGetContext('stage') ?? 'prod');
const stageFiles = readStageFiles();
const stageSettings: Record<string, unknown> = stageFiles[stageName] ?? {};
const context = (name: string, fallback?: string): string => {
  const value: unknown = app.node.tryGetContext(name) ?? stageSettings[name];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (fallback !== undefined) return fallback;
  missing.push(name);
  return '';
};

const stage = context('stage', 'prod');
const region = context('region', '');
// The stage's own AWS account: the stacks deploy there and nowhere else (a credential of another account fails).
const account = context('account');
// `owner/name`: whose GitHub Actions may deploy (deploy-access-stack.ts); the alarms link its runbook.
const githubRepository = context('githubRepository', '');
const alarmEmail = context('alarmEmail');
const monthlyBudgetText = context('monthlyBudgetUsd', '50');
// Optional: all three, or none (the shop then lives on its *.cloudfront.net address).
const domainName = context('domainName', '');
const hostedZoneId = context('hostedZoneId', '');
const hostedZoneName = context('hostedZoneName', '');
const firebaseProjectId = context('firebaseProjectId');
const firebaseApiKey = context('firebaseApiKey');
const firebaseAuthDomain = context('firebaseAuthDomain', `${firebaseProjectId}.firebaseapp.com`);
const stripePublishableKey = context('stripePublishableKey');
const tokenPublicKeys = context('tokenPublicKeys');
const webAssetPath = resolve(context('webAssetPath', 'web/dist'));
const emailSender = context('emailSender');
// Required: without it the owner would silently get no email of a paid order.
const adminEmails = context('adminEmails')
  .split(',')
  .map((email) => email.trim())
  .filter((email) => email !== '');
// Stripe's published webhook addresses (https://stripe.com/docs/ips): the only callers of the webhook path.
const stripeWebhookIps = context('stripeWebhookIps')
  .split(',')
  .map((ip) => ip.trim())
  .filter((ip) => ip !== '');
// Raised by the origin secret's rotation (docs/deploy.md): the deploy then gives CloudFront the secret's new value.
const originSecretGeneration = context('originSecretGeneration', '1');
const holdMinutesText = context('unpaidOrderHoldMinutes', String(DEFAULT_UNPAID_ORDER_HOLD_MINUTES));
const unpaidOrderHoldMinutes = Number(holdMinutesText);

const problems = missing.map((name) => `'${name}' is not set (in infra/stages/${stageName}.json, or -c ${name}=...)`);
if (account && !isAccountId(account)) problems.push(`account '${account}' must be an AWS account id (12 digits)`);
if (githubRepository && !/^[\w.-]+\/[\w.-]+$/.test(githubRepository)) problems.push(`githubRepository '${githubRepository}' must be owner/name`);
// Every stage apart from every other: the committed stage files, with this stage as it is synthesized now.
problems.push(...stageSeparationProblems({ ...stageFiles, [stageName]: { account, tokenPublicKeys } }));
if (region && region !== 'us-east-1') {
  problems.push(`region '${region}': the stack must be in us-east-1, where AWS keeps a CloudFront web ACL (docs/deploy.md)`);
}
const domainParts = [domainName, hostedZoneId, hostedZoneName].filter((value) => value !== '').length;
if (domainParts !== 0 && domainParts !== 3) problems.push('a custom domain needs domainName, hostedZoneId and hostedZoneName together');
const monthlyBudgetUsd = Number(monthlyBudgetText);
if (!Number.isFinite(monthlyBudgetUsd) || monthlyBudgetUsd <= 0) problems.push(`monthlyBudgetUsd '${monthlyBudgetText}' must be a positive number`);
if (alarmEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail)) problems.push(`alarmEmail '${alarmEmail}' is not an email address`);
if (!/^[a-z0-9-]+$/.test(stage)) problems.push(`stage '${stage}' must be lower-case letters, digits and dashes`);
if (stripePublishableKey && !/^pk_(test|live)_/.test(stripePublishableKey)) {
  problems.push('stripePublishableKey must be a Stripe publishable key (pk_test_... or pk_live_...), never a secret key');
}
if (tokenPublicKeys && !areEd25519PublicKeys(tokenPublicKeys)) {
  problems.push('tokenPublicKeys must be one or more Ed25519 public keys, SPKI DER in base64, separated by commas (docs/deploy.md shows how to make a pair)');
}
if (app.node.tryGetContext('tokenPublicKey') !== undefined) {
  problems.push('tokenPublicKey is now tokenPublicKeys (one key, or the old and the new one separated by a comma while the key changes)');
}
if (app.node.tryGetContext('additionalAllowedOrigins') !== undefined) {
  problems.push('additionalAllowedOrigins is no longer read: the web app calls the API on its own origin (/api), so the API has no CORS to extend');
}
if (!/^\d{1,6}$/.test(originSecretGeneration)) problems.push(`originSecretGeneration '${originSecretGeneration}' must be a whole number`);
if (emailSender && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(emailSender)) problems.push(`emailSender '${emailSender}' is not an email address`);
if (!Number.isFinite(unpaidOrderHoldMinutes) || unpaidOrderHoldMinutes <= 0) {
  problems.push(`unpaidOrderHoldMinutes '${holdMinutesText}' must be a positive number of minutes`);
}
for (const ip of stripeWebhookIps) if (!/^\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?$/.test(ip)) problems.push(`stripeWebhookIps: '${ip}' is not an IPv4 address`);
const tradeTerms = readTradeTermsOrReport();
if (!existsSync(join(webAssetPath, 'index.html'))) {
  problems.push(`no web build at ${webAssetPath} (run \`npm run build:web\` first, or pass -c webAssetPath=...)`);
}
// CloudFront answers every deep link but the home page's with the app shell or a static page's file (web-hosting.ts): a build without one would answer them 404.
else
  for (const file of PAGE_FILES.filter((page) => !existsSync(join(webAssetPath, page))))
    problems.push(`the web build at ${webAssetPath} has no ${file} (run \`npm run build:web\` again)`);
if (problems.length > 0) {
  throw new Error(`Cannot synthesize the storefront:\n- ${problems.join('\n- ')}\nSee docs/deploy.md.`);
}

// Pinned to us-east-1 (the stage's region): the CLOUDFRONT web ACL can only live there, and one
// region for everything needs no cross-region references. The account is the credentials' one.
const env = { account, region: region || 'us-east-1' };
const shop = new StorefrontStack(app, `Storefront-${stage}`, {
  env,
  operations: { alarmEmail, monthlyBudgetUsd },
  customDomain: domainName ? { domainName, hostedZoneId, hostedZoneName } : undefined,
  description: `Storefront (${stage}): web app, HTTP API, functions and tables`,
  stage,
  firebase: { projectId: firebaseProjectId, apiKey: firebaseApiKey, authDomain: firebaseAuthDomain },
  stripePublishableKey,
  tokenPublicKeys,
  stripeWebhookIps,
  webAssetPath,
  email: { sender: emailSender, adminEmails },
  unpaidOrderHoldMinutes,
  tradeTerms,
  originSecretGeneration,
});
new MonitoringStack(app, `Storefront-${stage}-monitoring`, {
  env,
  description: `Storefront (${stage}): alarms and dashboard`,
  shop,
  alarmEmail,
  githubRepository: githubRepository || undefined,
});
if (githubRepository) {
  new DeployAccessStack(app, `Storefront-${stage}-deploy-access`, {
    env,
    description: `Storefront (${stage}): what GitHub Actions may do in this account`,
    stage,
    account,
    githubRepository,
    // A test key: the smoke test pays with the test card and checks the receipt in the emails table.
    smokeChecksReceipt: stripePublishableKey.startsWith('pk_test_'),
  });
}

/** taxRatePercent, taxLabel, sellerName, sellerAddress, sellerTaxId: all optional (no tax by default). */
function readTradeTermsOrReport(): TradeTerms | undefined {
  try {
    return readTradeTerms((name) => (app.node.tryGetContext(name) as unknown)?.toString(), {
      taxRatePercent: 'taxRatePercent',
      taxLabel: 'taxLabel',
      sellerName: 'sellerName',
      sellerAddress: 'sellerAddress',
      sellerTaxId: 'sellerTaxId',
    });
  } catch (error) {
    problems.push((error as Error).message.replace(/^Invalid configuration: /, ''));
    return undefined;
  }
}

function areEd25519PublicKeys(configured: string): boolean {
  try {
    publicKeysFromConfig(configured);
    return true;
  } catch {
    return false;
  }
}

Tags.of(app).add('project', 'storefront');
Tags.of(app).add('stage', stage);
// cdk-nag v3 runs as a policy-validation plugin: any unacknowledged finding fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }), new ServerlessChecks(app, { verbose: true }));
