/**
 * The local function runner keeps a function's container warm between invocations (module state
 * survives, as in Lambda), replaces a container whose process died, and ends an invocation that runs
 * past the function's timeout.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFunctionRunner } from '../../infra/local/function-runner.js';

const root = mkdtempSync(join(tmpdir(), 'storefront-runner-'));
mkdirSync(join(root, 'counter'));
writeFileSync(
  join(root, 'counter', 'index.mjs'),
  `let invocations = 0;
export const handler = async (event, context) => {
  if (event.crash) process.exit(3);
  if (event.hang) await new Promise(() => setInterval(() => {}, 1000));
  invocations += 1;
  return { invocations, pid: process.pid, env: process.env.TABLE, key: process.env.AWS_ACCESS_KEY_ID, fn: context.functionName };
};`,
);

const runner = startFunctionRunner({
  functions: [
    {
      name: 'Api/Counter/Function',
      logicalId: 'ApiCounterFunction1234',
      handler: 'index.handler',
      codeDir: join(root, 'counter'),
      layerDirs: [],
      environment: { TABLE: 'storefront-tools' },
      roleLogicalId: 'ApiCounterRole1234',
      timeoutSeconds: 2,
      memorySize: 128,
    },
  ],
  mode: 'artifacts',
  accessKeyIdOf: (fn) => fn.roleLogicalId,
  localEnvironment: {},
});

afterAll(async () => {
  await runner.stop();
  rmSync(root, { recursive: true, force: true });
});

type Answer = { invocations: number; pid: number; env: string; key: string; fn: string };
const invoke = (event: object) => runner.invoke('Api/Counter/Function', event) as Promise<Answer>;

describe('the local function runner', () => {
  it("runs a function warm in one process, with its template environment and its role's access key", async () => {
    const first = await invoke({});
    const second = await invoke({});

    expect(second).toEqual({ ...first, invocations: first.invocations + 1 });
    expect(first).toMatchObject({ env: 'storefront-tools', key: 'ApiCounterRole1234', fn: 'Storefront-local-ApiCounterFunction1234' });
  });

  it('starts a fresh container after its process crashed', async () => {
    const before = await invoke({});

    await expect(invoke({ crash: true })).rejects.toThrow(/exited/);
    const after = await invoke({});

    expect(after.pid).not.toBe(before.pid);
    expect(after.invocations).toBe(1);
  });

  it("ends an invocation that runs past the function's timeout, and serves the next one", async () => {
    await expect(invoke({ hang: true })).rejects.toThrow(/Task timed out after 2 seconds/);

    expect((await invoke({})).invocations).toBe(1);
  });
});
