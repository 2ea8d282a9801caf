/**
 * Each function's memory size, chosen from its measured cold request (docs/performance.md). Lambda
 * gives a function CPU in proportion to its memory: 1,769 MB buys one full vCPU, 256 MB about a
 * seventh of one, so a CPU-bound cold start takes about 1769 / memory times as long as on a full core.
 */
import type { FunctionGrants } from '../../functions/manifest.js';

/** Lambda's memory size for one full vCPU. */
export const MB_PER_VCPU = 1769;

/**
 * A person waits for a route's answer. Its cold request spends about 65 to 105 ms of CPU here
 * (`npm run bench`), which would be about 0.45 to 0.7 s at 256 MB; 1,024 MB (0.58 vCPU) brings it to
 * about 0.11 to 0.18 s. The warm requests mostly wait on DynamoDB, so the larger size costs little per request.
 */
export const ROUTE_FUNCTION_MEMORY_MB = 1024;

/** Nobody waits for a stream or a schedule: the smallest size that runs them well. */
export const TRIGGER_FUNCTION_MEMORY_MB = 256;

export function memoryFor(fn: FunctionGrants): number {
  // Only routes have an access level (manifest.ts).
  return fn.access === undefined ? TRIGGER_FUNCTION_MEMORY_MB : ROUTE_FUNCTION_MEMORY_MB;
}

/** The CPU-bound part of a run, measured on a full core here, stretched to the function's CPU share in Lambda. */
export function estimatedLambdaMs(measured: { wallMs: number; cpuMs: number }, memoryMb: number): number {
  const share = Math.min(1, memoryMb / MB_PER_VCPU);
  const cpuOnOneCore = Math.min(measured.cpuMs, measured.wallMs);
  return measured.wallMs - cpuOnOneCore + cpuOnOneCore / share;
}
