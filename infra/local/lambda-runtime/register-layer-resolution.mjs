// `node --import <this file>`: registers the module resolution of Lambda's Node.js runtime
// (layer-resolution-hooks.mjs) in the loader's own thread before the handler loads.
import { registerHooks } from 'node:module';
import { resolve } from './layer-resolution-hooks.mjs';

registerHooks({ resolve });
