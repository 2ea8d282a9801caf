#!/usr/bin/env node
// Runs one child process of the local stack and stops it cleanly with its own stop signal when
// told to (SIGINT/SIGTERM) or when the stack's process goes away without stopping it (the IPC
// channel closes, e.g. after a SIGKILL), so the Auth emulator can still export its accounts.
// Usage (with an IPC channel): node process-guard.mjs <stop-signal> <command> [args...]
// Plain JavaScript: it runs under plain `node`, whatever runs the stack.
import { spawn } from 'node:child_process';

const [stopSignal, command, ...args] = process.argv.slice(2);
if (!stopSignal || !command) {
  console.error('usage: node process-guard.mjs <stop-signal> <command> [args...]');
  process.exit(2);
}

const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });

// Keep draining the child's output even when nobody reads ours any more.
const forward = (target) => (chunk) => {
  if (target.writable) target.write(chunk, () => {});
};
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});
child.stdout.on('data', forward(process.stdout));
child.stderr.on('data', forward(process.stderr));

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  child.kill(stopSignal);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('disconnect', stop);

child.on('error', (error) => {
  console.error(error.message);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.disconnect?.();
  process.exit(code ?? (signal ? 1 : 0));
});
