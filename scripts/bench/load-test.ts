/**
 * Runs the load client (load-client.ts) in a child process against one endpoint (json-child.ts's runSpecChild).
 */
import { fileURLToPath } from 'node:url';
import { runSpecChild } from './json-child.js';
import type { LoadSpec, LoadSummary } from './load-client.js';

const LOAD_CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

export type { LoadSpec, LoadSummary };

export const runLoad = (spec: LoadSpec): Promise<LoadSummary> => runSpecChild<LoadSummary>(LOAD_CLIENT, spec, 'The load client');
