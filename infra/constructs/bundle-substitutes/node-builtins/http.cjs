// What a function bundle gets for `import ... from 'node:http'` (infra/constructs/function-bundling.ts).
module.exports = process.getBuiltinModule('node:http');
