// zod/mini rather than classic zod: a lighter cold start for every function.
//
// A contract builds each schema (and any other top-level value made by a call) as
// `/* @__PURE__ */ (() => ...)()`. Building a schema runs code (zod's `.check()` chains, our field
// helpers), so a bundler keeps every schema of a contract module that a function imports, used or
// not: a function that marks an order delivered built the whole order, tool and trade contracts at
// each cold start. Marked pure, a value no code of the bundle reads is left out (about 16 KiB of
// init code less for such a function). The lint enforces it in functions/*/contract/.
//
// This module has no side effect, so a function that imports a contract only for its constants and
// helpers loads no zod at all. zod/mini loads no locale: english-messages.ts gives checks without a
// message of their own English ones, wherever input is validated (the API's validation, the web's forms).
export * from 'zod/mini';
