/** The benchmark's one table, as Markdown (printed, and written into docs/performance.md). */
import { loadavg } from 'node:os';
export type Verdict = 'PASS' | 'FAIL' | '';

export interface Row {
  measure: string;
  value: string;
  budget?: string;
  verdict?: Verdict;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
export const verdict = (pass: boolean): Verdict => (pass ? 'PASS' : 'FAIL');

export function markdownTable(rows: readonly Row[]): string {
  const cells = [['Measure', 'Value', 'Budget', 'Result'], ...rows.map((row) => [row.measure, row.value, row.budget ?? '', row.verdict ?? ''])];
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(cells[0]!), line(widths.map((width) => '-'.repeat(width))), ...cells.slice(1).map(line)].join('\n');
}

/** The machine's load average (1, 5 and 15 minutes), so a reader can judge how quiet the run was. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
