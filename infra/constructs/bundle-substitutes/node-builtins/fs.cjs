// What a function bundle gets for `import ... from 'node:fs'` (infra/constructs/function-bundling.ts).
module.exports = process.getBuiltinModule('node:fs');
