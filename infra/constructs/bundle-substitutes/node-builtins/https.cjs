// What a function bundle gets for `import ... from 'node:https'` (infra/constructs/function-bundling.ts).
module.exports = process.getBuiltinModule('node:https');
