/**
 * A child process the local stack owns. It runs under infra/local/process-guard.mjs, in its own
 * process group: a Ctrl-C in the terminal reaches only `npm start`, which stops each child in
 * order with the child's own stop signal (the Auth emulator then exports its accounts), and if the
 * stack's process dies without stopping it, the guard still stops it the same way.
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const OUTPUT_LINES_KEPT = 40;
const guardScript = fileURLToPath(new URL('./process-guard.mjs', import.meta.url));

export interface ManagedProcess {
  readonly name: string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  readonly exited: Promise<string>;
  hasExited(): boolean;
  /** The last lines the process printed, for error messages. */
  recentOutput(): string;
  /** Sends the stop signal once, waits up to `timeoutMs` for the exit, then kills it. */
  stop(timeoutMs: number): Promise<void>;
}

export interface ManagedProcessOptions extends Pick<SpawnOptions, 'cwd' | 'env'> {
  /** The signal that stops this program cleanly. */
  stopSignal: NodeJS.Signals;
}

export function startManagedProcess(name: string, command: string, args: string[], options: ManagedProcessOptions): ManagedProcess {
  const { stopSignal, ...spawnOptions } = options;
  const guard = spawn(process.execPath, [guardScript, stopSignal, command, ...args], {
    ...spawnOptions,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // The IPC channel only tells the guard that we are gone; it must not keep this process alive.
  guard.unref();
  guard.channel?.unref();

  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES_KEPT));
  };
  guard.stdout?.on('data', keep);
  guard.stderr?.on('data', keep);

  let exitedFlag = false;
  const exited = new Promise<string>((resolve) => {
    const done = (description: string) => {
      exitedFlag = true;
      resolve(description);
    };
    guard.once('exit', (code, signal) => done(signal ? `signal ${signal}` : `exit code ${code}`));
    guard.once('error', (error) => {
      lines.push(error.message);
      done(`failed to start: ${error.message}`);
    });
  });

  return {
    name,
    exited,
    hasExited: () => exitedFlag,
    recentOutput: () => lines.join('\n'),
    async stop(timeoutMs) {
      if (exitedFlag) return;
      guard.kill('SIGTERM');
      // A referenced timer: it also keeps this process alive while the child shuts down.
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, timeoutMs, 'timeout')));
      const outcome = await Promise.race([exited, timeout]);
      clearTimeout(timer);
      if (outcome === 'timeout' && guard.pid !== undefined) {
        try {
          // The guard and its child share a process group of their own.
          process.kill(-guard.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
        await exited;
      }
    },
  };
}

export interface WaitOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** Stop waiting as soon as this process has exited. */
  process?: ManagedProcess;
}

/** Polls `check` until it returns true; fails with the process's output if it dies or time runs out. */
export async function waitUntilReady(what: string, check: () => Promise<boolean>, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (options.process?.hasExited()) {
      throw new Error(`${what} stopped during start-up (${await options.process.exited}):\n${options.process.recentOutput()}`);
    }
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) {
      const output = options.process ? `:\n${options.process.recentOutput()}` : '';
      throw new Error(`${what} did not become ready within ${options.timeoutMs / 1000} s${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 200));
  }
}
