import { describe, expect, it } from 'vitest';
import { parseTaxRatePercent, taxCentsOf } from '../../../../functions/platform/contract/tax.js';

describe('taxCentsOf', () => {
  it.each([
    // [subtotal cents, rate %, tax cents]
    [84, 12.5, 11], // 10.5 -> 11: half up
    [100, 0.5, 1], // 0.5 -> 1
    [99, 0.5, 0], // 0.495 -> 0
    [1, 25, 0], // 0.25 -> 0
    [2, 25, 1], // 0.5 -> 1
    [10_001, 20, 2000], // 2000.2 -> 2000
    [333, 7.25, 24], // 24.1425 -> 24
    [1_234_567, 8.88, 109_630], // 109,629.55 -> 109,630
    [99_999_999, 30, 30_000_000], // 29,999,999.7 -> 30,000,000
    [12_345, 0, 0],
  ])('%s cents at %s%% is %s cents', (subtotal, rate, tax) => {
    expect(taxCentsOf(subtotal, rate)).toBe(tax);
  });
});

describe('parseTaxRatePercent', () => {
  it('reads 0 to 30 with up to 2 decimals, and nothing as 0', () => {
    expect(parseTaxRatePercent(undefined, 'TAX_RATE_PERCENT')).toBe(0);
    expect(parseTaxRatePercent('', 'TAX_RATE_PERCENT')).toBe(0);
    expect(parseTaxRatePercent('12.5', 'TAX_RATE_PERCENT')).toBe(12.5);
    expect(parseTaxRatePercent('30', 'TAX_RATE_PERCENT')).toBe(30);
  });

  it.each(['30.01', '-1', '7.125', 'ten', '1e1'])('refuses %s, naming the setting', (raw) => {
    expect(() => parseTaxRatePercent(raw, 'taxRatePercent')).toThrow(/taxRatePercent must be a percentage from 0 to 30 with at most 2 decimals/);
  });
});
