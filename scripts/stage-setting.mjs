// `node scripts/stage-setting.mjs <stage> <name>...`: prints `name=value` lines of a stage's settings
// (infra/stages/<stage>.json), for the deploy workflow's step outputs.
import { readFileSync } from 'node:fs';

const [stage, ...names] = process.argv.slice(2);
const settings = JSON.parse(readFileSync(new URL(`../infra/stages/${stage}.json`, import.meta.url), 'utf8'));
for (const name of names) {
  if (typeof settings[name] !== 'string' || settings[name] === '') throw new Error(`infra/stages/${stage}.json has no ${name}`);
  console.log(`${name}=${settings[name]}`);
}
