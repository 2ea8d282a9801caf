// What a function bundle gets for `import ... from 'node:events'` (infra/constructs/function-bundling.ts).
module.exports = process.getBuiltinModule('node:events');
