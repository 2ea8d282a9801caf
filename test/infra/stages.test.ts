/**
 * The stages stay apart: each in its own AWS account with its own token key pair, the synth refusing
 * two that share either, and a deploy role that reaches only its own stage's account.
 */
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeployAccessStack } from '../../infra/deploy-access-stack.js';
import { readStageFiles, stageSeparationProblems } from '../../infra/stage-rules.js';
import { createWebBuildFixture, REPO_ROOT, TEST_CONTEXT } from './support/synthesize-storefront.js';

const run = promisify(execFile);
const newKey = () => generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).toString('base64');

describe('the committed stages', () => {
  it('are staging and prod, each naming its own account and its own token public key', () => {
    const stages = readStageFiles();
    expect(Object.keys(stages).sort()).toEqual(['prod', 'staging']);
    expect(stages.prod!.account).toMatch(/^\d{12}$/);
    expect(stages.staging!.account).toMatch(/^\d{12}$/);
    expect(stages.prod!.account).not.toBe(stages.staging!.account);
    expect(stages.prod!.tokenPublicKeys).not.toBe(stages.staging!.tokenPublicKeys);
    expect(stageSeparationProblems(stages)).toEqual([]);
  });

  it("name a deploy role in their own account, and prod's publishable key is live while staging's is a test key", () => {
    const stages = readStageFiles();
    for (const [name, settings] of Object.entries(stages)) {
      expect(settings.deployRoleArn, name).toBe(`arn:aws:iam::${String(settings.account)}:role/storefront-deploy-${name}`);
    }
    expect(stages.prod!.stripePublishableKey).toMatch(/^pk_live_/);
    expect(stages.staging!.stripePublishableKey).toMatch(/^pk_test_/);
  });
});

describe('stage separation rules', () => {
  const key = newKey();
  it('refuse two stages sharing an account, naming both', () => {
    expect(
      stageSeparationProblems({ a: { account: '111111111111', tokenPublicKeys: key }, b: { account: '111111111111', tokenPublicKeys: newKey() } }),
    ).toEqual(["stages 'a' and 'b' share the AWS account 111111111111: each stage needs an account of its own"]);
  });

  it('refuse two stages sharing a token public key, even one of a key change', () => {
    const problems = stageSeparationProblems({
      a: { account: '111111111111', tokenPublicKeys: `${newKey()},${key}` },
      b: { account: '222222222222', tokenPublicKeys: key },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/stages 'a' and 'b' share a token public key/);
  });

  it('refuse a stage without an account', () => {
    expect(stageSeparationProblems({ a: { tokenPublicKeys: key } })).toEqual(["stage 'a' must name its own AWS account ('account', 12 digits)"]);
  });
});

describe('the synth (infra/app.ts)', () => {
  let webAssetPath: string;
  beforeAll(() => {
    webAssetPath = createWebBuildFixture();
  });
  afterAll(() => rmSync(webAssetPath, { recursive: true, force: true }));
  const synthWith = (context: Record<string, unknown>) =>
    run('npx', ['tsx', 'infra/app.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, CDK_CONTEXT_JSON: JSON.stringify({ stage: 'test', ...TEST_CONTEXT, webAssetPath, ...context }) },
    }).then(
      () => '',
      (error: { stderr: string }) => error.stderr,
    );

  it("refuses a stage in prod's account, or with prod's token key", async () => {
    const prod = readStageFiles().prod!;
    const [sameAccount, sameKey] = await Promise.all([synthWith({ account: prod.account }), synthWith({ tokenPublicKeys: prod.tokenPublicKeys })]);
    expect(sameAccount).toContain(`stages 'prod' and 'test' share the AWS account ${String(prod.account)}`);
    expect(sameKey).toContain("stages 'prod' and 'test' share a token public key");
  }, 120_000);
});

describe('the deploy access of a stage', () => {
  const app = new App();
  const stack = new DeployAccessStack(app, 'Access', { stage: 'staging', account: '111111111111', githubRepository: 'example-org/storefront' });
  const json = Template.fromStack(stack).toJSON() as { Resources: Record<string, { Type: string; Properties: Record<string, any> }> };
  const roles = Object.values(json.Resources).filter((resource) => resource.Type === 'AWS::IAM::Role');
  const policies = Object.values(json.Resources).filter((resource) => resource.Type === 'AWS::IAM::Policy');
  const roleNamed = (name: string) => roles.find((role) => role.Properties.RoleName === name)!;

  it("is trusted only by this repository's jobs in the stage's GitHub environment (the diff role by <stage>-diff)", () => {
    const subjectOf = (name: string) =>
      roleNamed(name).Properties.AssumeRolePolicyDocument.Statement[0].Condition.StringEquals['token.actions.githubusercontent.com:sub'];
    expect(subjectOf('storefront-deploy-staging')).toBe('repo:example-org/storefront:environment:staging');
    expect(subjectOf('storefront-diff-staging')).toBe('repo:example-org/storefront:environment:staging-diff');
  });

  it("may assume only the CDK bootstrap roles of its own account, never a wildcard or another account's", () => {
    const resources = policies.flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as Record<string, any>[]).flatMap((statement) => [statement.Resource].flat()),
    );
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) {
      const text = JSON.stringify(resource);
      expect(text).toContain('111111111111');
      expect(text).not.toMatch(/\*"?$/);
      expect(text).not.toContain('222222222222');
    }
    const diffPolicy = policies.find((policy) => JSON.stringify(policy.Properties.Roles).includes('DiffRole'))!;
    expect(JSON.stringify(diffPolicy.Properties.PolicyDocument)).toContain('lookup-role');
    expect(JSON.stringify(diffPolicy.Properties.PolicyDocument)).not.toContain('deploy-role');
  });
});
