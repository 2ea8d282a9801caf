/**
 * What a function bundle gets for `pako` (an esbuild alias: infra/constructs/function-bundling.ts),
 * which pdf-lib imports to compress a PDF's streams: the same zlib format (the same defaults: level 6,
 * 15 window bits), made by Node.js's own zlib, built into the binary, instead of pako's JavaScript
 * port of it, which a cold start would compile and run in its slowest tiers (docs/performance.md).
 * The compressed bytes may differ from pako's; what they decompress to is the same.
 */
'use strict';
const { deflateSync, inflateSync } = process.getBuiltinModule('node:zlib');

/** A Uint8Array over the Buffer's bytes, as pako answers. */
const bytes = (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

module.exports = {
  deflate: (data) => bytes(deflateSync(data)),
  inflate: (data) => bytes(inflateSync(data)),
};
