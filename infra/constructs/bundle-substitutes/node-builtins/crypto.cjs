// What a function bundle gets for `import ... from 'node:crypto'` (infra/constructs/function-bundling.ts).
module.exports = process.getBuiltinModule('node:crypto');
