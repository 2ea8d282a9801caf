// What a function bundle gets for `import ... from 'node:path'` (infra/constructs/function-bundling.ts).
module.exports = process.getBuiltinModule('node:path');
