// What a function bundle gets for `import ... from 'node:console'` (infra/constructs/function-bundling.ts).
module.exports = process.getBuiltinModule('node:console');
