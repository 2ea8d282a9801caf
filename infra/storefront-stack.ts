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
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { routes as manifestRoutes, triggers as manifestTriggers, type RouteDefinition, type TriggerDefinition } from '../functions/manifest.js';
import { DEFAULT_UNPAID_ORDER_HOLD_MINUTES } from '../functions/shared/config.js';
import { DataTables } from './constructs/data-tables.js';
import { StorefrontApi } from './constructs/http-api.js';
import type { EmailSettings } from './constructs/route-access.js';
import { TriggerFunctions } from './constructs/trigger-functions.js';
import { secretParameterNames, type SecretParameterNames } from './constructs/secret-parameters.js';
import { WebDeployment } from './constructs/web-deployment.js';
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
  /** @default functions/handlers */
  readonly handlersDir?: string;
  /** The shop's emails: an SES-verified sender, and who hears about paid orders (docs/deploy.md). */
  readonly email: EmailSettings;
  /** @default 30 (DEFAULT_UNPAID_ORDER_HOLD_MINUTES) */
  readonly unpaidOrderHoldMinutes?: number;
}

export const DEFAULT_API_THROTTLE: Required<ThrottleSettings> = { rateLimit: 50, burstLimit: 100 };
const HANDLERS_DIR = fileURLToPath(new URL('../functions/handlers', import.meta.url));

export class StorefrontStack extends Stack {
  constructor(scope: Construct, id: string, props: StorefrontStackProps) {
    super(scope, id, props);

    const { tables } = new DataTables(this, 'Data');
    const web = new WebHosting(this, 'Web', { firebaseAuthDomain: props.firebase.authDomain });
    const access = {
      tables,
      secretParameters: props.secretParameters ?? secretParameterNames(props.stage),
      firebaseProjectId: props.firebase.projectId,
      tokenPublicKeys: props.tokenPublicKeys,
      email: props.email,
      unpaidOrderHoldMinutes: props.unpaidOrderHoldMinutes ?? DEFAULT_UNPAID_ORDER_HOLD_MINUTES,
    };
    const handlersDir = props.handlersDir ?? HANDLERS_DIR;
    const routes = props.routes ?? manifestRoutes;
    const api = new StorefrontApi(this, 'Api', {
      ...access,
      allowedOrigin: web.url,
      routes,
      handlersDir,
      throttle: props.apiThrottle ?? DEFAULT_API_THROTTLE,
    });
    web.serveApi(api.httpApi, routes);
    new TriggerFunctions(this, 'Triggers', {
      triggers: props.triggers ?? manifestTriggers,
      handlersDir,
      access: { ...access, allowedOrigin: web.url },
      stripeSdkLayer: api.stripeSdkLayer,
    });
    new WebDeployment(this, 'WebContent', {
      hosting: web,
      webAssetPath: props.webAssetPath,
      runtimeConfig: {
        apiUrl: web.apiPath,
        firebase: props.firebase,
        paymentMode: 'stripe',
        stripePublishableKey: props.stripePublishableKey,
      },
    });

    new CfnOutput(this, 'WebUrl', { description: 'The shop (CloudFront)', value: web.url });
    new CfnOutput(this, 'ApiUrl', {
      description: 'The HTTP API itself (the web app calls it as <WebUrl>/api); Stripe webhook: <ApiUrl>/stripe-webhook',
      value: api.url,
    });
  }
}
