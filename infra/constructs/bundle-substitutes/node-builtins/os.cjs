// What a function bundle gets for `import ... from 'node:os'` (infra/constructs/function-bundling.ts).
module.exports = process.getBuiltinModule('node:os');
