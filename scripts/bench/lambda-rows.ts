/**
 * The Lambda rows of the benchmark: every bundle's size (and the Stripe SDK layer's), and every
 * function's cold request beside the floor's, measured in the same rounds (cold-request.ts).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { findFunctionByHandler, handlerSource } from '../../functions/manifest.js';
import { usesStripeSdkLayer } from '../../infra/constructs/function-bundling.js';
import { estimatedLambdaMs, memoryFor } from '../../infra/constructs/function-memory.js';
import { execWrapperFile } from '../../infra/local/lambda-runtime/exec-wrapper.js';
import { LOCAL_SECRETS } from '../../infra/local/local-config.js';
import type { LocalStack } from '../../infra/local/local-stack.js';
import { COLD_BENCH_CUSTOMER, progress, signIn, signInAdmin, type BenchContext } from './bench-context.js';
import { benchOrderId, benchToolId, fillTables } from './bulk-load.js';
import { COLD_INIT_FLOOR_RATIO, LAMBDA_INIT_BUDGET_BYTES, MIN_VERDICT_RUNS, STRIPE_SDK_LAYER_BUDGET_BYTES } from './budgets.js';
import { COLD_WORK_DONE, coldEvents } from './cold-events.js';
import { coldFixtures } from './cold-fixtures.js';
import {
  buildReferenceBundle,
  isolatedBundle,
  isolatedRoot,
  measureColdRequests,
  medianRatioToBracket,
  REFERENCE_HANDLERS,
  type ColdRequest,
  type ColdSubject,
} from './cold-request.js';
import {
  bundleBudgetBytes,
  bundleHandlers,
  bundleStripeSdkLayer,
  withinBundleBudgets,
  type LambdaBundle,
  type StripeSdkLayerBundle,
} from './lambda-bundles.js';
import { kib, loadAverage, ms, verdict, type Row } from './report-table.js';

export interface ColdRequestOptions {
  /** Rounds of cold requests (each runs the floor and every function once). */
  runs: number;
  /** Also write a CPU profile of each cold request into this folder. */
  profileDir?: string;
  /** Only the cold requests of these handlers (the references are always measured); all when undefined. */
  only?: readonly string[];
}

/** The bundles whose cold requests are measured: all, or those named (an unknown name throws). */
function measuredBundles(bundles: readonly LambdaBundle[], only: readonly string[] | undefined): LambdaBundle[] {
  if (!only) return [...bundles];
  const unknown = only.filter((name) => !bundles.some((bundle) => bundle.handler === name));
  if (unknown.length > 0) throw new Error(`--cold-functions names no handler: ${unknown.join(', ')}`);
  return bundles.filter((bundle) => only.includes(bundle.handler));
}

export interface LambdaBuild {
  bundles: LambdaBundle[];
  layer: StripeSdkLayerBundle;
  floorFile: string;
  noSdkFile: string;
}

export async function buildLambdas(outDir: string): Promise<LambdaBuild> {
  progress('Bundling the handlers...');
  const bundles = await bundleHandlers(join(outDir, 'functions'));
  const layer = bundleStripeSdkLayer(join(outDir, 'stripe-sdk-layer'));
  const floorFile = await buildReferenceBundle(REFERENCE_HANDLERS.floor, join(outDir, FLOOR));
  const noSdkFile = await buildReferenceBundle(REFERENCE_HANDLERS.noSdk, join(outDir, NO_SDK));
  return { bundles, layer, floorFile, noSdkFile };
}

export function lambdaSizeRows({ bundles, layer }: LambdaBuild): Row[] {
  const rows: Row[] = bundles.map((bundle) => ({
    measure: `Lambda ${bundle.handler} bundle`,
    value: `${kib(bundle.initBytes)} at init + ${kib(bundle.lazyBytes)} later, min; ${kib(bundle.zippedBytes)} zip`,
    budget: `<= ${kib(LAMBDA_INIT_BUDGET_BYTES)} at init, ${kib(bundleBudgetBytes(bundle.handler))} in all`,
    verdict: verdict(withinBundleBudgets(bundle)),
  }));
  // Counted once, not in each function: Lambda mounts the layer next to the bundles of its functions.
  rows.push({
    measure: `Stripe SDK layer (shared by ${layer.sharedBy.length} functions)`,
    value: `${kib(layer.minifiedBytes)} min, ${kib(layer.zippedBytes)} zip (stripe ${layer.version}; ${layer.sharedBy.join(', ')})`,
    budget: `<= ${kib(STRIPE_SDK_LAYER_BUDGET_BYTES)} min`,
    verdict: verdict(layer.minifiedBytes <= STRIPE_SDK_LAYER_BUDGET_BYTES),
  });
  return rows;
}

