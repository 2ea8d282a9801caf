/**
 * The cloud side of the local stack, taken from the synthesized template: every function ready to
 * run by name (function-runner.ts), behind the DynamoDB and SES IAM proxies and the SSM parameter
 * store that enforce each function's role, plus the template's HTTP API for the local API server.
 */
import type { TradeTerms } from '../../functions/platform/contract/trade-terms.js';
import type { RouteDefinition } from '../../functions/manifest.js';
import type { SecretName } from '../../functions/platform/config.js';
import { tableDefinitions, type TableKey } from '../../functions/platform/table-definitions.js';
import { originVerifySecretName, secretParameterNames } from '../constructs/secret-parameters.js';
import { startFunctionRunner, type FunctionCodeMode, type FunctionRunner } from './function-runner.js';
import { startDynamoDbIamProxy } from './iam/dynamodb-iam-proxy.js';
import type { LocalRole } from './iam/role-authorizer.js';
import type { LocalEndpoint } from './iam/signed-endpoint.js';
import { startSesIamProxy } from './iam/ses-iam-proxy.js';
import { LOCAL_OPERATOR_ACCESS_KEY_ID, localOperatorRole, startLocalParameterStore } from './iam/ssm-parameter-store.js';
import { LOCAL_ORIGIN_VERIFY_SECRET } from './origin-verify.js';
import { LOCAL_SECRETS } from './local-config.js';
import { LOCAL_STAGE, synthesizeLocalStack } from './synth-stack.js';
import { rolePolicies, templateFunctions } from './template-functions.js';
import { templateResolver, type LocalValues } from './template-model.js';
import { templateHttpApi, type TemplateHttpApi } from './template-routes.js';

export interface LocalFunctionsOptions extends LocalValues {
  mode: FunctionCodeMode;
  dynamoDbUrl: string;
  paymentUrl: string;
  /** The local email server (aws-ses-v2-local) the functions send to, through the SES IAM proxy. */
  emailUrl: string;
  /** @default the stack's default (24 hours) */
  unpaidOrderHoldMinutes?: number;
  /** @default the stack's default (no tax) */
  tradeTerms?: TradeTerms;
  /** @default the route manifest (a test may pass a changed one, e.g. with a grant removed) */
  routes?: readonly RouteDefinition[];
  /** How long a function keeps a secret before reading it again (SECRET_MAX_AGE_SECONDS). @default the functions' own (5 minutes) */
  secretMaxAgeSeconds?: number;
  /** TERMS_DAY_SECONDS: set here only, never in the template (a template test checks it), so a Net 7 invoice can go overdue in seconds. */
  termsDaySeconds?: number;
}

export interface LocalFunctions {
  runner: FunctionRunner;
  api: TemplateHttpApi;
  /** The DynamoDB endpoint the functions use (the IAM proxy). */
  dynamoDbUrl: string;
  /** The SSM endpoint the functions read their secrets from (the local parameter store; also Secrets Manager's PutSecretValue for the operator). */
  ssmUrl: string;
  /** The SES endpoint the functions send email through (the IAM proxy in front of the local email server; an operator verifies an address there). */
  sesUrl: string;
  /** Role logical id -> the access key id its functions sign with. */
  accessKeyIdOfRole(roleLogicalId: string): string;
  stop(): Promise<void>;
}

/** Locally the access key id is the role's logical id; the proxy maps it back to the role. */
const accessKeyIdOfRole = (roleLogicalId: string) => roleLogicalId;

/**
 * The SSM parameters of the local stage (the names the stack gives its functions, from
 * secretParameterNames), each holding the local value of its secret, as `aws ssm put-parameter`
 * would in the cloud.
 */
function localParameters(): Map<string, string> {
  const names = secretParameterNames(LOCAL_STAGE);
  return new Map((Object.keys(names) as SecretName[]).map((secret) => [names[secret], LOCAL_SECRETS[secret]]));
}

