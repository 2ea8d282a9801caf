import { describe, expect, it } from 'vitest';
import { estimatedLambdaMs, MB_PER_VCPU } from '../../infra/constructs/function-memory.js';

describe("a cold request's estimated duration in Lambda", () => {
  it('stretches only the CPU-bound part by the CPU share the memory buys', () => {
    // 100 ms of CPU and 40 ms of waiting on DynamoDB, at a quarter of a vCPU.
    expect(estimatedLambdaMs({ wallMs: 140, cpuMs: 100 }, MB_PER_VCPU / 4)).toBeCloseTo(40 + 400);
  });

  it('gives no more than one vCPU, however much memory', () => {
    expect(estimatedLambdaMs({ wallMs: 140, cpuMs: 100 }, MB_PER_VCPU * 2)).toBeCloseTo(140);
  });

  it('counts CPU time from other threads (GC, I/O) no more than the run lasted', () => {
    expect(estimatedLambdaMs({ wallMs: 80, cpuMs: 120 }, MB_PER_VCPU / 2)).toBeCloseTo(160);
  });
});
