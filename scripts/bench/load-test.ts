/** Runs the load client (load-client.ts) in a child process against one endpoint. */
import { fileURLToPath } from 'node:url';
import { runJsonChild } from './json-child.js';
import type { LoadSpec, LoadSummary } from './load-client.js';

const LOAD_CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

export type { LoadSpec, LoadSummary };

export function runLoad(spec: LoadSpec): Promise<LoadSummary> {
  return runJsonChild<LoadSummary>(process.execPath, ['--import', 'tsx', LOAD_CLIENT, JSON.stringify(spec)], {}, 'The load client');
}
