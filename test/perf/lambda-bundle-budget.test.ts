/**
 * Every Lambda bundle, built with the CDK stack's own per-route esbuild options, stays within its
 * size budgets: what its init loads, and all its chunks; so does the Stripe SDK layer the payment
 * functions import the SDK from. Neither imports a Node.js built-in as an ES module, and no bundle
 * carries the AWS SDK's whole credential chain: both cost the cold request
 * (infra/constructs/function-bundling.ts). pdf-lib, the SES client and zod are in chunks init never loads.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFunctionByHandler, routes, triggers, type FunctionGrants } from '../../functions/manifest.js';
import { usesStripeSdkLayer } from '../../infra/constructs/function-bundling.js';
import { PROJECT_ROOT } from '../../scripts/bench/paths.js';
import { LAMBDA_BUNDLE_BUDGET_BYTES, LAMBDA_INIT_BUDGET_BYTES, STRIPE_SDK_LAYER_BUDGET_BYTES } from '../../scripts/bench/budgets.js';
import {
  bundleBudgetBytes,
  bundleHandlers,
  bundleStripeSdkLayer,
  handlerNames,
  sendsEmail,
  type LambdaBundle,
  type StripeSdkLayerBundle,
} from '../../scripts/bench/lambda-bundles.js';
import { builtinModuleImports, CREDENTIAL_CHAIN_MARKERS, credentialChainMarkersIn } from '../support/bundle-inspection.js';

/** The functions that draw invoices and credit notes: the only ones whose bundle holds pdf-lib. */
const PDF_HANDLERS: string[] = [...routes, ...triggers]
  .filter((entry: FunctionGrants) => entry.integrations?.includes('invoices'))
  .map((entry) => entry.handler)
  .sort();
/** One of pdf-lib's standard font names, a string minifying keeps; the shop's own code never names it. */
const PDF_LIBRARY_MARKER = 'ZapfDingbats';
const STRIPE_HANDLERS = [...routes, ...triggers].filter(usesStripeSdkLayer).map((entry) => entry.handler);
/** The SES client's class name, kept by minifying (its commands are looked up by it). */
const SES_CLIENT_MARKER = 'SESv2Client';
const codeOf = (files: readonly string[]) => files.map((file) => readFileSync(file, 'utf8')).join('\n');
const initCode = (bundle: LambdaBundle) => codeOf(bundle.initFiles);
const allCode = (bundle: LambdaBundle) => codeOf([...bundle.initFiles, ...bundle.lazyFiles]);
/** The name zod gives its base schema class, a string minifying keeps; only zod's own code has it. */
const ZOD_MARKER = '$ZodType';
/** A property name only the Stripe SDK's own code has (its user agent); minifying keeps it. */
const STRIPE_SDK_MARKER = 'bindings_version';

