/**
 * The real thing, offline: `npx cdk synth` runs infra/app.ts (context read there, cdk-nag as a
 * validation plugin, CDK's CloudFormation rule check) and bundles every function with esbuild.
 */
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/manifest.js';
import { ESM_REQUIRE_BANNER, FUNCTION_ENTRY_FILE, usesStripeSdkLayer } from '../../infra/constructs/function-bundling.js';
import { createWebBuildFixture, REPO_ROOT, TEST_CONTEXT, TEST_STAGE, type TemplateJson } from './support/synthesize-storefront.js';
import { apiFunctionFor, resourcesOfType, routeKeyOf } from './support/template-queries.js';
import { builtinModuleImports, credentialChainMarkersIn } from '../support/bundle-inspection.js';

const run = promisify(execFile);
const offline = {
  ...process.env,
  CDK_DISABLE_CLI_TELEMETRY: 'true',
  AWS_EC2_METADATA_DISABLED: 'true',
};

let outdir: string;
let webAssetPath: string;
let json: TemplateJson;
/** Deployed as the key change has it: the old public key and the new one. */
const tokenPublicKeys = `${TEST_CONTEXT.tokenPublicKeys},${generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).toString('base64')}`;

afterAll(() => {
  for (const dir of [outdir, webAssetPath]) if (dir) rmSync(dir, { recursive: true, force: true });
});

beforeAll(async () => {
  outdir = mkdtempSync(join(tmpdir(), 'storefront-cli-out-'));
  webAssetPath = createWebBuildFixture();
  const context = { stage: TEST_STAGE, ...TEST_CONTEXT, tokenPublicKeys, webAssetPath };
  await run(
    'npx',
    ['cdk', 'synth', '--quiet', '--no-notices', '--output', outdir, ...Object.entries(context).flatMap(([key, value]) => ['--context', `${key}=${value}`])],
    { cwd: REPO_ROOT, env: offline, maxBuffer: 64 * 1024 * 1024 },
  );
  json = JSON.parse(readFileSync(join(outdir, `Storefront-${TEST_STAGE}.template.json`), 'utf8')) as TemplateJson;
}, 480_000);

