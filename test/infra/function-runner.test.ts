/**
 * The local function runner keeps a function's container warm between invocations (module state
 * survives, as in Lambda), replaces a container whose process died, ends an invocation that runs
 * past the function's timeout, refuses an event or a result over Lambda's 6 MB, and starts node
 * through the function's AWS_LAMBDA_EXEC_WRAPPER when it has one, found in its layers as under /opt.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_FUNCTION_RUNTIME } from '../../infra/constructs/function-runtime.js';
import { RUNTIME_WRAPPER_DIR, RUNTIME_WRAPPER_PATH } from '../../infra/constructs/runtime-wrapper-layer.js';
import { LAMBDA_MAX_EVENT_BYTES, LAMBDA_MAX_RESULT_BYTES } from '../../infra/local/function-container.js';
import { startFunctionRunner } from '../../infra/local/function-runner.js';
import type { LocalFunctionDefinition } from '../../infra/local/template-functions.js';

const root = mkdtempSync(join(tmpdir(), 'storefront-runner-'));
mkdirSync(join(root, 'counter'));
writeFileSync(
  join(root, 'counter', 'index.mjs'),
  `let invocations = 0;
export const handler = async (event, context) => {
  if (event.crash) process.exit(3);
  if (event.hang) await new Promise(() => setInterval(() => {}, 1000));
  if (event.answerBytes) return { text: 'x'.repeat(event.answerBytes) };
  if (event.flags) return { flags: process.execArgv.filter((flag) => !flag.startsWith('--import') && !flag.includes('/')), gc: typeof globalThis.gc };
  invocations += 1;
  return { invocations, pid: process.pid, env: process.env.TABLE, key: process.env.AWS_ACCESS_KEY_ID, fn: context.functionName };
};`,
);

const counter: LocalFunctionDefinition = {
  name: 'Api/Counter/Function',
  logicalId: 'ApiCounterFunction1234',
  handler: 'index.handler',
  codeDir: join(root, 'counter'),
  runtime: API_FUNCTION_RUNTIME.name,
  layerDirs: [],
  environment: { TABLE: 'storefront-tools' },
  roleLogicalId: 'ApiCounterRole1234',
  timeoutSeconds: 2,
  memorySize: 128,
};
mkdirSync(join(root, 'empty-layer'));
const wrapped = (name: string, layerDirs: string[]): LocalFunctionDefinition => ({
  ...counter,
  name,
  logicalId: name,
  layerDirs,
  environment: { ...counter.environment, AWS_LAMBDA_EXEC_WRAPPER: RUNTIME_WRAPPER_PATH },
});

const runner = startFunctionRunner({
  functions: [counter, wrapped('Wrapped', [join(root, 'empty-layer'), RUNTIME_WRAPPER_DIR]), wrapped('WrapperMissing', [join(root, 'empty-layer')])],
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

  it("refuses an event over Lambda's 6 MB without running the function, as Lambda does", async () => {
    const before = await invoke({});
    const justUnder = { pad: 'x'.repeat(LAMBDA_MAX_EVENT_BYTES - 20) };
    const over = { pad: 'x'.repeat(LAMBDA_MAX_EVENT_BYTES) };

    await expect(invoke(over)).rejects.toMatchObject({ detail: { errorType: 'RequestEntityTooLargeException' } });
    expect((await invoke(justUnder)).invocations).toBe(before.invocations + 1);
  });

  it("fails an invocation whose result is over Lambda's 6 MB, and answers one just under it", async () => {
    const overhead = JSON.stringify({ text: '' }).length;

    await expect(invoke({ answerBytes: LAMBDA_MAX_RESULT_BYTES - overhead + 1 })).rejects.toMatchObject({
      detail: { errorType: 'Function.ResponseSizeTooLarge' },
    });
    expect(await invoke({ answerBytes: LAMBDA_MAX_RESULT_BYTES - overhead })).toEqual({ text: expect.any(String) });
  });

  it("starts node with the flags Lambda's runtime derives from the function's memory (128 MB)", async () => {
    const started = (await invoke({ flags: true })) as unknown as { flags: string[]; gc: string };

    expect(started).toEqual({ flags: ['--expose-gc', '--max-http-header-size=81920', '--max-semi-space-size=6', '--max-old-space-size=116'], gc: 'function' });
  });

  it("starts node through the function's exec wrapper from its layers: the project's wrapper drops --expose-gc and keeps the heap sizes", async () => {
    const started = await runner.invoke('Wrapped', { flags: true });

    expect(started).toEqual({ flags: ['--max-http-header-size=81920', '--max-semi-space-size=6', '--max-old-space-size=116'], gc: 'undefined' });
  });

  it('fails to start a function whose exec wrapper is in none of its layers, as Lambda would', async () => {
    await expect(runner.invoke('WrapperMissing', {})).rejects.toThrow(
      `WrapperMissing: its AWS_LAMBDA_EXEC_WRAPPER ${RUNTIME_WRAPPER_PATH} is in none of its layers`,
    );
  });
});
