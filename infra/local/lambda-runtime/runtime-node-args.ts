/**
 * The flags Lambda's Node.js runtime starts `node` with (its bootstrap script): the heap sized from
 * the function's memory, a tenth of it for the young generation (half of that per semi-space) and
 * the rest for the old one, so a function that outgrows its memory fails locally as in Lambda, and
 * the garbage collector works with the same sizes in the local containers and the benchmark.
 */
export function lambdaRuntimeNodeArgs(memorySizeMb: number): string[] {
  const newSpaceMb = Math.floor(memorySizeMb / 10);
  return [
    '--expose-gc',
    '--max-http-header-size=81920',
    `--max-semi-space-size=${Math.floor(newSpaceMb / 2)}`,
    `--max-old-space-size=${memorySizeMb - newSpaceMb}`,
  ];
}
