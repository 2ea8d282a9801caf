/** Runs a child process that prints one JSON value on stdout, and reads it; a failure carries the end of its stderr. */
import { spawn, type SpawnOptions } from 'node:child_process';

export function runJsonChild<T>(command: string, args: readonly string[], options: SpawnOptions, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      try {
        if (code === 0) return resolve(JSON.parse(stdout) as T);
      } catch {
        // Not JSON: reported below with the child's stderr.
      }
      reject(new Error(`${what} failed (exit ${code}):\n${stderr.slice(-2000)}`));
    });
  });
}
