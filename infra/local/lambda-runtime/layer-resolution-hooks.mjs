// ES module resolution as in Lambda's Node.js runtimes (18 and later): a package is looked up the
// standard way first (node_modules folders above the importing file, i.e. the function's own
// bundle folder), then in each folder of NODE_PATH in order, which Lambda sets to the layers'
// nodejs/node<major>/node_modules and nodejs/node_modules (/opt), then the runtime's own modules (the
// AWS SDK). Plain Node.js ignores NODE_PATH for ES modules; Lambda's runtime does not.
//
// A synchronous hook (`module.registerHooks`), run in the loader's own thread, as Lambda's resolution
// is: its runtime starts node with no --import or --loader flag and registers no hooks
// (aws-lambda-nodejs-runtime-interface-client imports the handler with a plain `import()`). Hooks
// registered with `module.register` run on a thread of their own, and each file a bundle imports
// waited on it: about 1.5 ms a file locally that Lambda does not spend (docs/performance.md).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const searchPath = (process.env.NODE_PATH ?? '').split(':').filter(Boolean);
const isBareSpecifier = (specifier) => !/^(\.|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);

export function resolve(specifier, context, nextResolve) {
  try {
    return nextResolve(specifier, context);
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !isBareSpecifier(specifier)) throw error;
    for (const folder of searchPath) {
      try {
        // Resolving from a file inside the folder makes the folder itself the first node_modules looked in.
        return nextResolve(specifier, { ...context, parentURL: pathToFileURL(join(folder, 'noop.mjs')).href });
      } catch (inner) {
        if (inner?.code !== 'ERR_MODULE_NOT_FOUND') throw inner;
      }
    }
    throw error;
  }
}
