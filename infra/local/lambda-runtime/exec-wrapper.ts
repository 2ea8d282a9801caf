/**
 * AWS_LAMBDA_EXEC_WRAPPER as Lambda's Node.js runtime honours it: its bootstrap starts the script
 * named there, with the command it would have run (node, its flags, the runtime's entry) as the
 * script's arguments (runtime-command.ts). This finds the script among the function's layers.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalFunctionDefinition } from '../template-functions.js';

const LAYERS_ROOT = '/opt/';

/**
 * The local file of a function's AWS_LAMBDA_EXEC_WRAPPER, or undefined if it sets none. Lambda
 * unpacks the function's layers into /opt in the template's order (a later layer's file wins), so
 * `/opt/<path>` is looked up in the layers' asset folders; a path in none of them fails, as the
 * function would fail to start in Lambda.
 */
export function execWrapperFile(fn: Pick<LocalFunctionDefinition, 'name' | 'environment' | 'layerDirs'>): string | undefined {
  const wrapper = fn.environment.AWS_LAMBDA_EXEC_WRAPPER;
  if (!wrapper) return undefined;
  if (!wrapper.startsWith(LAYERS_ROOT))
    throw new Error(`${fn.name}: the local runner looks for AWS_LAMBDA_EXEC_WRAPPER in the layers (/opt/...), not at ${wrapper}`);
  const inLayers = fn.layerDirs.map((dir) => join(dir, wrapper.slice(LAYERS_ROOT.length))).filter((file) => existsSync(file));
  const file = inLayers.at(-1);
  if (!file) throw new Error(`${fn.name}: its AWS_LAMBDA_EXEC_WRAPPER ${wrapper} is in none of its layers`);
  return file;
}
