/**
 * A function's cold request, as a user waits for it: a fresh Node.js process (Lambda's major,
 * started through the function's exec wrapper as Lambda's runtime starts it) imports the deployed
 * bundle (module init) and then serves one real request against DynamoDB
 * Local (the first request). The bundle is copied out of the project first, so that, as in Lambda,
 * nothing resolves from the project's node_modules: the Stripe SDK comes from the layer through
 * Lambda's NODE_PATH resolution (the local stack's own hooks), anything else missing fails.
 * Runs one after the other, so the processes do not compete for the CPU, in rounds (see below).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { esbuildOptionsFor, FUNCTION_ENTRY_FILE, functionBuildOptions } from '../../infra/constructs/function-bundling.js';
import { FUNCTION_NODE_MAJOR } from '../../infra/constructs/function-runtime.js';
import { lambdaNodeBinary } from '../../infra/local/function-runner.js';
import { lambdaRuntimeCommand } from '../../infra/local/lambda-runtime/runtime-command.js';
import { runJsonChild } from './json-child.js';
import { median } from './stats.js';

const LAYER_RESOLUTION = fileURLToPath(new URL('../../infra/local/lambda-runtime/register-layer-resolution.mjs', import.meta.url));
/** The handlers measured beside the functions: the floor, and the same GetItem with no SDK at all. */
export const REFERENCE_HANDLERS = {
  floor: fileURLToPath(new URL('./cold-floor-handler.ts', import.meta.url)),
  noSdk: fileURLToPath(new URL('./cold-no-sdk-handler.ts', import.meta.url)),
} as const;

const IMPORT_AND_SERVE = `
const cpuAtStart = process.cpuUsage();
const started = performance.now();
const { handler } = await import(process.env.BENCH_BUNDLE_URL);
const initialized = performance.now();
const context = { functionName: 'bench', awsRequestId: 'cold', getRemainingTimeInMillis: () => 10000 };
const result = await handler(JSON.parse(process.env.BENCH_EVENT), context);
const served = performance.now();
const cpu = process.cpuUsage(cpuAtStart);
const cpuMs = (cpu.user + cpu.system) / 1000;
const answer = typeof result?.body === 'string' ? result.body : JSON.stringify(result ?? null);
// On a line of its own, after the lines the function logged (its metrics).
process.stdout.write('\\n' + JSON.stringify({ initMs: initialized - started, requestMs: served - initialized, cpuMs, statusCode: result?.statusCode ?? 200, answer }));
`;

export interface ColdRun {
  initMs: number;
  requestMs: number;
  /** CPU time (user plus system) the process spent on init and the request, all threads. */
  cpuMs: number;
  statusCode: number;
  /** The answer's body (an API route) or the returned value as JSON (a trigger). */
  answer: string;
}

export interface ColdRequest {
  /** Init plus first request of each run, in the order of the rounds. */
  totalsMs: number[];
  /** Init (the bundle's import) of each run, in the order of the rounds. */
  initsMs: number[];
  /** Init plus first request: median and max of the runs. */
  medianMs: number;
  maxMs: number;
  initMedianMs: number;
  requestMedianMs: number;
  cpuMedianMs: number;
  /** The answers' status codes, as sent (e.g. [200] or [200, 409]). */
  statusCodes: number[];
  /**
   * With a bracketing reference (measureColdRequests' `reference`): the reference's runs around each
   * of this subject's runs, the mean of the one just before and the one just after, round by round.
   */
  bracket?: { totalsMs: number[]; initsMs: number[] };
}

interface ColdRunOptions {
  env: Readonly<Record<string, string>>;
  nodePath?: readonly string[];
  /** The function's AWS_LAMBDA_EXEC_WRAPPER as a local file: it starts node, as in Lambda. */
  execWrapper?: string;
  /** Write a V8 CPU profile of the process (init and request) into this folder. */
  profileDir?: string;
}

/** Copies a bundle (index.mjs, its chunks, their maps) into a folder of its own, outside any node_modules tree, as Lambda unpacks it. */
export function isolatedBundle(bundleFile: string, name: string, root: string): string {
  const dir = join(root, name);
  cpSync(dirname(bundleFile), dir, { recursive: true });
  return join(dir, FUNCTION_ENTRY_FILE);
}

