/**
 * What one manifest entry may touch, derived from the entry alone: exactly the DynamoDB actions its
 * `tables` lists (a Query also on the table's indexes), those its `keyScoped` lists on the items of
 * the prefix only (IAM's dynamodb:LeadingKeys condition), the secrets it needs, and the environment
 * that tells the function where they are. Nothing here grants Scan or uses a wildcard resource.
 */
import { tradeTermsEnvironment, type TradeTerms } from '../../functions/platform/contract/trade-terms.js';
import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { READ_ACTIONS, type FunctionGrants, type TableAction } from '../../functions/manifest.js';
import type { SecretName } from '../../functions/platform/config.js';
import { tableDefinitions, type TableKey } from '../../functions/platform/table-definitions.js';
import type { StorefrontTables } from './data-tables.js';
import { parameterEnvVar, type SecretParameterNames } from './secret-parameters.js';

export const SECRET_READ_ACTIONS = ['ssm:GetParameter'] as const;
export const EMAIL_SEND_ACTIONS = ['ses:SendEmail'] as const;

/** The shop's email: the SES-verified sender and who hears about paid orders. */
export interface EmailSettings {
  readonly sender: string;
  readonly adminEmails: readonly string[];
}

export interface RouteAccessContext {
  readonly tables: StorefrontTables;
  readonly secretParameters: SecretParameterNames;
  readonly firebaseProjectId: string;
  /** The app token's public keys (Ed25519, SPKI DER in base64, comma-separated), given to every function that verifies tokens. */
  readonly tokenPublicKeys: string;
  readonly allowedOrigin: string;
  readonly email: EmailSettings;
  /** How long an unpaid order holds its stock (given to the functions that write orders). */
  readonly unpaidOrderHoldMinutes: number;
  /** The shop's tax and seller details (given to the functions that write orders or render invoices). */
  readonly tradeTerms: TradeTerms;
}

/**
 * - the identity-token exchange (the 'firebase' integration, PUT /login) issues app tokens: it alone
 *   needs the token's private key (the other routes verify with the public key, verifiesAppTokens);
 * - a 'stripe' route calls Stripe with the secret key;
 * - a public 'stripe' route is called by Stripe itself (the webhook), so it also needs the webhook
 *   secret to check the signature; the signed-in payment routes never see that secret.
 */
export function secretsFor(route: FunctionGrants): SecretName[] {
  const integrations = route.integrations ?? [];
  const secrets: SecretName[] = [];
  if (integrations.includes('firebase')) secrets.push('TOKEN_PRIVATE_KEY');
  if (integrations.includes('stripe')) {
    secrets.push('STRIPE_SECRET_KEY');
    if (route.access === 'public') secrets.push('STRIPE_WEBHOOK_SECRET');
  }
  return secrets;
}

/** Every non-public route verifies the caller's app token, with its public keys (TOKEN_PUBLIC_KEYS). */
export function verifiesAppTokens(route: FunctionGrants): boolean {
  return route.access === 'user' || route.access === 'admin';
}

/** The tables the function touches, with or without a key scope. */
export function tablesOf(route: FunctionGrants): TableKey[] {
  return [...new Set([...Object.keys(route.tables), ...Object.keys(route.keyScoped ?? {})])] as TableKey[];
}

