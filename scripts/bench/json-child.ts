/**
 * Runs a child process that prints one JSON value as the last line of its stdout, and reads it; a
 * failure carries the end of its stderr. Lines before it are the child's own logs (a function's
 * metric lines, which Lambda sends to CloudWatch), passed on to stderr.
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/**
 * Runs a TypeScript script (through tsx) that reads its spec from the JSON file named by its argument
 * and prints its result as JSON (`runAsSpecChild`). The spec goes in a file: with a token per request
 * it is larger than one command-line argument may be (E2BIG).
 */
export async function runSpecChild<T>(script: string, spec: unknown, what: string): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-child-'));
  try {
    const specFile = join(dir, 'spec.json');
    writeFileSync(specFile, JSON.stringify(spec));
    return await runJsonChild<T>(process.execPath, ['--import', 'tsx', script, specFile], {}, what);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The child's side of `runSpecChild`: reads the spec, runs `main`, prints its result as JSON; exit 1 on a failure. */
export function runAsSpecChild<S, T>(main: (spec: S) => Promise<T>): void {
  const spec = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as S;
  main(spec).then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
