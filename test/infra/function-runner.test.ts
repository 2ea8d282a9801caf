/**
 * The local function runner keeps a function's container warm between invocations (module state
 * survives, as in Lambda), replaces a container whose process died, ends an invocation that runs
 * past the function's timeout, and refuses an event or a result over Lambda's 6 MB.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LAMBDA_MAX_EVENT_BYTES, LAMBDA_MAX_RESULT_BYTES } from '../../infra/local/function-container.js';
import { startFunctionRunner } from '../../infra/local/function-runner.js';

const root = mkdtempSync(join(tmpdir(), 'storefront-runner-'));
mkdirSync(join(root, 'counter'));
writeFileSync(
  join(root, 'counter', 'index.mjs'),
  `let invocations = 0;
export const handler = async (event, context) => {
  if (event.crash) process.exit(3);
  if (event.hang) await new Promise(() => setInterval(() => {}, 1000));
  if (event.answerBytes) return { text: 'x'.repeat(event.answerBytes) };
  if (event.flags) return { flags: process.execArgv.filter((flag) => !flag.startsWith('--import') && !flag.includes('/')) };
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
    const { flags } = (await invoke({ flags: true })) as unknown as { flags: string[] };

    expect(flags).toEqual(['--expose-gc', '--max-http-header-size=81920', '--max-semi-space-size=6', '--max-old-space-size=116']);
  });
});
