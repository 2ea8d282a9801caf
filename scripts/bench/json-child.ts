/**
 * Runs a child process that prints one JSON value as the last line of its stdout, and reads it; a
 * failure carries the end of its stderr. Lines before it are the child's own logs (a function's
 * metric lines, which Lambda sends to CloudWatch), passed on to stderr.
 */
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
        const lines = stdout.trimEnd().split('\n');
        const result = lines.pop() ?? '';
        if (lines.length > 0) process.stderr.write(`${lines.join('\n')}\n`);
        if (code === 0) return resolve(JSON.parse(result) as T);
      } catch {
        // Not JSON: reported below with the child's stderr.
      }
      reject(new Error(`${what} failed (exit ${code}):\n${stderr.slice(-2000)}`));
    });
  });
}
