import { describe, expect, it } from 'vitest';
import { safeCell } from '../../../functions/domain/orders-export.js';

describe('safeCell (the CSV formula guard)', () => {
  it.each([
    ['=1+1'],
    ['+1+1'],
    ['-1+1'],
    ['@SUM(A1)'],
    ['\t=1+1'],
    ['\r=1+1'],
    [' =1+1'],
    ['   +1'],
    ['\n=1+1'],
    ['\r\n@x'],
    ['\u3000=1+1'],
    ['＝1+1'],
    ['＋1+1'],
    ['－1+1'],
    ['＠SUM(A1)'],
    [' ＝1+1'],
  ])('defuses %j, which a spreadsheet would run as a formula', (value) => {
    expect(safeCell(value)).toBe(`'${value}`);
  });

  it.each([['1 Main Street'], ['Flat 2, 12 Forge Lane'], ['a=b'], ['x-y'], ['']])('leaves %j as it is', (value) => {
    expect(safeCell(value)).toBe(value);
  });

  it('leaves numbers and missing values as numbers and empty cells', () => {
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(undefined)).toBe('');
  });
});