/** A fresh folder for isolated bundles; remove it with `rmSync` when done. */
export function isolatedRoot(): string {
  return mkdtempSync(join(tmpdir(), 'storefront-cold-'));
}

/** A reference handler's bundle (REFERENCE_HANDLERS), built with the functions' own options. */
export async function buildReferenceBundle(handlerFile: string, outDir: string): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  // Bundled as a function with no integration (no layer) is bundled.
  await build(functionBuildOptions(handlerFile, outDir, esbuildOptionsFor({ tables: {} })));
  return join(outDir, FUNCTION_ENTRY_FILE);
}

function oneColdRun(bundleFile: string, event: unknown, options: ColdRunOptions): Promise<ColdRun> {
  // A sample every 0.2 ms (V8's default is 1 ms): a cold request lasts about 100 ms.
  const profile = options.profileDir ? ['--cpu-prof', '--cpu-prof-dir', options.profileDir, '--cpu-prof-interval', '200'] : [];
  // The flags Lambda's runtime gives node for the function's memory (its environment says how much);
  // the function's own flags come with its environment (NODE_OPTIONS), as in Lambda.
  const memorySizeMb = Number(options.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE);
  if (!Number.isInteger(memorySizeMb)) throw new Error(`The cold run of ${bundleFile} has no AWS_LAMBDA_FUNCTION_MEMORY_SIZE in its environment`);
  const start = { nodeBinary: lambdaNodeBinary(FUNCTION_NODE_MAJOR), memorySizeMb, execWrapper: options.execWrapper };
  const { command, args } = lambdaRuntimeCommand(start, [...profile, '--import', LAYER_RESOLUTION, '--input-type=module', '-e', IMPORT_AND_SERVE]);
  const env = {
    ...options.env,
    // The answer goes to stdout as JSON: the handler's own lines there are kept to warnings and errors.
    POWERTOOLS_LOG_LEVEL: 'WARN',
    NODE_PATH: (options.nodePath ?? []).join(':'),
    BENCH_BUNDLE_URL: pathToFileURL(bundleFile).href,
    BENCH_EVENT: JSON.stringify(event),
  };
  return runJsonChild<ColdRun>(command, args, { cwd: dirname(bundleFile), env }, `The cold request of ${bundleFile}`);
}

/** One function to measure: its isolated bundle, the event it is sent, and its layers' folders. */
export interface ColdSubject {
  name: string;
  bundleFile: string;
  /** Makes the state the run needs and answers the event to send; called before each run, not timed. */
  event: () => Promise<unknown>;
  /** Whether an answer shows the run did the work measured (a 200 can also mean "nothing to do"). */
  didTheWork?: (answer: unknown) => boolean;
  /** Folders that Lambda would put on NODE_PATH (the layers' nodejs/node_modules). */
  nodePath?: string[];
  /** The function's AWS_LAMBDA_EXEC_WRAPPER as a local file (execWrapperFile). */
  execWrapper?: string;
  /** Its environment: the one the local stack gives the function (its template's, its role's credentials, the local endpoints). */
  env: Readonly<Record<string, string>>;
}

function summary(runs: readonly ColdRun[]): ColdRequest {
  const totals = runs.map((run) => run.initMs + run.requestMs);
  return {
    totalsMs: totals,
    initsMs: runs.map((run) => run.initMs),
    medianMs: median(totals),
    maxMs: Math.max(...totals),
    initMedianMs: median(runs.map((run) => run.initMs)),
    requestMedianMs: median(runs.map((run) => run.requestMs)),
    cpuMedianMs: median(runs.map((run) => run.cpuMs)),
    statusCodes: [...new Set(runs.map((run) => run.statusCode))],
  };
}

/** The subject every other is compared with, run between them (measureColdRequests). */
export interface BracketingReference {
  name: string;
  /** Runs of other subjects between two of its runs. */
  every: number;
}

