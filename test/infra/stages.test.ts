/**
 * The stages stay apart: each in its own AWS account with its own token key pair, the synth refusing
 * two that share either, and a deploy role that reaches only its own stage's account: its bootstrap
 * roles, its shop stack's outputs and, where the smoke test pays with the test card, the receipt
 * records of its emails table (GetItem only).
 */
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { runSimulation } from '@cloud-copilot/iam-simulate';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeployAccessStack, emailsTableNamePattern } from '../../infra/deploy-access-stack.js';
import { tableLogicalId } from '../../infra/constructs/data-tables.js';
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
    // Two processes each loading the whole CDK app: minutes on a loaded 2-core runner (a guard, not a measure).
  }, 300_000);
});

type Resource = { Type: string; Properties: Record<string, any> };
interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string[]>>;
}
const deployAccessTemplate = (stage: string, account: string, smokeChecksReceipt: boolean) => {
  const stack = new DeployAccessStack(new App(), 'Access', { stage, account, githubRepository: 'example-org/storefront', smokeChecksReceipt });
  return Template.fromStack(stack).toJSON() as { Resources: Record<string, Resource> };
};
/** An ARN of the template as IAM reads it (the partition `aws`). */
const arnText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(arnText).join(join[0]);
  if ((value as { Ref?: string }).Ref === 'AWS::Partition') return 'aws';
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
};
/** The role's statements, their resources as text. */
const statementsOf = (json: { Resources: Record<string, Resource> }, roleLogicalId: string): Statement[] =>
  Object.values(json.Resources)
    .filter((resource) => resource.Type === 'AWS::IAM::Policy' && JSON.stringify(resource.Properties.Roles).includes(roleLogicalId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[])
    .map((statement) => ({ ...statement, Resource: [statement.Resource].flat().map(arnText) }));

describe('the deploy access of a stage', () => {
  const json = deployAccessTemplate('staging', '111111111111', true);
  const roles = Object.values(json.Resources).filter((resource) => resource.Type === 'AWS::IAM::Role');
  const roleNamed = (name: string) => roles.find((role) => role.Properties.RoleName === name)!;

  it("is trusted only by this repository's jobs in the stage's GitHub environment (the diff role by <stage>-diff)", () => {
    const subjectOf = (name: string) =>
      roleNamed(name).Properties.AssumeRolePolicyDocument.Statement[0].Condition.StringEquals['token.actions.githubusercontent.com:sub'];
    expect(subjectOf('storefront-deploy-staging')).toBe('repo:example-org/storefront:environment:staging');
    expect(subjectOf('storefront-diff-staging')).toBe('repo:example-org/storefront:environment:staging-diff');
  });

  it("may assume only the CDK bootstrap roles of its own account, read its shop stack's outputs and GetItem its emails table's receipts, nothing else", () => {
    const bootstrap = (kind: string) => `arn:aws:iam::111111111111:role/cdk-hnb659fds-${kind}-role-111111111111-us-east-1`;
    expect(statementsOf(json, 'DeployRole')).toEqual([
      {
        Effect: 'Allow',
        Action: ['sts:AssumeRole', 'sts:TagSession'],
        Resource: ['deploy', 'file-publishing', 'image-publishing', 'lookup'].map(bootstrap),
      },
      { Effect: 'Allow', Action: 'cloudformation:DescribeStacks', Resource: ['arn:aws:cloudformation:us-east-1:111111111111:stack/Storefront-staging/*'] },
      {
        Effect: 'Allow',
        Action: 'dynamodb:GetItem',
        Resource: ['arn:aws:dynamodb:us-east-1:111111111111:table/Storefront-staging-EmailsTable-*'],
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['*#receipt'] } },
      },
    ]);
    expect(statementsOf(json, 'DiffRole')).toEqual([{ Effect: 'Allow', Action: ['sts:AssumeRole', 'sts:TagSession'], Resource: [bootstrap('lookup')] }]);
  });

  it("names the emails table as CloudFormation does: the shop stack's name, the table's pinned logical id, a suffix", () => {
    expect(emailsTableNamePattern('staging')).toBe(`Storefront-staging-${tableLogicalId('emails')}-*`);
    expect(tableLogicalId('emails')).toBe('EmailsTable');
  });

  it('lets the smoke test read a receipt record of its own emails table, and nothing else of it or of any other table', async () => {
    const policies = statementsOf(json, 'DeployRole');
    const allowed = async (action: string, table: string, key: string) => {
      const response = await runSimulation(
        {
          identityPolicies: [{ name: 'deploy', policy: { Version: '2012-10-17', Statement: policies } as never }],
          serviceControlPolicies: [],
          resourceControlPolicies: [],
          request: {
            action,
            principal: 'arn:aws:iam::111111111111:role/storefront-deploy-staging',
            resource: { accountId: '111111111111', resource: `arn:aws:dynamodb:us-east-1:111111111111:table/${table}` },
            contextVariables: { 'dynamodb:LeadingKeys': [key] },
          },
        },
        {},
      );
      return response.resultType !== 'error' && response.overallResult === 'Allowed';
    };
    const emails = 'Storefront-staging-EmailsTable-1A2B3C4D5E6F';
    expect(await allowed('dynamodb:GetItem', emails, 'o1#receipt')).toBe(true);
    expect(await allowed('dynamodb:GetItem', emails, 'o1#paid-admin')).toBe(false);
    expect(await allowed('dynamodb:Query', emails, 'o1#receipt')).toBe(false);
    expect(await allowed('dynamodb:Scan', emails, 'o1#receipt')).toBe(false);
    expect(await allowed('dynamodb:PutItem', emails, 'o1#receipt')).toBe(false);
    expect(await allowed('dynamodb:GetItem', 'Storefront-staging-OrdersTable-1A2B3C4D5E6F', 'o1#receipt')).toBe(false);
    expect(await allowed('dynamodb:GetItem', 'Storefront-prod-EmailsTable-1A2B3C4D5E6F', 'o1#receipt')).toBe(false);
  });

  it('reads no table at all where the smoke test does not pay (a live key: prod)', () => {
    const prod = deployAccessTemplate('prod', '222222222222', false);
    const statements = statementsOf(prod, 'DeployRole');
    expect(statements.flatMap((statement) => [statement.Action].flat()).sort()).toEqual(['cloudformation:DescribeStacks', 'sts:AssumeRole', 'sts:TagSession']);
    expect(JSON.stringify(statements)).not.toContain('111111111111');
  });
});
