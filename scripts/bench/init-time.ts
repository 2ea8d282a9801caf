/**
 * A handler's module init time: a fresh Node process imports the bundle and reports how long the
 * import took (what a Lambda cold start spends in the module's top level). The median of many runs,
 * one after the other, so the processes do not compete for the CPU.
 */
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { median } from './stats.js';
import { FUNCTION_NODE_FLAGS } from '../../infra/constructs/function-bundling.js';

export interface InitTimeOptions {
  runs: number;
  /** The environment the handler runs with. */
  env: Record<string, string>;
}

const IMPORT_AND_TIME = 'const t = performance.now(); await import(process.env.BENCH_BUNDLE_URL); process.stdout.write(String(performance.now() - t));';

/** The flags the deployed functions run with. */
const LAMBDA_NODE_FLAGS = [...FUNCTION_NODE_FLAGS];

function timeOneImport(bundleFile: string, env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...LAMBDA_NODE_FLAGS, '--input-type=module', '-e', IMPORT_AND_TIME], {
      env: { PATH: process.env.PATH ?? '', ...env, BENCH_BUNDLE_URL: pathToFileURL(bundleFile).href },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      const ms = Number(stdout);
      if (code === 0 && Number.isFinite(ms) && stdout !== '') resolve(ms);
      else reject(new Error(`Importing ${bundleFile} failed (exit ${code}):\n${stderr.slice(-2000)}`));
    });
  });
}

/** Median init time in milliseconds. */
export async function measureInitTime(bundleFile: string, options: InitTimeOptions): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < options.runs; run++) times.push(await timeOneImport(bundleFile, options.env));
  return median(times);
}