describe('the Lambda bundles', () => {
  let outDir: string;
  let bundles: Map<string, LambdaBundle>;
  let layer: StripeSdkLayerBundle;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'storefront-perf-lambdas-'));
    bundles = new Map((await bundleHandlers(join(outDir, 'functions'))).map((bundle) => [bundle.handler, bundle]));
    layer = bundleStripeSdkLayer(join(outDir, 'stripe-sdk-layer'));
  });

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it.each(handlerNames())(`bundles %s within ${LAMBDA_INIT_BUDGET_BYTES / 1024} KiB at init, and within its budget in all, minified`, (handler) => {
    const bundle = bundles.get(handler);
    expect(bundle, `no bundle for ${handler}`).toBeDefined();
    expect(bundle!.initFiles[0]).toBe(bundle!.file);
    expect(bundle!.initBytes).toBeLessThanOrEqual(LAMBDA_INIT_BUDGET_BYTES);
    expect(bundle!.initBytes + bundle!.lazyBytes).toBeLessThanOrEqual(bundleBudgetBytes(handler));
  });

  it(`keeps every function but the PDF-drawing ones and the ones that email within ${LAMBDA_BUNDLE_BUDGET_BYTES / 1024} KiB`, () => {
    expect(PDF_HANDLERS).toEqual(['get-credit-note', 'get-invoice', 'get-trade-statement-pdf']);
    const emailing = handlerNames().filter((name) => sendsEmail(findFunctionByHandler(name)));
    expect(emailing).toEqual([
      'accept-quote',
      'apply-for-trade-account',
      'approve-trade-account',
      'decline-quote',
      'decline-trade-account',
      'invite-trade-member',
      'offer-quote',
      'request-quote',
      'send-order-emails',
      'send-overdue-reminders',
      'watch-low-stock',
      'withdraw-quote',
    ]);
    for (const handler of handlerNames().filter((name) => !PDF_HANDLERS.includes(name) && !emailing.includes(name)))
      expect(bundleBudgetBytes(handler), handler).toBe(LAMBDA_BUNDLE_BUDGET_BYTES);
  });

  it.each(handlerNames())('carries the PDF library in %s only if it draws PDFs, and the SES client only if it emails, neither loaded at init', (handler) => {
    const bundle = bundles.get(handler)!;
    const code = allCode(bundle);
    expect(code.includes(PDF_LIBRARY_MARKER), handler).toBe(PDF_HANDLERS.includes(handler));
    expect(code.includes(SES_CLIENT_MARKER), handler).toBe(sendsEmail(findFunctionByHandler(handler)));
    expect(initCode(bundle)).not.toContain(PDF_LIBRARY_MARKER);
    expect(initCode(bundle)).not.toContain(SES_CLIENT_MARKER);
  });

  it.each(handlerNames())('loads zod and builds no schema at init in %s: its schemas load on its first request', (handler) => {
    expect(initCode(bundles.get(handler)!)).not.toContain(ZOD_MARKER);
  });

  it('finds zod where a function does load it (the check above can fail)', () => {
    expect(allCode(bundles.get('update-profile')!)).toContain(ZOD_MARKER);
  });

  it.each(handlerNames())('loads the Node.js built-ins in %s the way require does, and only the environment link of the credential chain', (handler) => {
    const code = allCode(bundles.get(handler)!);
    expect(builtinModuleImports(code)).toEqual([]);
    expect(credentialChainMarkersIn(code)).toEqual([]);
  });

  it('finds ES module imports of built-ins and the credential chain where they are (the checks above can fail)', () => {
    expect(builtinModuleImports('import{request as a}from"node:http";import*as z from"zlib";import x from"./own.js";')).toEqual(['node:http', 'zlib']);
    const chain = [
      'credential-provider-web-identity/dist-es/fromTokenFile.js',
      'credential-provider-http/dist-es/fromHttp/fromHttp.js',
      'credential-provider-process/dist-es/resolveProcessCredentials.js',
    ]
      .map((file) => readFileSync(join(PROJECT_ROOT, 'node_modules', '@aws-sdk', file), 'utf8'))
      .join('\n');
    expect(credentialChainMarkersIn(chain)).toEqual([...CREDENTIAL_CHAIN_MARKERS]);
  });

  it('loads the Node.js built-ins in the Stripe SDK layer the way require does', () => {
    expect(builtinModuleImports(readFileSync(layer.file, 'utf8'))).toEqual([]);
  });

  it.each(STRIPE_HANDLERS)('leaves the Stripe SDK out of %s, which imports it from the layer', (handler) => {
    const code = allCode(bundles.get(handler)!);
    expect(code).toMatch(/(from\s*|import\()"stripe"/);
    expect(code).not.toContain(STRIPE_SDK_MARKER);
  });

  it(`bundles the Stripe SDK layer, shared by ${STRIPE_HANDLERS.join(', ')}, into at most ${STRIPE_SDK_LAYER_BUDGET_BYTES / 1024} KiB, minified`, () => {
    expect(STRIPE_HANDLERS).toEqual(expect.arrayContaining(['create-payment-intent', 'confirm-payment', 'stripe-webhook', 'expire-unpaid-orders']));
    expect(layer.sharedBy).toEqual(STRIPE_HANDLERS);
    expect(readFileSync(layer.file, 'utf8')).toContain(STRIPE_SDK_MARKER);
    expect(layer.minifiedBytes).toBeLessThanOrEqual(STRIPE_SDK_LAYER_BUDGET_BYTES);
  });
});
