/**
 * `npm run lint:template`: synthesizes the stack (without bundling: the template is the same) and
 * runs cfn-lint on it; any error fails. Settings and justified exceptions: .cfnlintrc.yaml.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { synthesizeLocalStack } from '../infra/local/synth-stack.js';

const synthesized = synthesizeLocalStack({ bundle: false });
const dir = mkdtempSync(join(tmpdir(), 'storefront-cfn-lint-'));
const templateFile = join(dir, 'Storefront.template.json');
try {
  writeFileSync(templateFile, JSON.stringify(synthesized.template, null, 1));
  const result = spawnSync('cfn-lint', ['--config-file', '.cfnlintrc.yaml', '--', templateFile], { stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`cfn-lint found problems in the synthesized template (exit ${result.status}).`);
    process.exitCode = 1;
  } else {
    console.log('cfn-lint: the synthesized template is clean.');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  synthesized.cleanup();
}
