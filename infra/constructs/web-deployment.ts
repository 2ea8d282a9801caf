/**
 * Copies the web build into the hosting bucket and writes /runtime-config.json next to it, so one
 * build serves any stage. Hashed files go first (kept forever, so an open tab can still load the
 * chunks of the build it started with); the pages and the runtime configuration follow, never
 * cached, so no CloudFront invalidation is needed.
 */
import { join } from 'node:path';
import { DefaultStackSynthesizer, Duration, Stack, Token, Validations, type Acknowledgment } from 'aws-cdk-lib';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { WebHosting } from './web-hosting.js';

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';

/** The cloud shape of web/src/lib/runtime-config.ts's RuntimeConfig. */
export interface WebRuntimeConfig {
  readonly apiUrl: string;
  readonly firebase: { readonly apiKey: string; readonly authDomain: string; readonly projectId: string };
  readonly paymentMode: 'stripe';
  readonly stripePublishableKey: string;
  /** The shop's tax, for the totals the web app shows before the server computes them. */
  readonly tax: { readonly ratePercent: number; readonly label: string };
}

export interface WebDeploymentProps {
  readonly hosting: WebHosting;
  /** The web build folder (web/dist); must contain index.html. */
  readonly webAssetPath: string;
  readonly runtimeConfig: WebRuntimeConfig;
}

export class WebDeployment extends Construct {
  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);
    const { bucket, hashedAssetsPath } = props.hosting;

    const assets = new BucketDeployment(this, 'HashedAssets', {
      destinationBucket: bucket,
      destinationKeyPrefix: `${hashedAssetsPath}/`,
      sources: [Source.asset(join(props.webAssetPath, hashedAssetsPath))],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
    });

    const pages = new BucketDeployment(this, 'Pages', {
      destinationBucket: bucket,
      sources: [
        // The build's own runtime-config.json (if any) is the local one; Vite's manifest stays private.
        Source.asset(props.webAssetPath, { exclude: [hashedAssetsPath, RUNTIME_CONFIG_FILE, '.vite'] }),
        Source.jsonData(RUNTIME_CONFIG_FILE, props.runtimeConfig),
      ],
      // Pruning leaves the hashed files alone.
      exclude: [`${hashedAssetsPath}/*`],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);

    // Both deployments share one handler function (and role) that CDK creates at the stack level.
    const stack = Stack.of(this);
    const siteBucketArn = `<${stack.getLogicalId(bucket.node.defaultChild as CfnBucket)}.Arn>`;
    const qualifier: unknown = stack.node.tryGetContext(BOOTSTRAP_QUALIFIER_CONTEXT);
    // With the region pinned (infra/app.ts) CDK writes the region and partition out; without, as tokens.
    const pinned = !Token.isUnresolved(stack.region);
    const [partition, region] = pinned ? ['aws', stack.region] : ['<AWS::Partition>', '<AWS::Region>'];
    // A stage file names its account, so CDK writes it out too.
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    const assetsBucketArn = `arn:${partition}:s3:::cdk-${typeof qualifier === 'string' ? qualifier : DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${account}-${region}`;
    for (const child of stack.node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        Validations.of(child).acknowledge(...deploymentHandlerAcknowledgments([siteBucketArn, assetsBucketArn]));
      }
    }
  }
}

const BOOTSTRAP_QUALIFIER_CONTEXT = '@aws-cdk/core:bootstrapQualifier';
const DEPLOYMENT_HANDLER = "CDK's own BucketDeployment handler";

/**
 * cdk-nag's findings on CDK's BucketDeployment handler, each acknowledged by name (cdk-nag v3 has no
 * wildcard acknowledgment). The names follow the stack's account and region: pinned (infra/app.ts) or not (the tests).
 */
function deploymentHandlerAcknowledgments(bucketArns: readonly string[]): Acknowledgment[] {
  const wildcards = [
    'Action::s3:GetBucket*',
    'Action::s3:GetObject*',
    'Action::s3:List*',
    'Action::s3:Abort*',
    'Action::s3:DeleteObject*',
    ...bucketArns.map((arn) => `Resource::${arn}/*`),
  ];
  return [
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: `${DEPLOYMENT_HANDLER} writes its logs with the AWS managed basic execution policy.`,
    },
    ...wildcards.map((finding) => ({
      id: `AwsSolutions-IAM5[${finding}]`,
      reason: `${DEPLOYMENT_HANDLER} copies every object of the build from the CDK assets bucket into the site bucket and prunes stale ones: object-level wildcards on those two buckets only.`,
    })),
    {
      id: 'AwsSolutions-L1',
      reason: `The runtime of ${DEPLOYMENT_HANDLER} is chosen by aws-cdk-lib and moves with its upgrades.`,
    },
    { id: 'Serverless-LambdaLatestVersion', reason: `The runtime of ${DEPLOYMENT_HANDLER} is chosen by aws-cdk-lib and moves with its upgrades.` },
    { id: 'Serverless-LambdaDLQ', reason: `${DEPLOYMENT_HANDLER} runs as a CloudFormation custom resource: a failure fails the deploy, which rolls back.` },
    { id: 'Serverless-LambdaTracing', reason: `${DEPLOYMENT_HANDLER} runs only during deploys; CloudFormation reports its failures.` },
  ];
}
