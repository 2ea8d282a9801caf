/**
 * The Stripe SDK's Node.js entry module, with only the API resources the shop calls.
 *
 * The SDK's constructor builds an object for every one of its API resources (about 130, with their
 * namespaces), and its entry imports all of their modules, so a function paid about 9 ms to load
 * them and 4 ms to build them on its first request, for the two it calls (docs/performance.md). The
 * SDK offers no entry without them. So the layer is built from the entry module's own source with
 * the other resources' lines left out: `this.<resource> = new <Class>(this);` in the constructor
 * and the `account` alias of `accounts`; the namespace of every resource class (`Stripe.resources`,
 * for code extending the SDK) is an empty object; then every import that nothing uses any more is
 * left out too. Everything else (requests, retries, errors,
 * webhooks) is the SDK's own code, unchanged.
 *
 * A Stripe SDK whose entry no longer has these shapes makes the build throw, naming what it did not
 * find, rather than ship a layer that fails in the cloud.
 */

/** `this.paymentIntents = new PaymentIntentResource(this);`, one per line, as the SDK's generator writes them. */
const RESOURCE_LINE = /^[ \t]*this\.(\w+) = new (\w+)\(this\);\r?\n/gm;
/** The backward-compatible alias of `accounts`, set after the resources. */
const ALIAS_LINE = /^[ \t]*this\.(\w+) = this\.(\w+);\r?\n/gm;
const RESOURCES_NAMESPACE_IMPORT = /^import \* as resources from '\.\/resources\.js';$/m;
/** A whole-line `import { a, b as c } from '...';` or `import * as d from '...';`. */
const IMPORT_LINE = /^import (?:\{([^}]*)\}|\* as (\w+)) from '[^']+';\r?\n/gm;

export interface TrimmedStripeEntry {
  readonly source: string;
  /** The resource properties left out (customers, invoices, ...). */
  readonly removedResources: readonly string[];
}

export function trimStripeEntry(source: string, keptResources: readonly string[]): TrimmedStripeEntry {
  const found = new Set<string>();
  const removed: string[] = [];
  let trimmed = source.replace(RESOURCE_LINE, (line, property: string) => {
    found.add(property);
    if (keptResources.includes(property)) return line;
    removed.push(property);
    return '';
  });
  const missing = keptResources.filter((resource) => !found.has(resource));
  if (missing.length > 0 || removed.length === 0) {
    throw new Error(`The Stripe SDK's entry module has changed: no \`this.<resource> = new <Class>(this);\` line for ${missing.join(', ') || 'any resource'}`);
  }
  trimmed = trimmed.replace(ALIAS_LINE, (line, alias: string, target: string) => (removed.includes(target) ? '' : line));
  if (!RESOURCES_NAMESPACE_IMPORT.test(trimmed))
    throw new Error("The Stripe SDK's entry module has changed: no `import * as resources from './resources.js';` line");
  trimmed = trimmed.replace(RESOURCES_NAMESPACE_IMPORT, 'const resources = {};');
  return { source: withoutUnusedImports(trimmed), removedResources: removed };
}

/** Leaves out the import lines none of whose bindings the rest of the module names. */
function withoutUnusedImports(source: string): string {
  const body = source.replace(IMPORT_LINE, '');
  return source.replace(IMPORT_LINE, (line, named: string | undefined, namespace: string | undefined) => {
    const bindings = namespace ? [namespace] : (named ?? '').split(',').map(localName).filter(Boolean);
    return bindings.some((binding) => new RegExp(`\\b${binding}\\b`).test(body)) ? line : '';
  });
}

/** `A` for `A`, `B` for `A as B`, `` for the empty entry a trailing comma leaves. */
function localName(specifier: string): string {
  return (
    specifier
      .trim()
      .split(/\s+as\s+/)
      .pop() ?? ''
  );
}
