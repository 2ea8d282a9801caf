/** Runs the load client (load-client.ts) in a child process against one endpoint. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadSpec, LoadSummary } from './load-client.js';

const LOAD_CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

export type { LoadSpec, LoadSummary };

export function runLoad(spec: LoadSpec): Promise<LoadSummary> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LOAD_CLIENT, JSON.stringify(spec)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as LoadSummary);
      else reject(new Error(`The load client failed (exit ${code}):\n${stderr.slice(-2000)}`));
    });
  });
}
