import { describe, expect, it } from 'vitest';
import { parseRows } from './parse-rows';

describe('parseRows', () => {
  it('reads rows apart by commas, tabs or spaces, skipping a header and blank lines', () => {
    expect(parseRows('SKU,Quantity\nAB-1,10\n\nCD.2\t5\nEF_3   7\n  GH-4 , 2  \n')).toEqual({
      rows: [
        { sku: 'AB-1', quantity: 10 },
        { sku: 'CD.2', quantity: 5 },
        { sku: 'EF_3', quantity: 7 },
        { sku: 'GH-4', quantity: 2 },
      ],
      unread: [],
    });
  });

  it('reads Windows line ends and a byte-order mark, and quoted fields', () => {
    expect(parseRows('\ufeffsku,quantity\r\nAB-1,10\r\n"CD,2",3\r\n').rows).toEqual([
      { sku: 'AB-1', quantity: 10 },
      { sku: 'CD,2', quantity: 3 },
    ]);
  });

  it('gives back the lines that are not a SKU and a whole quantity, by their line number, and keeps the good ones', () => {
    expect(parseRows('AB-1 10\nAB-2 ten\nAB-3\nAB-4 1.5\nAB-5 4 extra\nCD 0')).toEqual({
      rows: [
        { sku: 'AB-1', quantity: 10 },
        { sku: 'CD', quantity: 0 },
      ],
      unread: [
        { line: 2, text: 'AB-2 ten' },
        { line: 3, text: 'AB-3' },
        { line: 4, text: 'AB-4 1.5' },
        { line: 5, text: 'AB-5 4 extra' },
      ],
    });
  });

  it('takes a header only on the first line', () => {
    expect(parseRows('AB-1 1\nsku quantity').unread).toEqual([{ line: 2, text: 'sku quantity' }]);
  });
});