/** Every function's cold request (init plus a real first request) beside the floor's, measured in this run. */
export async function coldRequestRows({ stack, loader }: BenchContext, lambdas: LambdaBuild | undefined, options: ColdRequestOptions): Promise<Row[]> {
  if (!lambdas) throw new Error('the bundles were not built');
  // A verdict on fewer runs would judge the machine's noise, not the function.
  if (options.runs < MIN_VERDICT_RUNS) throw new Error(`a cold-request verdict needs at least ${MIN_VERDICT_RUNS} runs, --cold-runs is ${options.runs}`);
  const bundles = measuredBundles(lambdas.bundles, options.only);
  const [admin, customer] = await Promise.all([signInAdmin(stack, loader), signIn(stack, COLD_BENCH_CUSTOMER)]);
  await fillTables(loader, { tools: stack.settings.tableNames.tools, orders: stack.settings.tableNames.orders }, { from: 0, to: 2 }, customer);
  const toolId = benchToolId(0);
  const events = coldEvents({
    customer,
    admin,
    toolId,
    adminToolId: benchToolId(1),
    orderId: benchOrderId(0),
    webhookSecret: LOCAL_SECRETS.STRIPE_WEBHOOK_SECRET,
    fixtures: coldFixtures({ stack, loader, customer, admin, toolId }),
  });
  const noEvent = async () => ({});
  const root = isolatedRoot();
  try {
    const layerModules = join(lambdas.layer.file, '..', '..');
    // The references read a tool under the role of the function that reads one tool, through the same endpoints.
    const reference = functionStart(stack, REFERENCE_ROLE_OF);
    const subjects: ColdSubject[] = [
      { name: FLOOR, bundleFile: isolatedBundle(lambdas.floorFile, FLOOR, root), event: noEvent, ...reference },
      { name: NO_SDK, bundleFile: isolatedBundle(lambdas.noSdkFile, NO_SDK, root), event: noEvent, ...reference },
      ...bundles.map((bundle) => ({
        name: bundle.handler,
        bundleFile: isolatedBundle(bundle.file, bundle.handler, root),
        ...functionStart(stack, bundle.handler),
        event: events[bundle.handler as keyof typeof events],
        didTheWork: COLD_WORK_DONE[bundle.handler as keyof typeof COLD_WORK_DONE],
        nodePath: usesStripeSdkLayer(findFunctionByHandler(bundle.handler)) ? [layerModules] : [],
      })),
    ];
    const loadBefore = loadAverage();
    const cold = await measureColdRequests(subjects, {
      rounds: options.runs,
      profileDir: options.profileDir,
      reference: { name: FLOOR, every: FLOOR_EVERY },
      onRound: (round) =>
        progress(
          `Cold requests, round ${round} of ${options.runs} (the reference without the SDK and ${bundles.length} functions, the floor between every ${FLOOR_EVERY}; load average ${loadAverage()})...`,
        ),
    });
    // Every ratio is to these two: one that did not read the item measured nothing.
    for (const name of [FLOOR, NO_SDK]) {
      const codes = cold.get(name)!.statusCodes;
      if (codes.some((code) => code !== 200)) throw new Error(`The ${name} handler answered ${codes.join('/')}, not 200`);
    }
    const floor = cold.get(FLOOR)!;
    const noSdk = cold.get(NO_SDK)!;
    const rows: Row[] = [
      { measure: 'Machine load during the cold requests (load average, 1 / 5 / 15 min)', value: `${loadBefore} before, ${loadAverage()} after` },
      { measure: 'Cold request floor (one GetItem, same SDK and bundling)', value: coldValue(floor) },
      {
        measure: 'Cold request without the SDK (the same GetItem over node:http, unsigned; reference)',
        value: `${coldValue(noSdk)}; the floor is ${(1 / medianRatioToBracket(noSdk)).toFixed(2)}x this`,
      },
    ];
    for (const { handler } of bundles) {
      const measured = cold.get(handler)!;
      const initRatio = medianRatioToBracket(measured, 'initsMs');
      // Every run was given the state its request needs: a refusal measured a shorter path than a user's.
      const succeeded = measured.statusCodes.every((code) => code >= 200 && code < 300);
      const ratios = `init ${initRatio.toFixed(2)}x floor's, whole ${medianRatioToBracket(measured).toFixed(2)}x`;
      rows.push({
        measure: `Lambda ${handler} cold request`,
        value: `${coldValue(measured)}, ${ratios}, answered ${measured.statusCodes.join('/')}; ${inLambda(measured, memoryFor(findFunctionByHandler(handler)))}`,
        budget: `init <= ${COLD_INIT_FLOOR_RATIO}x floor's`,
        verdict: verdict(succeeded && initRatio <= COLD_INIT_FLOOR_RATIO),
      });
    }
    return rows;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const FLOOR = 'cold-floor';
/** The floor runs between every this many functions: each function is judged against the floor runs just before and after it. */
const FLOOR_EVERY = 4;
const NO_SDK = 'cold-no-sdk';
/** The function whose role and environment the references run with: it reads one tool by its key, as they do. */
const REFERENCE_ROLE_OF = 'get-tool';

/**
 * How the local stack starts the function of a handler (`functions/<module>/handlers/<handler>.ts`): its
 * environment (its template's variables, its role's credentials and the local endpoints: the
 * DynamoDB and SES IAM proxies, the SSM parameter store, so a cold run reads its secrets from SSM,
 * as in the cloud) and its exec wrapper, from its layers.
 */
function functionStart(stack: LocalStack, handler: string): Pick<ColdSubject, 'env' | 'execWrapper'> {
  const source = handlerSource(findFunctionByHandler(handler));
  const name = stack.functions.names.find((candidate) => stack.functions.definition(candidate).sourceEntry === source);
  if (!name) throw new Error(`No function of the local stack runs ${source}`);
  return { env: stack.functions.environment(name), execWrapper: execWrapperFile(stack.functions.definition(name)) };
}

/** The estimate for Lambda, where the memory size sets the CPU share (infra/constructs/function-memory.ts). */
const inLambda = (cold: ColdRequest, memoryMb: number) =>
  `about ${ms(estimatedLambdaMs({ wallMs: cold.medianMs, cpuMs: cold.cpuMedianMs }, memoryMb))} in Lambda at ${memoryMb} MB`;
const coldValue = (cold: ColdRequest) =>
  `${ms(cold.medianMs)} median (init ${ms(cold.initMedianMs)} + request ${ms(cold.requestMedianMs)}), max ${ms(cold.maxMs)}`;
