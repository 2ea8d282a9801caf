import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontStack } from '../../infra/storefront-stack.js';
import { synthesizeStorefront, type TemplateJson } from './support/synthesize-storefront.js';
import { resourcesOfType } from './support/template-queries.js';

let stack: StorefrontStack;
let json: TemplateJson;
let deployedText: string;

let cleanup = () => {};
afterAll(() => cleanup());

beforeAll(() => {
  let outdir: string;
  ({ stack, templateJson: json, outdir, cleanup } = synthesizeStorefront());
  // Everything the deployment sends: the template plus the files it writes (runtime-config.json).
  const runtimeConfigs = readdirSync(outdir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(outdir, entry.name, 'runtime-config.json'))
    .filter((path) => existsSync(path));
  expect(runtimeConfigs).toHaveLength(1);
  deployedText = [JSON.stringify(json), ...runtimeConfigs.map((path) => readFileSync(path, 'utf8'))].join('\n');
});

describe('the deployed stack', () => {
  it('can never run in local mode: no emulator, local endpoint or stand-in setting anywhere', () => {
    expect(deployedText).not.toMatch(/AUTH_MODE|emulator|DYNAMODB_ENDPOINT|STRIPE_API_URL|localhost|127\.0\.0\.1|paymentMode":"local/i);
  });

  it('keeps real days for payment terms: no function is given TERMS_DAY_SECONDS (the local stack shortens days, the cloud never)', () => {
    const functions = resourcesOfType(json, 'AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(0);
    const shortened = functions.filter(([, fn]) => 'TERMS_DAY_SECONDS' in ((fn.Properties?.Environment?.Variables ?? {}) as Record<string, unknown>));
    expect(shortened.map(([id]) => id)).toEqual([]);
    expect(deployedText).not.toContain('TERMS_DAY_SECONDS');
  });

  it('holds no secret: functions get parameter names, never values', () => {
    expect(deployedText).not.toMatch(/\b(sk|rk)_(test|live)_|whsec_|BEGIN [A-Z ]*PRIVATE KEY/);
    for (const [id, fn] of resourcesOfType(json, 'AWS::Lambda::Function')) {
      const variables = Object.keys((fn.Properties?.Environment?.Variables ?? {}) as Record<string, unknown>);
      for (const secret of ['TOKEN_PRIVATE_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
        expect(variables, id).not.toContain(secret);
      }
    }
    expect(resourcesOfType(json, 'AWS::SSM::Parameter')).toEqual([]);
  });

  it.each([
    ['AwsSolutions', () => new AwsSolutionsChecks(undefined, { verbose: true })],
    ['Serverless', () => new ServerlessChecks(undefined, { verbose: true })],
  ])('passes the cdk-nag %s checks with no unacknowledged finding', (_pack, checks) => {
    const report = checks().validateScope(stack);
    const findings = report.violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}: ${violation.description}`),
    );
    expect(findings).toEqual([]);
  });

  it('gives a written reason for every acknowledged finding', () => {
    const acknowledgments = stack.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>));
    expect(acknowledgments.length).toBeGreaterThan(0);
    for (const [id, reason] of acknowledgments) expect(reason.length, id).toBeGreaterThan(30);
  });
});
