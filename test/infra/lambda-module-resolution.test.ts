/**
 * The local function runner resolves modules as Lambda's Node.js runtime does: a bundle finds
 * packages in its layers (nodejs/node_modules, through NODE_PATH, ES modules included) and the AWS
 * SDK the runtime provides, and nothing else: a package that only the project has installed is
 * missing, as it would be in AWS.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_FUNCTION_RUNTIME, FUNCTION_NODE_MAJOR } from '../../infra/constructs/function-runtime.js';
import { startFunctionRunner, type FunctionRunner } from '../../infra/local/function-runner.js';
import type { LocalFunctionDefinition } from '../../infra/local/template-functions.js';

const root = mkdtempSync(join(tmpdir(), 'storefront-resolution-'));
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};

write('layer/nodejs/node_modules/layered/package.json', JSON.stringify({ name: 'layered', type: 'module', exports: { '.': './index.mjs' } }));
write('layer/nodejs/node_modules/layered/index.mjs', "export const origin = 'the layer';");
write(
  'uses-layer/index.mjs',
  "import { origin } from 'layered'; import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\n" +
    'export const handler = async (event) => ({ origin, sdk: typeof DynamoDBClient, node: process.version, echo: event });',
);
write('uses-project-package/index.mjs', "import { z } from 'zod'; export const handler = async () => typeof z;");

const definition = (name: string, layerDirs: string[]): LocalFunctionDefinition => ({
  name,
  logicalId: name,
  handler: 'index.handler',
  codeDir: join(root, name),
  runtime: API_FUNCTION_RUNTIME.name,
  layerDirs,
  environment: {},
  roleLogicalId: 'TestRole',
  timeoutSeconds: 10,
  memorySize: 128,
});

const runner: FunctionRunner = startFunctionRunner({
  functions: [definition('uses-layer', [join(root, 'layer')]), definition('uses-project-package', [])],
  mode: 'artifacts',
  accessKeyIdOf: () => 'TestRole',
  localEnvironment: {},
});

afterAll(async () => {
  await runner.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('module resolution of the local Lambda runtime', () => {
  it("imports an ES module package from a layer and the runtime's AWS SDK, under the runtime's Node.js major", async () => {
    const result = await runner.invoke('uses-layer', { hello: 'world' });

    expect(result).toEqual({
      origin: 'the layer',
      sdk: 'function',
      node: expect.stringMatching(new RegExp(`^v${FUNCTION_NODE_MAJOR}\\.`)),
      echo: { hello: 'world' },
    });
  });

  it("does not find a package that only the project's node_modules holds", async () => {
    await expect(runner.invoke('uses-project-package', {})).rejects.toThrow(/Cannot find package 'zod'/);
  });
});
