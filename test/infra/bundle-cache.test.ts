/**
 * The bundle cache gives a stack the kept bundles only for the code they were built from: the key
 * follows every input file, and a template takes the kept code by logical id, or nothing when a
 * function of it was never bundled.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleInputsKey, withCachedCode, type CachedBundles } from '../../infra/local/bundle-cache.js';
import type { CfnTemplate } from '../../infra/local/template-model.js';

const unbundled: CfnTemplate = {
  Resources: {
    OrdersFn: { Type: 'AWS::Lambda::Function', Properties: { Code: { S3Key: 'source-hash.zip' }, Environment: { Variables: { HOLD_MINUTES: '0.05' } } } },
    StripeLayer: { Type: 'AWS::Lambda::LayerVersion', Properties: { Content: { S3Key: 'layer-source.zip' } } },
    OrdersTable: { Type: 'AWS::DynamoDB::Table', Properties: { TableName: 'orders' } },
  },
};

const cached = (codeOf: [string, unknown][]): CachedBundles => ({ assemblyDir: '/tmp/entry', codeOf: new Map(codeOf) });

describe('withCachedCode', () => {
  it("takes each function's and layer's code from the entry and keeps everything else of the template", () => {
    const template = withCachedCode(
      unbundled,
      cached([
        ['OrdersFn', { S3Key: 'bundled.zip' }],
        ['StripeLayer', { S3Key: 'layer-bundled.zip' }],
      ]),
    );
    expect(template?.Resources.OrdersFn?.Properties).toEqual({ Code: { S3Key: 'bundled.zip' }, Environment: { Variables: { HOLD_MINUTES: '0.05' } } });
    expect(template?.Resources.StripeLayer?.Properties).toEqual({ Content: { S3Key: 'layer-bundled.zip' } });
    expect(template?.Resources.OrdersTable).toEqual(unbundled.Resources.OrdersTable);
  });

  it('answers nothing when a function of the template is not in the entry', () => {
    expect(withCachedCode(unbundled, cached([['StripeLayer', { S3Key: 'layer-bundled.zip' }]]))).toBeUndefined();
  });
});

describe('bundleInputsKey', () => {
  const root = mkdtempSync(join(tmpdir(), 'storefront-bundle-key-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('functions/orders/place.ts', 'export const place = 1;');
  write('infra/constructs/function-bundling.ts', 'export const minify = true;');
  write('infra/local/start.ts', 'start();');
  write('package-lock.json', '{}');

  it("is the same while nothing changes, and changes with a function's source, the stack's code or the lockfile", () => {
    const before = bundleInputsKey(root);
    expect(bundleInputsKey(root)).toBe(before);
    for (const [path, text] of [
      ['functions/orders/place.ts', 'export const place = 2;'],
      ['functions/orders/new-file.ts', ''],
      ['infra/constructs/function-bundling.ts', 'export const minify = false;'],
      ['package-lock.json', '{"lockfileVersion":3}'],
    ] as const) {
      const key = bundleInputsKey(root);
      write(path, text);
      expect(bundleInputsKey(root), path).not.toBe(key);
    }
  });

  it('leaves out what only runs the bundles locally (infra/local)', () => {
    const key = bundleInputsKey(root);
    write('infra/local/start.ts', 'start({ verbose: true });');
    expect(bundleInputsKey(root)).toBe(key);
  });
});
