/**
 * What a function bundle gets for `@pdf-lib/upng` (an esbuild alias: infra/constructs/function-bundling.ts),
 * the PNG decoder pdf-lib imports to embed PNG images. The shop's PDFs embed no image, and the
 * decoder's module (with its own copy of pako) did work at every PDF function's init. Embedding a PNG
 * with pdf-lib in a function fails with the error below: remove this alias first.
 */
'use strict';
const notBundled = () => {
  throw new Error('PNG images cannot be embedded: @pdf-lib/upng is not bundled (infra/constructs/bundle-substitutes/pdf/upng.cjs)');
};

module.exports = { decode: notBundled, toRGBA8: notBundled, encode: notBundled };
