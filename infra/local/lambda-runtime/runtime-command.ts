/**
 * How Lambda's Node.js runtime starts a function's process (its bootstrap script): `node` with the
 * runtime's flags, then the runtime's entry; or, when the function sets AWS_LAMBDA_EXEC_WRAPPER,
 * that script with this whole command line as its arguments (exec-wrapper.ts finds it locally).
 * The local containers and the benchmark's cold runs both start their processes with this.
 */

/** What a function's process start depends on. */
export interface LambdaNodeStart {
  /** The `node` of the runtime's major (function-runner.ts, lambdaNodeBinary). */
  nodeBinary: string;
  /** The function's memory size: the runtime sizes the heap from it. */
  memorySizeMb: number;
  /** The function's AWS_LAMBDA_EXEC_WRAPPER as a local file, if it sets one. */
  execWrapper?: string;
}

/** A process to start: the program and its arguments. */
export interface RuntimeCommand {
  command: string;
  args: string[];
}

/**
 * The runtime's flags: the heap sized from the memory, a tenth of it for the young generation (half
 * of that per semi-space) and the rest for the old one, so a function that outgrows its memory fails
 * locally as in Lambda, and the garbage collector works with the same sizes.
 */
function lambdaRuntimeNodeArgs(memorySizeMb: number): string[] {
  const newSpaceMb = Math.floor(memorySizeMb / 10);
  return [
    '--expose-gc',
    '--max-http-header-size=81920',
    `--max-semi-space-size=${Math.floor(newSpaceMb / 2)}`,
    `--max-old-space-size=${memorySizeMb - newSpaceMb}`,
  ];
}

/** The process for `start`: node, the runtime's flags, then `args` (more flags, the entry), through the exec wrapper if there is one. */
export function lambdaRuntimeCommand(start: LambdaNodeStart, args: readonly string[]): RuntimeCommand {
  const nodeCommandLine = [start.nodeBinary, ...lambdaRuntimeNodeArgs(start.memorySizeMb), ...args];
  const [command, ...rest] = start.execWrapper ? [start.execWrapper, ...nodeCommandLine] : nodeCommandLine;
  return { command: command!, args: rest };
}