/** The IAM condition that limits a statement to the items whose partition key starts with `prefix`, on every item of the request. */
export function leadingKeysCondition(prefix: string) {
  return { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${prefix}*`] } };
}

/** ReturnValues that answer only attributes the update names (no ALL_OLD, no ALL_NEW). */
export const NARROW_RETURN_VALUES = ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] as const;

/**
 * The IAM condition that limits an UpdateItem to naming these attributes only (its key, what it
 * sets, removes and its condition reads), and to ReturnValues that answer none other.
 */
export function updatableAttributesCondition(attributes: readonly string[]) {
  return {
    'ForAllValues:StringEquals': { 'dynamodb:Attributes': [...attributes] },
    StringEqualsIfExists: { 'dynamodb:ReturnValues': [...NARROW_RETURN_VALUES] },
  };
}

export function tableActionsOf(route: FunctionGrants, table: TableKey): readonly TableAction[] {
  return route.tables[table] ?? [];
}

export function routeEnvironment(route: FunctionGrants, context: RouteAccessContext): Record<string, string> {
  const environment: Record<string, string> = { ALLOWED_ORIGIN: context.allowedOrigin };
  for (const table of tablesOf(route)) {
    environment[tableDefinitions[table].envVar] = context.tables[table].tableName;
  }
  for (const secret of secretsFor(route)) {
    environment[parameterEnvVar(secret)] = context.secretParameters[secret];
  }
  if (verifiesAppTokens(route)) environment.TOKEN_PUBLIC_KEYS = context.tokenPublicKeys;
  if (route.integrations?.includes('firebase')) environment.FIREBASE_PROJECT_ID = context.firebaseProjectId;
  const writesOrders = tableActionsOf(route, 'orders').some((action) => !READ_ACTIONS.includes(action));
  if (writesOrders) environment.UNPAID_ORDER_HOLD_MINUTES = String(context.unpaidOrderHoldMinutes);
  if (writesOrders || route.integrations?.includes('invoices')) Object.assign(environment, tradeTermsEnvironment(context.tradeTerms));
  if (route.integrations?.includes('email')) {
    environment.EMAIL_FROM = context.email.sender;
    environment.ADMIN_EMAILS = context.email.adminEmails.join(',');
  }
  return environment;
}

export function routePolicyStatements(scope: Construct, route: FunctionGrants, context: RouteAccessContext): PolicyStatement[] {
  // Per table, its exact actions on the table; a Query also on the table's indexes.
  const statements = tablesOf(route).flatMap((table) => {
    const actions = tableActionsOf(route, table);
    const updatable = route.updatableAttributes?.[table];
    const itemActions = actions.filter((action) => action !== 'Query' && !(updatable && action === 'UpdateItem'));
    const tableArn = context.tables[table].tableArn;
    return [
      ...(itemActions.length > 0 ? [new PolicyStatement({ actions: itemActions.map((action) => `dynamodb:${action}`), resources: [tableArn] })] : []),
      ...(updatable && actions.includes('UpdateItem')
        ? [new PolicyStatement({ actions: ['dynamodb:UpdateItem'], resources: [tableArn], conditions: updatableAttributesCondition(updatable) })]
        : []),
      ...(actions.includes('Query') ? [new PolicyStatement({ actions: ['dynamodb:Query'], resources: [tableArn, ...indexArns(table, context.tables)] })] : []),
      ...keyScopedStatements(route, table, tableArn),
    ];
  });
  const secrets = secretsFor(route);
  if (secrets.length > 0) {
    // No kms:Decrypt: the parameters are encrypted with the AWS-managed key aws/ssm, whose key
    // policy already lets any principal of the account decrypt through SSM.
    statements.push(
      new PolicyStatement({
        actions: [...SECRET_READ_ACTIONS],
        resources: secrets.map((secret) => parameterArn(scope, context.secretParameters[secret])),
      }),
    );
  }
  if (route.integrations?.includes('email')) statements.push(emailStatement(scope, context.email.sender));
  return statements;
}

function keyScopedStatements(route: FunctionGrants, table: TableKey, tableArn: string): PolicyStatement[] {
  const scoped = route.keyScoped?.[table];
  if (!scoped || scoped.actions.length === 0) return [];
  return [
    new PolicyStatement({
      actions: scoped.actions.map((action) => `dynamodb:${action}`),
      resources: [tableArn],
      conditions: leadingKeysCondition(scoped.prefix),
    }),
  ];
}

/** Sending is allowed only through the sender's own identities (the address, or its verified domain), and only from that address. */
function emailStatement(scope: Construct, sender: string): PolicyStatement {
  const domain = sender.split('@')[1] ?? sender;
  const identity = (name: string) => Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: name });
  return new PolicyStatement({
    actions: [...EMAIL_SEND_ACTIONS],
    resources: [identity(sender), identity(domain)],
    conditions: { StringEquals: { 'ses:FromAddress': sender } },
  });
}

function indexArns(table: TableKey, tables: StorefrontTables): string[] {
  return tableDefinitions[table].indexes.map((index) => `${tables[table].tableArn}/index/${index.indexName}`);
}

function parameterArn(scope: Construct, parameterName: string): string {
  return Stack.of(scope).formatArn({ service: 'ssm', resource: 'parameter', resourceName: parameterName.replace(/^\//, '') });
}