describe('cdk synth (the CLI)', () => {
  it('synthesizes the app with cdk-nag and the CloudFormation checks reporting nothing', () => {
    const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as { pluginReports: unknown[] };
    expect(report.pluginReports).toEqual([]);
    // Beside the two a person reads and the emails table the smoke test reads, only the references CDK publishes for the monitoring stack (its own stack).
    const names = Object.keys(json.Outputs ?? {});
    expect(names.filter((name) => !name.startsWith('PublishOutput')).sort()).toEqual(['ApiUrl', 'EmailsTableName', 'WebUrl']);
  });

  it('gives every signed-in route both token public keys while the signing key is replaced', () => {
    for (const route of routes.filter((candidate) => candidate.access !== 'public')) {
      const variables = (apiFunctionFor(json, route).properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.TOKEN_PUBLIC_KEYS, routeKeyOf(route)).toBe(tokenPublicKeys);
    }
  });

  it('bundles every function into a minified ES module and its chunks, each with the createRequire banner and a source map, its AWS SDK clients inside (no import left to the runtime), loading Node.js built-ins as require does', () => {
    for (const route of routes) {
      const key = (apiFunctionFor(json, route).properties.Code as { S3Key: string }).S3Key.replace(/\.zip$/, '');
      const assetDir = join(outdir, `asset.${key}`);
      const files = readdirSync(assetDir).filter((file) => file.endsWith('.mjs'));
      expect(files, routeKeyOf(route)).toContain(FUNCTION_ENTRY_FILE);
      const code = files.map((file) => readFileSync(join(assetDir, file), 'utf8')).join('\n');

      for (const file of files) {
        expect(readFileSync(join(assetDir, file), 'utf8').startsWith(ESM_REQUIRE_BANNER), `${routeKeyOf(route)} ${file}`).toBe(true);
        expect(existsSync(join(assetDir, `${file}.map`)), `${routeKeyOf(route)} ${file}`).toBe(true);
      }
      expect(code, routeKeyOf(route)).not.toMatch(/(from\s*|import\()"@aws-sdk\//);
      // A function that reads no table (robots.txt) carries no DynamoDB client at all.
      const readsTables = Object.keys(route.tables).length > 0;
      expect(code.includes('DynamoDBDocumentClient'), `${routeKeyOf(route)} bundles the DynamoDB document client`).toBe(readsTables);
      // The esbuild aliases reach the stack's bundling too (function-bundling.ts).
      expect(builtinModuleImports(code), `${routeKeyOf(route)} imports Node.js built-ins as ES modules`).toEqual([]);
      expect(credentialChainMarkersIn(code), `${routeKeyOf(route)} carries the whole credential chain`).toEqual([]);
      // The Stripe SDK's own code (its user agent's `bindings_version`) is only in the layer.
      expect(/(from\s*|import\()"stripe"/.test(code), `${routeKeyOf(route)} imports stripe`).toBe(usesStripeSdkLayer(route));
      expect(code, routeKeyOf(route)).not.toContain('bindings_version');
      const index = readFileSync(join(assetDir, FUNCTION_ENTRY_FILE), 'utf8');
      expect(index.length / index.split('\n').length, `${routeKeyOf(route)} is minified`).toBeGreaterThan(1000);
    }
  });

  it('builds the Stripe SDK layer locally into nodejs/node_modules/stripe', () => {
    const [layer] = resourcesOfType(json, 'AWS::Lambda::LayerVersion').filter(([, resource]) => String(resource.Properties?.Description).includes('Stripe'));
    const key = (layer?.[1].Properties?.Content as { S3Key: string }).S3Key.replace(/\.zip$/, '');
    const packageDir = join(outdir, `asset.${key}`, 'nodejs', 'node_modules', 'stripe');
    expect(existsSync(join(packageDir, 'package.json'))).toBe(true);
    const code = readFileSync(join(packageDir, 'index.mjs'), 'utf8');
    expect(code).toContain('bindings_version');
    expect(builtinModuleImports(code)).toEqual([]);
  });

  it('refuses to synthesize a stage without settings and without the Firebase, Stripe, email and alarm values, naming each one', async () => {
    const failure = await run('npx', ['tsx', 'infra/app.ts'], {
      cwd: REPO_ROOT,
      env: { ...offline, CDK_CONTEXT_JSON: JSON.stringify({ stage: TEST_STAGE }) },
    }).then(
      () => undefined,
      (error: { stderr: string }) => error,
    );
    expect(failure?.stderr).toMatch(/Cannot synthesize the storefront/);
    for (const name of ['firebaseProjectId', 'firebaseApiKey', 'stripePublishableKey', 'tokenPublicKeys', 'emailSender', 'adminEmails', 'alarmEmail'])
      expect(failure?.stderr).toContain(`'${name}'`);
  });

  it('refuses token public keys that are not all Ed25519 public keys (an RSA key, the private key by mistake, an empty entry), and the old single-key name', async () => {
    const rsaPublicKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    const privateKey = generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const synthWith = (context: Record<string, unknown>) =>
      run('npx', ['tsx', 'infra/app.ts'], {
        cwd: REPO_ROOT,
        env: { ...offline, CDK_CONTEXT_JSON: JSON.stringify({ stage: TEST_STAGE, ...TEST_CONTEXT, ...context }) },
      }).then(
        () => undefined,
        (error: { stderr: string }) => error,
      );
    const valid = TEST_CONTEXT.tokenPublicKeys;
    const failures = await Promise.all(
      [rsaPublicKey, privateKey, `${valid},${rsaPublicKey}`, `${valid},`].map((tokenPublicKeys) => synthWith({ tokenPublicKeys })),
    );
    for (const failure of failures) expect(failure?.stderr).toContain('tokenPublicKeys must be one or more Ed25519 public keys');
    expect((await synthWith({ tokenPublicKey: valid }))?.stderr).toContain('tokenPublicKey is now tokenPublicKeys');
  });
});