/** The local stage's Secrets Manager secrets: the origin secret, with no previous value. */
function localSecrets(): Map<string, string> {
  return new Map([[originVerifySecretName(LOCAL_STAGE), JSON.stringify({ current: LOCAL_ORIGIN_VERIFY_SECRET, previous: '' })]]);
}

/** Each local table's partition-key attribute, by its name (every table is created from tableDefinitions). */
function partitionKeys(tableNames: Record<TableKey, string>): (tableName: string) => string | undefined {
  const byName = new Map((Object.keys(tableNames) as TableKey[]).map((key) => [tableNames[key], tableDefinitions[key].partitionKey.name]));
  return (tableName) => byName.get(tableName);
}

export async function startLocalFunctions(options: LocalFunctionsOptions): Promise<LocalFunctions> {
  const synthesized = synthesizeLocalStack({
    bundle: options.mode === 'artifacts',
    routes: options.routes,
    unpaidOrderHoldMinutes: options.unpaidOrderHoldMinutes,
    tradeTerms: options.tradeTerms,
  });
  // The endpoints in front of the services that ignore IAM, stopped with the functions (or if a later start fails).
  const endpoints: LocalEndpoint[] = [];
  const started = async <T extends LocalEndpoint>(starting: Promise<T>): Promise<T> => {
    const endpoint = await starting;
    endpoints.push(endpoint);
    return endpoint;
  };
  const stopEndpoints = () => Promise.all(endpoints.map((endpoint) => endpoint.stop()));
  try {
    const resolve = templateResolver(synthesized.template, options);
    const functions = templateFunctions(synthesized.template, resolve, synthesized.assemblyDir);
    const roles = new Map<string, LocalRole>(
      [...rolePolicies(synthesized.template, resolve)].map(([roleId, policies]) => [
        accessKeyIdOfRole(roleId),
        { roleName: `Storefront-local-${roleId}`.slice(0, 64), policies },
      ]),
    );
    const dynamoDbProxy = await started(startDynamoDbIamProxy({ target: options.dynamoDbUrl, roles, partitionKeyOf: partitionKeys(options.tableNames) }));
    const storeRoles = new Map([...roles, [LOCAL_OPERATOR_ACCESS_KEY_ID, localOperatorRole(LOCAL_STAGE)]]);
    const parameterStore = await started(startLocalParameterStore({ parameters: localParameters(), secrets: localSecrets(), roles: storeRoles }));
    const sesProxy = await started(startSesIamProxy({ target: options.emailUrl, roles: storeRoles }));
    const runner = startFunctionRunner({
      functions,
      mode: options.mode,
      accessKeyIdOf: (fn) => accessKeyIdOfRole(fn.roleLogicalId),
      localEnvironment: {
        AWS_ENDPOINT_URL_DYNAMODB: dynamoDbProxy.url,
        AWS_ENDPOINT_URL_SSM: parameterStore.url,
        AUTH_MODE: 'emulator',
        AWS_ENDPOINT_URL_SESV2: sesProxy.url,
        STRIPE_API_URL: options.paymentUrl,
        ...(options.secretMaxAgeSeconds !== undefined && { SECRET_MAX_AGE_SECONDS: String(options.secretMaxAgeSeconds) }),
        ...(options.termsDaySeconds !== undefined && { TERMS_DAY_SECONDS: String(options.termsDaySeconds) }),
      },
    });
    return {
      runner,
      api: templateHttpApi(synthesized.template, resolve),
      dynamoDbUrl: dynamoDbProxy.url,
      ssmUrl: parameterStore.url,
      sesUrl: sesProxy.url,
      accessKeyIdOfRole,
      async stop() {
        await runner.stop();
        await stopEndpoints();
        synthesized.cleanup();
      },
    };
  } catch (error) {
    await stopEndpoints();
    synthesized.cleanup();
    throw error;
  }
}
