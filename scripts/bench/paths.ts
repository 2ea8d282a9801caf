import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Where the benchmark and the perf tests write their builds. Inside the project, so that bundles
 * with external `@aws-sdk/*` imports resolve them from the project's node_modules when run.
 */
export const BENCH_OUTPUT_DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'storefront-bench');
