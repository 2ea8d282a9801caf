// What a function bundle gets for `import ... from 'node:process'` (infra/constructs/function-bundling.ts).
module.exports = process.getBuiltinModule('node:process');
