/**
 * The CDK app entry (`cdk.json`: `npx tsx infra/app.ts`). CDK context is read here and nowhere else;
 * everything below gets typed props. See docs/deploy.md for the values and how to pass them.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { publicKeysFromConfig } from '../functions/shared/eddsa-jwt.js';
import { DEFAULT_UNPAID_ORDER_HOLD_MINUTES } from '../functions/shared/config.js';
import { StorefrontStack } from './storefront-stack.js';

const app = new App();

const missing: string[] = [];
const context = (name: string, fallback?: string): string => {
  const value: unknown = app.node.tryGetContext(name);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (fallback !== undefined) return fallback;
  missing.push(name);
  return '';
};

const stage = context('stage', 'prod');
const firebaseProjectId = context('firebaseProjectId');
const firebaseApiKey = context('firebaseApiKey');
const firebaseAuthDomain = context('firebaseAuthDomain', `${firebaseProjectId}.firebaseapp.com`);
const stripePublishableKey = context('stripePublishableKey');
const tokenPublicKeys = context('tokenPublicKeys');
const webAssetPath = resolve(context('webAssetPath', 'web/dist'));
const emailSender = context('emailSender');
const adminEmails = context('adminEmails', '')
  .split(',')
  .map((email) => email.trim())
  .filter((email) => email !== '');
const holdMinutesText = context('unpaidOrderHoldMinutes', String(DEFAULT_UNPAID_ORDER_HOLD_MINUTES));
const unpaidOrderHoldMinutes = Number(holdMinutesText);

const problems = missing.map((name) => `context value '${name}' is not set (pass -c ${name}=...)`);
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
if (emailSender && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(emailSender)) problems.push(`emailSender '${emailSender}' is not an email address`);
if (!Number.isFinite(unpaidOrderHoldMinutes) || unpaidOrderHoldMinutes <= 0) {
  problems.push(`unpaidOrderHoldMinutes '${holdMinutesText}' must be a positive number of minutes`);
}
if (!existsSync(join(webAssetPath, 'index.html'))) {
  problems.push(`no web build at ${webAssetPath} (run \`npm run build:web\` first, or pass -c webAssetPath=...)`);
}
if (problems.length > 0) {
  throw new Error(`Cannot synthesize the storefront:\n- ${problems.join('\n- ')}\nSee docs/deploy.md.`);
}

// Environment-agnostic (no `env`): it deploys to the account and region of the credentials in use,
// and nothing in it needs a lookup.
new StorefrontStack(app, `Storefront-${stage}`, {
  description: `Storefront (${stage}): web app, HTTP API, functions and tables`,
  stage,
  firebase: { projectId: firebaseProjectId, apiKey: firebaseApiKey, authDomain: firebaseAuthDomain },
  stripePublishableKey,
  tokenPublicKeys,
  webAssetPath,
  email: { sender: emailSender, adminEmails },
  unpaidOrderHoldMinutes,
});

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
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
