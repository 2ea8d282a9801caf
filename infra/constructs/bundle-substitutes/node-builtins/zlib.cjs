// What a function bundle gets for `import ... from 'node:zlib'` (infra/constructs/function-bundling.ts).
module.exports = process.getBuiltinModule('node:zlib');
