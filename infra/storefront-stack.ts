/**
 * The whole shop in one stack: the tables, one Lambda function per API route, the HTTP API, and the
 * web app on S3 + CloudFront with its runtime configuration.
 *
 * The browser reaches the API on the shop's own origin: CloudFront serves it under /api, and the
 * runtime configuration says `/api`. The references run one way: the HTTP API refers to nothing
 * of the web side (it has no CORS: nothing needs it), the distribution refers to the HTTP API as
 * its /api origin, and the functions get the distribution's address (ALLOWED_ORIGIN).
 */
import { fileURLToPath } from 'node:url';
import { CfnOutput, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { routes as manifestRoutes, triggers as manifestTriggers, type RouteDefinition, type TriggerDefinition } from '../functions/manifest.js';
import { DEFAULT_UNPAID_ORDER_HOLD_MINUTES } from '../functions/platform/config.js';
import { readTradeTerms, TRADE_TERM_ENV, type TradeTerms } from '../functions/platform/contract/trade-terms.js';
import { DataTables } from './constructs/data-tables.js';
import { StorefrontApi } from './constructs/http-api.js';
import type { EmailSettings } from './constructs/route-access.js';
import { TriggerFunctions } from './constructs/trigger-functions.js';
import { originVerifySecretName, secretParameterNames, secretsManagerReference, type SecretParameterNames } from './constructs/secret-parameters.js';
import { WebDeployment } from './constructs/web-deployment.js';
import { CostBudget } from './constructs/cost-budget.js';
import { CustomDomain, type CustomDomainProps } from './constructs/custom-domain.js';
import { DataBackups } from './constructs/data-backups.js';
import { EmailSending } from './constructs/email-sending.js';
import { FunctionLogGroups } from './constructs/function-log-groups.js';
import type { OperationsMonitoringProps } from './constructs/operations-monitoring.js';
import { WebFirewall } from './constructs/web-firewall.js';
import { WebHosting } from './constructs/web-hosting.js';

export interface FirebaseWebConfig {
  readonly projectId: string;
  /** The Firebase web API key: public by design (it identifies the project, it grants nothing). */
  readonly apiKey: string;
  readonly authDomain: string;
}

export interface StorefrontStackProps extends StackProps {
  /** Names the secret parameters, e.g. `prod` -> /storefront/prod/token-private-key. */
  readonly stage: string;
  readonly firebase: FirebaseWebConfig;
  readonly stripePublishableKey: string;
  /**
   * The app token's public keys: Ed25519, SPKI DER in base64 (public by design), separated by
   * commas: the signing key's, and while it is being replaced the one before. The signing key is
   * the SSM parameter TOKEN_PRIVATE_KEY names; docs/deploy.md makes a pair and replaces it.
   */
  readonly tokenPublicKeys: string;
  /** The web build folder (web/dist); must contain index.html. */
  readonly webAssetPath: string;
  /** @default 50 requests per second, bursts of 100 */
  readonly apiThrottle?: Required<ThrottleSettings>;
  /** @default secretParameterNames(stage) */
  readonly secretParameters?: SecretParameterNames;
  /** @default the route manifest (functions/manifest.ts) */
  readonly routes?: readonly RouteDefinition[];
  /** @default the trigger list of the manifest (functions/manifest.ts) */
  readonly triggers?: readonly TriggerDefinition[];
  /** @default functions/ (each function's handler is functions/<module>/handlers/<handler>.ts) */
  readonly functionsDir?: string;
  /** The shop's emails: an SES-verified sender, and who hears about paid orders (docs/deploy.md). */
  readonly email: EmailSettings;
  /** @default 30 (DEFAULT_UNPAID_ORDER_HOLD_MINUTES) */
  readonly unpaidOrderHoldMinutes?: number;
  /** @default no tax, the default seller name and no address or tax id */
  readonly tradeTerms?: TradeTerms;
  /** Who is told: alarms and the budget email `alarmEmail`; the monthly budget in USD. */
  readonly operations: { readonly alarmEmail: string; readonly monthlyBudgetUsd: number };
  /** The card provider's published webhook addresses: the only callers of the webhook path. @default none (the webhook is blocked) */
  readonly stripeWebhookIps?: readonly string[];
  /**
   * Changed by the origin secret's rotation (docs/deploy.md): a new value updates the distribution,
   * so CloudFormation reads the secret's current value again. @default '1'
   */
  readonly originSecretGeneration?: string;
  /** The shop on its own domain (optional): ACM certificate and Route 53 alias records. */
  readonly customDomain?: CustomDomainProps;
}

export const DEFAULT_API_THROTTLE: Required<ThrottleSettings> = { rateLimit: 50, burstLimit: 100 };
const FUNCTIONS_DIR = fileURLToPath(new URL('../functions', import.meta.url));

export class StorefrontStack extends Stack {
  /** What the monitoring stack watches (monitoring-stack.ts). */
  readonly monitoringTargets: Omit<OperationsMonitoringProps, 'name' | 'alarmEmail' | 'githubRepository'>;

  constructor(scope: Construct, id: string, props: StorefrontStackProps) {
    super(scope, id, props);
    if (!Token.isUnresolved(this.region) && this.region !== 'us-east-1') {
      throw new Error(`The storefront stack must be in us-east-1 (its CloudFront web ACL can only live there), not ${this.region}`);
    }

    const { tables } = new DataTables(this, 'Data');
    const firewall = new WebFirewall(this, 'Firewall', { webhookSourceIps: props.stripeWebhookIps ?? [] });
    const domain = props.customDomain && new CustomDomain(this, 'Domain', props.customDomain);
    const web = new WebHosting(this, 'Web', {
      firebaseAuthDomain: props.firebase.authDomain,
      webAclArn: firewall.webAcl.attrArn,
      domain: domain && { name: domain.domainName, certificate: domain.certificate },
    });
    domain?.pointAt(web.distribution);
    const access = {
      tables,
      secretParameters: props.secretParameters ?? secretParameterNames(props.stage),
      firebaseProjectId: props.firebase.projectId,
      tokenPublicKeys: props.tokenPublicKeys,
      email: props.email,
      unpaidOrderHoldMinutes: props.unpaidOrderHoldMinutes ?? DEFAULT_UNPAID_ORDER_HOLD_MINUTES,
      tradeTerms: props.tradeTerms ?? readTradeTerms(() => undefined, TRADE_TERM_ENV),
    };
    const functionsDir = props.functionsDir ?? FUNCTIONS_DIR;
    const routes = props.routes ?? manifestRoutes;
    // CloudFront's secret origin header: generated by Secrets Manager as JSON {"current", "previous"}.
    // CloudFront gets `current` as a dynamic reference (resolved when the distribution is updated:
    // originSecretGeneration forces that); the functions read both values at run time, so the value
    // changes without a moment when CloudFront sends one the functions refuse (docs/deploy.md).
    const originVerifyName = originVerifySecretName(props.stage);
    const originVerify = new Secret(this, 'OriginVerifySecret', {
      secretName: originVerifyName,
      description: 'The header value CloudFront sends to the API (current), and the one before it while it changes (previous)',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ previous: '' }),
        generateStringKey: 'current',
        excludePunctuation: true,
        passwordLength: 48,
      },
    });
    Validations.of(originVerify).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotated by hand in three steps (docs/deploy.md): the functions accept the current and the previous value, read at run time; no rotation Lambda.',
    });
    // One log group per module, shared by its functions (function-log-groups.ts).
    const logGroups = new FunctionLogGroups(this, 'FunctionLogs');
    const api = new StorefrontApi(this, 'Api', {
      logGroups,
      ...access,
      allowedOrigin: web.url,
      routes,
      functionsDir,
      throttle: props.apiThrottle ?? DEFAULT_API_THROTTLE,
      originVerify: { secret: originVerify, parameterName: secretsManagerReference(originVerifyName) },
    });
    web.serveApi(api.httpApi, routes, {
      value: originVerify.secretValueFromJson('current').unsafeUnwrap(),
      generation: props.originSecretGeneration ?? '1',
    });
    const triggerFunctions = new TriggerFunctions(this, 'Triggers', {
      triggers: props.triggers ?? manifestTriggers,
      functionsDir,
      access: { ...access, allowedOrigin: web.url },
      stripeSdkLayer: api.stripeSdkLayer,
      logGroups,
    });
    new WebDeployment(this, 'WebContent', {
      hosting: web,
      webAssetPath: props.webAssetPath,
      runtimeConfig: {
        apiUrl: web.apiPath,
        firebase: props.firebase,
        paymentMode: 'stripe',
        stripePublishableKey: props.stripePublishableKey,
        tax: access.tradeTerms.tax,
      },
    });

    const triggers = props.triggers ?? manifestTriggers;
    new EmailSending(this, 'Email', { sender: props.email.sender });
    const backups = new DataBackups(this, 'Backups', { tables: Object.values(tables) });
    // The alarms and the dashboard live in the monitoring stack (monitoring-stack.ts): this is what they watch.
    this.monitoringTargets = {
      httpApi: api.httpApi,
      routeFunctions: api.functions,
      triggerFunctions: triggerFunctions.functions,
      functionModules: new Map([...routes, ...triggers].map((entry: RouteDefinition | TriggerDefinition) => [entry.handler, entry.module])),
      streamTriggers: triggers.filter((trigger) => trigger.trigger.kind !== 'schedule').map((trigger) => trigger.handler),
      scheduledTriggers: triggers.filter((trigger) => trigger.trigger.kind === 'schedule').map((trigger) => trigger.handler),
      // Only the functions that call the payment provider can fail a payment, or log one that came after a cancel.
      paymentFunctions: [...routes, ...triggers]
        .filter((entry: RouteDefinition | TriggerDefinition) => entry.integrations?.includes('stripe'))
        .map((entry) => entry.handler),
      webhookHandler: 'stripe-webhook',
      emailHandler: 'send-order-emails',
      failureQueues: triggerFunctions.failureQueues,
      tables,
      backupVaultName: backups.vault.backupVaultName,
    };
    new CostBudget(this, 'Budget', { name: this.stackName, monthlyUsd: props.operations.monthlyBudgetUsd, email: props.operations.alarmEmail });

    new CfnOutput(this, 'WebUrl', { description: 'The shop (CloudFront)', value: web.url });
    new CfnOutput(this, 'ApiUrl', {
      description: 'The HTTP API itself: it answers only requests through CloudFront (<WebUrl>/api, the Stripe webhook too: <WebUrl>/api/stripe-webhook)',
      value: api.url,
    });
    new CfnOutput(this, 'EmailsTableName', {
      description: "The emails table: the smoke test reads its receipt's sent-email record here (SMOKE_EMAILS_TABLE)",
      value: tables.emails.tableName,
    });
  }
}
