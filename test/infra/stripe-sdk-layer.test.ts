/**
 * The Stripe SDK layer: built at synth from the installed package (locally, with esbuild), shared by
 * the functions of the 'stripe' integration and by no other.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, triggers } from '../../functions/manifest.js';
import { STRIPE_RESOURCES } from '../../functions/orders/gateways/stripe-resources.js';
import { StripeSdkLayer } from '../../infra/constructs/stripe-sdk-layer.js';
import { installedStripePackage } from '../../infra/constructs/stripe-sdk-bundle.js';
import { synthesizeStorefront, type TemplateJson } from './support/synthesize-storefront.js';
import { apiFunctionFor, integrationsOf, onlyResourceOfType, resourcesOfType, routeKeyOf, triggerFunctionFor } from './support/template-queries.js';

const run = promisify(execFile);
const { version } = installedStripePackage();
const PAYMENT_HANDLERS = ['cancel-order', 'confirm-payment', 'create-invoice-payment-intent', 'create-payment-intent', 'refund-order', 'stripe-webhook'];

describe('the Stripe SDK layer in the storefront stack', () => {
  let json: TemplateJson;
  let cleanup = () => {};
  beforeAll(() => {
    ({ templateJson: json, cleanup } = synthesizeStorefront());
  });
  afterAll(() => cleanup());

  /** The stack's other layers are CDK's own (the AWS CLI of the web deployment, for one). */
  function stripeLayer(): { logicalId: string; properties: Record<string, any> } {
    const found = resourcesOfType(json, 'AWS::Lambda::LayerVersion').filter(([, layer]) => String(layer.Properties?.Description).includes('Stripe'));
    expect(found).toHaveLength(1);
    const [logicalId, layer] = found[0]!;
    return { logicalId, properties: layer.Properties ?? {} };
  }

  it("is one layer for the functions' runtime on ARM64, described with the Stripe SDK version", () => {
    const { properties } = stripeLayer();
    expect(properties).toMatchObject({ CompatibleRuntimes: ['nodejs24.x'], CompatibleArchitectures: ['arm64'], LicenseInfo: 'MIT' });
    expect(properties.Description).toContain(`Stripe Node.js SDK ${version}`);
  });

  it('is attached to the routes that call Stripe (payment, the card payment of an invoice, cancel, refund, webhook), the hold expiry, and to no other function', () => {
    const layerId = stripeLayer().logicalId;
    // Every function also has the runtime wrapper's layer (function-runtime.test.ts).
    const extraLayers = (properties: Record<string, any>) =>
      ((properties.Layers ?? []) as { Ref: string }[]).filter((layer) => !layer.Ref.startsWith('RuntimeWrapperLayer'));
    const withLayer = routes.filter((route) => {
      const layers = extraLayers(apiFunctionFor(json, route).properties);
      expect(layers, routeKeyOf(route)).toEqual(integrationsOf(route).includes('stripe') ? [{ Ref: layerId }] : []);
      return layers.length > 0;
    });
    expect(withLayer.map((route) => route.handler).sort()).toEqual(PAYMENT_HANDLERS);
    const triggerLayers = (handler: string) =>
      extraLayers(
        triggerFunctionFor(
          json,
          triggers.find((trigger) => trigger.handler === handler)!,
        ).properties,
      );
    expect(triggerLayers('expire-unpaid-orders')).toEqual([{ Ref: layerId }]);
    expect(triggerLayers('send-order-emails')).toEqual([]);
  });
});

describe('the Stripe SDK layer asset', () => {
  let outdir: string;
  let copyDir: string;
  let assetDir: string;

  beforeAll(() => {
    outdir = mkdtempSync(join(tmpdir(), 'storefront-layer-out-'));
    copyDir = mkdtempSync(join(tmpdir(), 'storefront-layer-copy-'));
    const app = new App({ outdir });
    const stack = new Stack(app, 'LayerOnly');
    new StripeSdkLayer(stack, 'StripeSdkLayer');
    app.synth();
    const [, layer] = onlyResourceOfType(Template.fromStack(stack).toJSON() as TemplateJson, 'AWS::Lambda::LayerVersion');
    assetDir = join(outdir, `asset.${(layer.Properties.Content.S3Key as string).replace(/\.zip$/, '')}`);
  });

  afterAll(() => {
    for (const dir of [outdir, copyDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('holds nodejs/node_modules/stripe: a package.json of the installed version pointing at one ES module bundle', () => {
    const packageJson = JSON.parse(readFileSync(join(assetDir, 'nodejs/node_modules/stripe/package.json'), 'utf8')) as Record<string, unknown>;
    expect(packageJson).toMatchObject({ name: 'stripe', version, type: 'module', exports: { '.': './index.mjs' } });
    const bundle = readFileSync(join(assetDir, 'nodejs/node_modules/stripe/index.mjs'), 'utf8');
    expect(bundle.length / bundle.split('\n').length, 'minified').toBeGreaterThan(1000);
  });

  it('gives a Stripe client with the resources the shop calls, its webhooks and errors, from a copy outside the project', async () => {
    cpSync(join(assetDir, 'nodejs'), join(copyDir, 'nodejs'), { recursive: true });
    const probe = join(copyDir, 'nodejs', 'probe.mjs');
    writeFileSync(
      probe,
      [
        "import Stripe from 'stripe';",
        "const stripe = new Stripe('sk_test_x');",
        'const resources = Object.keys(stripe).filter((key) => stripe[key] instanceof Stripe.StripeResource).sort();',
        'console.log(JSON.stringify({ version: stripe.VERSION, resources, paymentIntents: [typeof stripe.paymentIntents.create, typeof stripe.paymentIntents.retrieve, typeof stripe.paymentIntents.cancel], refunds: typeof stripe.refunds.create, webhooks: typeof Stripe.webhooks.constructEvent, errors: typeof Stripe.errors.StripeInvalidRequestError }));',
      ].join('\n'),
    );
    const { stdout } = await run(process.execPath, [probe], { cwd: copyDir });
    expect(JSON.parse(stdout)).toEqual({
      version,
      resources: [...STRIPE_RESOURCES].sort(),
      paymentIntents: ['function', 'function', 'function'],
      refunds: 'function',
      webhooks: 'function',
      errors: 'function',
    });
  });
});
