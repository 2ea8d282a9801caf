/**
 * What GitHub Actions may do in one stage's account, deployed once by hand per stage
 * (`npx cdk deploy Storefront-<stage>-deploy-access`, docs/deploy.md): GitHub's OIDC provider and two
 * roles, no stored keys.
 * - `storefront-deploy-<stage>`: trusted only by jobs of this repository running in the GitHub
 *   environment named like the stage; it may only assume the CDK bootstrap roles of its own account
 *   (which do the deploy). One account per stage, so it cannot reach another stage at all.
 * - `storefront-diff-<stage>`: trusted only by the `<stage>-diff` environment (the job that writes the
 *   `cdk diff` for the reviewers before the protected environment waits); it may only assume the
 *   bootstrap's read-only lookup role.
 * - When the stage pays with a Stripe test key (its smoke test then pays an order and checks the
 *   receipt), the deploy role may also GetItem receipt records (`<orderId>#receipt`) of the stage's
 *   emails table, the one read scripts/smoke/run.ts makes; a live-key stage's smoke test never does.
 * Their names are fixed (the stage file names the deploy role, the workflow needs it before any
 * stack exists); one stage per account keeps them unique.
 */
import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { OpenIdConnectPrincipal, OpenIdConnectProvider, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { tableLogicalId } from './constructs/data-tables.js';

export interface DeployAccessStackProps extends StackProps {
  readonly stage: string;
  /** The stage's own account: the only one whose roles these may assume. */
  readonly account: string;
  /** `owner/name` of the GitHub repository whose workflow deploys. */
  readonly githubRepository: string;
  /** @default 'hnb659fds' (CDK's default bootstrap qualifier) */
  readonly bootstrapQualifier?: string;
  /**
   * Whether the stage's smoke test pays with the test card and so reads the receipt's sent-email
   * record (scripts/smoke/run.ts): true when the stage's Stripe publishable key is a test key.
   * @default false
   */
  readonly smokeChecksReceipt?: boolean;
}

const GITHUB_OIDC = 'token.actions.githubusercontent.com';

export const deployRoleName = (stage: string) => `storefront-deploy-${stage}`;
export const diffRoleName = (stage: string) => `storefront-diff-${stage}`;
/**
 * The names CloudFormation gives the stage's emails table (StorefrontStack sets no table name):
 * `<stack name>-<logical id>-<random suffix>`, the logical id pinned by data-tables.ts. This stack is
 * deployed before the shop's, so it names the table by that pattern, not by a reference.
 */
export const emailsTableNamePattern = (stage: string) => `Storefront-${stage}-${tableLogicalId('emails')}-*`;

export class DeployAccessStack extends Stack {
  readonly deployRole: Role;
  readonly diffRole: Role;

  constructor(scope: Construct, id: string, props: DeployAccessStackProps) {
    super(scope, id, { ...props, env: { account: props.account, region: props.env?.region ?? 'us-east-1' } });
    const qualifier = props.bootstrapQualifier ?? 'hnb659fds';
    const provider = new OpenIdConnectProvider(this, 'GitHubOidc', { url: `https://${GITHUB_OIDC}`, clientIds: ['sts.amazonaws.com'] });
    const trustedBy = (environment: string) =>
      new OpenIdConnectPrincipal(provider, {
        StringEquals: { [`${GITHUB_OIDC}:aud`]: 'sts.amazonaws.com', [`${GITHUB_OIDC}:sub`]: `repo:${props.githubRepository}:environment:${environment}` },
      });
    const bootstrapRole = (kind: string) => `arn:${this.partition}:iam::${props.account}:role/cdk-${qualifier}-${kind}-role-${props.account}-${this.region}`;

    this.deployRole = new Role(this, 'DeployRole', {
      roleName: deployRoleName(props.stage),
      description: `GitHub Actions deploys ${props.stage} (environment '${props.stage}') through the CDK bootstrap roles of this account only`,
      assumedBy: trustedBy(props.stage),
    });
    this.deployRole.addToPolicy(
      new PolicyStatement({
        actions: ['sts:AssumeRole', 'sts:TagSession'],
        resources: ['deploy', 'file-publishing', 'image-publishing', 'lookup'].map(bootstrapRole),
      }),
    );
    // The smoke test reads the stack's outputs (and, with a test key, the receipt records below).
    const shopStack = (partition: string) => `arn:${partition}:cloudformation:${this.region}:${props.account}:stack/Storefront-${props.stage}/*`;
    this.deployRole.addToPolicy(new PolicyStatement({ actions: ['cloudformation:DescribeStacks'], resources: [shopStack(this.partition)] }));
    Validations.of(this.deployRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${shopStack('<AWS::Partition>')}]`,
      reason: "The shop's stack of this stage by its name; the wildcard is the stack id CloudFormation gives it, unknown before it exists.",
    });

    if (props.smokeChecksReceipt) {
      // The smoke test's receipt check: one GetItem of `<orderId>#receipt` in the stage's emails table.
      const emailsTable = (partition: string) => `arn:${partition}:dynamodb:${this.region}:${props.account}:table/${emailsTableNamePattern(props.stage)}`;
      this.deployRole.addToPolicy(
        new PolicyStatement({
          actions: ['dynamodb:GetItem'],
          resources: [emailsTable(this.partition)],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['*#receipt'] } },
        }),
      );
      Validations.of(this.deployRole).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${emailsTable('<AWS::Partition>')}]`,
        reason:
          "The stage's emails table by the name CloudFormation gives it (stack name, logical id, then a random suffix: the wildcard), as this stack is deployed before the shop's; GetItem of receipt records only.",
      });
    }

    this.diffRole = new Role(this, 'DiffRole', {
      roleName: diffRoleName(props.stage),
      description: `GitHub Actions writes the cdk diff of ${props.stage} (environment '${props.stage}-diff'): read-only lookup role only`,
      assumedBy: trustedBy(`${props.stage}-diff`),
    });
    this.diffRole.addToPolicy(new PolicyStatement({ actions: ['sts:AssumeRole', 'sts:TagSession'], resources: [bootstrapRole('lookup')] }));
  }
}