/**
 * Every subject's cold request, in rounds: each round runs every subject once, in turn, so a change
 * in the machine's load during the measurement weighs on all of them (and on the floor) alike. A
 * first, uncounted round warms the disk cache. With `reference`, that subject runs first, after
 * every `every` others and last in each round, and each other run gets the mean of the reference's
 * runs just before and after it as its `bracket`: a round of 80 functions lasts a minute, and a
 * function at its end compared with a floor run at its start would be judged on the machine's drift.
 * With `profileDir`, one more uncounted round writes each subject's CPU profile into
 * `<profileDir>/<name>/` (open it in Chrome DevTools' Performance panel).
 */
export async function measureColdRequests(
  subjects: readonly ColdSubject[],
  options: { rounds: number; onRound?: (round: number) => void; profileDir?: string; reference?: BracketingReference },
): Promise<Map<string, ColdRequest>> {
  const runOnce = async (subject: ColdSubject, profileDir?: string) =>
    oneColdRun(subject.bundleFile, await subject.event(), { env: subject.env, nodePath: subject.nodePath, execWrapper: subject.execWrapper, profileDir });
  const reference = options.reference && subjects.find((subject) => subject.name === options.reference!.name);
  if (options.reference && !reference) throw new Error(`The bracketing reference ${options.reference.name} is not among the subjects`);
  const others = subjects.filter((subject) => subject !== reference);
  const runs = new Map<string, ColdRun[]>(subjects.map((subject) => [subject.name, []]));
  const brackets = new Map<string, { totalsMs: number[]; initsMs: number[] }>(others.map((subject) => [subject.name, { totalsMs: [], initsMs: [] }]));
  const measuredRun = async (subject: ColdSubject) => {
    const run = await runOnce(subject);
    if (subject.didTheWork && !subject.didTheWork(JSON.parse(run.answer))) {
      throw new Error(`The cold request of ${subject.name} did not do the work it measures; it answered ${run.answer}`);
    }
    runs.get(subject.name)!.push(run);
    return run;
  };
  // Not counted: the first processes of a run also pay for reading Node.js and the bundles from disk.
  for (const subject of subjects) await runOnce(subject);
  for (let round = 1; round <= options.rounds; round++) {
    options.onRound?.(round);
    if (!reference) {
      for (const subject of subjects) await measuredRun(subject);
      continue;
    }
    let before = await measuredRun(reference);
    const every = Math.max(1, options.reference!.every);
    for (let start = 0; start < others.length; start += every) {
      const group = others.slice(start, start + every);
      for (const subject of group) await measuredRun(subject);
      const after = await measuredRun(reference);
      group.forEach((subject) => {
        const bracket = brackets.get(subject.name)!;
        bracket.totalsMs.push((before.initMs + before.requestMs + after.initMs + after.requestMs) / 2);
        bracket.initsMs.push((before.initMs + after.initMs) / 2);
      });
      before = after;
    }
  }
  if (options.profileDir) for (const subject of subjects) await runOnce(subject, join(options.profileDir, subject.name));
  return new Map(
    [...runs].map(([name, list]) => {
      const bracket = reference ? brackets.get(name) : undefined;
      return [name, bracket ? { ...summary(list), bracket } : summary(list)];
    }),
  );
}

/**
 * A subject's cold request (or with `part` 'initsMs', its init alone) as a ratio to another's
 * measured in the same rounds: the median of the ratios of each round's two runs, which ran seconds
 * apart, so a change in the machine's load between rounds cancels out instead of tilting the ratio
 * of two medians.
 */
export function medianRatio(subject: ColdRequest, reference: Pick<ColdRequest, 'totalsMs' | 'initsMs'>, part: 'totalsMs' | 'initsMs' = 'totalsMs'): number {
  if (subject[part].length !== reference[part].length) throw new Error(`${subject[part].length} runs cannot be paired with ${reference[part].length}`);
  return median(subject[part].map((value, round) => value / reference[part][round]!));
}

/** A subject's ratio to the bracketing reference it was measured between (measureColdRequests' `reference`). */
export function medianRatioToBracket(subject: ColdRequest, part: 'totalsMs' | 'initsMs' = 'totalsMs'): number {
  if (!subject.bracket) throw new Error('These runs were measured without a bracketing reference');
  return medianRatio(subject, subject.bracket, part);
}
