/**
 * The rules that keep the stages apart: every stage lives in an AWS account of its own and signs
 * its tokens with a key pair of its own. A staging credential (or a staging token) must never work
 * in prod, so the synth refuses two stages that share an account or any token public key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StageIdentity {
  readonly account?: unknown;
  readonly tokenPublicKeys?: unknown;
}

export const STAGES_DIR = join(import.meta.dirname, 'stages');

/** Every committed stage file (infra/stages/<stage>.json), by stage name. */
export function readStageFiles(dir = STAGES_DIR): Record<string, Record<string, unknown>> {
  const stages: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    stages[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
  }
  return stages;
}

const keysOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((key) => key.trim())
        .filter((key) => key !== '')
    : [];

/** An AWS account id: 12 digits. */
export const isAccountId = (value: unknown): value is string => typeof value === 'string' && /^\d{12}$/.test(value);

/**
 * The problems of a set of stages, each naming both stages: a shared account or a shared token
 * public key (a stage may list its old and new key while it changes them; no key may appear in two
 * stages). Every stage must name its account.
 */
export function stageSeparationProblems(stages: Readonly<Record<string, StageIdentity>>): string[] {
  const problems: string[] = [];
  const names = Object.keys(stages).sort();
  for (const name of names) {
    if (!isAccountId(stages[name]!.account)) problems.push(`stage '${name}' must name its own AWS account ('account', 12 digits)`);
  }
  for (const [index, first] of names.entries()) {
    for (const second of names.slice(index + 1)) {
      const [a, b] = [stages[first]!, stages[second]!];
      if (isAccountId(a.account) && a.account === b.account) {
        problems.push(`stages '${first}' and '${second}' share the AWS account ${a.account}: each stage needs an account of its own`);
      }
      const shared = keysOf(a.tokenPublicKeys).filter((key) => keysOf(b.tokenPublicKeys).includes(key));
      if (shared.length > 0) {
        problems.push(`stages '${first}' and '${second}' share a token public key: each stage needs a key pair of its own (scripts/deploy/token-key-pair.sh)`);
      }
    }
  }
  return problems;
}
