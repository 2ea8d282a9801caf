/**
 * Runs the load client (load-client.ts) in a child process against one endpoint. The spec goes in
 * a file: with a token per request it is larger than one command-line argument may be (E2BIG).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runJsonChild } from './json-child.js';
import type { LoadSpec, LoadSummary } from './load-client.js';

const LOAD_CLIENT = fileURLToPath(new URL('./load-client.ts', import.meta.url));

export type { LoadSpec, LoadSummary };

export async function runLoad(spec: LoadSpec): Promise<LoadSummary> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-load-'));
  try {
    const specFile = join(dir, 'spec.json');
    writeFileSync(specFile, JSON.stringify(spec));
    return await runJsonChild<LoadSummary>(process.execPath, ['--import', 'tsx', LOAD_CLIENT, specFile], {}, 'The load client');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
