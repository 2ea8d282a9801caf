/**
 * The function bundles and layers a bundled synth built, kept for the next local stack that would
 * build the very same ones: the integration tests, the browser tests and `npm start` each start a
 * stack from the deployed artifacts, and bundling ~75 functions takes over a minute.
 *
 * An entry is the cloud assembly of a bundled synth, kept whole, under the key of everything that
 * decides its bundles: every file of functions/ and infra/ (the code, the stack, the esbuild options;
 * infra/local/ only runs them), the lockfile and the build configuration. Change any of them and the
 * key changes, so a stack never runs bundles of other code. A synth that finds its key takes its
 * template from a synth without bundling (the stack's settings, e.g. a test's hold minutes, are in
 * the template, not in the bundles) and the functions' and layers' code from the entry, by logical id.
 * The entries live under the system temp folder (storefront-bundles), outside the project, as every
 * local assembly does: nothing a bundle imports can resolve from the project's node_modules. Delete
 * that folder to drop every entry.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CfnTemplate } from './template-model.js';

const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE_ROOT = join(tmpdir(), 'storefront-bundles');
/** Entries kept: the newest few (one per recent state of the code). */
const ENTRIES_KEPT = 3;

const INPUT_DIRS = ['functions', 'infra'];
const INPUT_DIRS_LEFT_OUT = [join('infra', 'local')];
const INPUT_FILES = ['package.json', 'package-lock.json', 'cdk.json', 'tsconfig.json', 'tsconfig.base.json'];

/** The template properties that name a resource's code, by resource type. */
const CODE_PROPERTY: Readonly<Record<string, string>> = { 'AWS::Lambda::Function': 'Code', 'AWS::Lambda::LayerVersion': 'Content' };

function filesUnder(root: string, dir: string): string[] {
  if (INPUT_DIRS_LEFT_OUT.includes(relative(root, dir))) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(root, path);
      return entry.isFile() ? [path] : [];
    });
}

/** The key of the bundles the project's files make now (in this checkout: a bundle's source map names its sources' paths). */
export function bundleInputsKey(root = PROJECT_ROOT): string {
  const hash = createHash('sha256');
  hash.update(root);
  const dirs = INPUT_DIRS.map((dir) => join(root, dir)).filter((dir) => existsSync(dir));
  const files = [...dirs.flatMap((dir) => filesUnder(root, dir)), ...INPUT_FILES.map((file) => join(root, file))];
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(existsSync(file) ? readFileSync(file) : '');
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

export interface CachedBundles {
  /** The kept cloud assembly: its `asset.<hash>` folders. */
  assemblyDir: string;
  /** The code property (S3 location) of each function and layer, by logical id. */
  codeOf: ReadonlyMap<string, unknown>;
}

function codeProperties(template: CfnTemplate): Map<string, unknown> {
  const code = new Map<string, unknown>();
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    const property = CODE_PROPERTY[resource.Type];
    if (property) code.set(logicalId, resource.Properties?.[property]);
  }
  return code;
}

const entryDir = (key: string) => join(CACHE_ROOT, key);

/** The entry under `key`, or undefined. */
export function cachedBundles(key: string, stackName: string): CachedBundles | undefined {
  const assemblyDir = entryDir(key);
  const templateFile = join(assemblyDir, `${stackName}.template.json`);
  if (!existsSync(templateFile)) return undefined;
  // Used now: the entries dropped first are the ones used least recently.
  const now = new Date();
  utimesSync(assemblyDir, now, now);
  return { assemblyDir, codeOf: codeProperties(JSON.parse(readFileSync(templateFile, 'utf8')) as CfnTemplate) };
}

/**
 * `template` (synthesized without bundling) with its functions' and layers' code taken from the
 * entry; undefined when a function or layer of it is not in the entry.
 */
export function withCachedCode(template: CfnTemplate, cached: CachedBundles): CfnTemplate | undefined {
  const resources: CfnTemplate['Resources'] = {};
  for (const [logicalId, resource] of Object.entries(template.Resources)) {
    const property = CODE_PROPERTY[resource.Type];
    if (!property) {
      resources[logicalId] = resource;
      continue;
    }
    if (!cached.codeOf.has(logicalId)) return undefined;
    resources[logicalId] = { ...resource, Properties: { ...resource.Properties, [property]: cached.codeOf.get(logicalId) } };
  }
  return { ...template, Resources: resources };
}

/**
 * Keeps the bundled assembly at `assemblyDir` (moved, not copied) under `key`, and drops the oldest
 * entries beyond the few kept. Answers where the assembly now is. When another process kept the same
 * key meanwhile, its entry stays and `assemblyDir` is answered unmoved.
 */
export function keepBundles(key: string, assemblyDir: string): string {
  mkdirSync(CACHE_ROOT, { recursive: true });
  const target = entryDir(key);
  try {
    renameSync(assemblyDir, target);
  } catch {
    return assemblyDir;
  }
  const entries = readdirSync(CACHE_ROOT)
    .map((name) => ({ name, at: statSync(join(CACHE_ROOT, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of entries.slice(ENTRIES_KEPT)) rmSync(join(CACHE_ROOT, old.name), { recursive: true, force: true });
  return target;
}
