// What a function bundle gets for `import ... from 'node:util'` (infra/constructs/function-bundling.ts).
module.exports = process.getBuiltinModule('node:util');
