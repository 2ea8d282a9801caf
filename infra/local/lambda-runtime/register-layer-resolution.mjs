// `node --import <this file>`: registers the module resolution of Lambda's Node.js runtime
// (layer-resolution-hooks.mjs) before the handler loads.
import { register } from 'node:module';

register('./layer-resolution-hooks.mjs', import.meta.url);
