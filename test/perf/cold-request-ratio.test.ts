/**
 * The benchmark's floor ratio pairs each function's run with the floor's run of the same round, so a
 * change in the machine's load between rounds does not tilt it (scripts/bench/cold-request.ts).
 */
import { describe, expect, it } from 'vitest';
import { medianRatio, medianRatioToBracket, type ColdRequest } from '../../scripts/bench/cold-request.js';

const runs = (totalsMs: number[], initsMs: number[] = totalsMs.map((total) => total / 2)): ColdRequest => ({
  totalsMs,
  initsMs,
  medianMs: Number.NaN,
  maxMs: Number.NaN,
  initMedianMs: Number.NaN,
  requestMedianMs: Number.NaN,
  cpuMedianMs: Number.NaN,
  statusCodes: [200],
});

describe('the ratio of a cold request to the floor', () => {
  it('is the median of the ratios of the same rounds, not the ratio of the medians', () => {
    // Round 3 ran while the machine was busy for the function only: medians alone would say 2.0x.
    expect(medianRatio(runs([75, 150, 140]), runs([50, 100, 70]))).toBe(1.5);
  });

  it('follows each round: a function twice as slow as the floor in every round is 2x, whatever the load', () => {
    expect(medianRatio(runs([120, 200, 90, 160]), runs([60, 100, 45, 80]))).toBe(2);
  });

  it("judges the init alone the same way, from each round's two inits", () => {
    const subject = runs([100, 100, 100, 100, 100], [30, 36, 60, 33, 31]);
    const floor = runs([50, 50, 50, 50, 50], [25, 30, 40, 30, 20]);
    // Per round 1.2, 1.2, 1.5, 1.1, 1.55: the median is 1.2, where the medians' ratio would be 33 / 30 = 1.1.
    expect(medianRatio(subject, floor, 'initsMs')).toBeCloseTo(1.2);
  });

  it('pairs each run with the floor runs that bracket it, when the floor ran between the functions', () => {
    // The machine slowed down during round 2: the floor runs around the function's run saw it too.
    const subject = { ...runs([100, 200, 110], [36, 72, 40]), bracket: { totalsMs: [80, 160, 88], initsMs: [30, 60, 32] } };
    expect(medianRatioToBracket(subject, 'initsMs')).toBeCloseTo(1.2);
    expect(medianRatioToBracket(subject)).toBeCloseTo(1.25);
  });

  it('refuses runs that cannot be paired, and a ratio to a bracket that was not measured', () => {
    expect(() => medianRatio(runs([100, 100]), runs([50, 50, 50]))).toThrow(/cannot be paired/);
    expect(() => medianRatioToBracket(runs([100, 100]))).toThrow(/without a bracketing reference/);
  });
});
