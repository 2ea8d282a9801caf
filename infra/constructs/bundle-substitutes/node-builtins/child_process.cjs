// What a function bundle gets for `import ... from 'node:child_process'` (infra/constructs/function-bundling.ts).
module.exports = process.getBuiltinModule('node:child_process');
