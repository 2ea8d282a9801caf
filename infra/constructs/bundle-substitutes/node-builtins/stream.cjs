// What a function bundle gets for `import ... from 'node:stream'` (infra/constructs/function-bundling.ts).
module.exports = process.getBuiltinModule('node:stream');
