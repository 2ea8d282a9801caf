/**
 * Reads what the local stack needs from a synthesized CloudFormation template, with the template's
 * intrinsic functions (Ref, Fn::GetAtt, Fn::Join, Fn::Sub) resolved to local values: a table's Ref
 * is its local table name, its Arn a local ARN, the distribution's domain the local web origin.
 */
import { tableKeys, type TableKey } from '../../functions/platform/table-definitions.js';
import { tableLogicalId } from '../constructs/data-tables.js';
import { LOCAL_ORIGIN_VERIFY_SECRET } from './origin-verify.js';

export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
}

export interface CfnTemplate {
  Resources: Record<string, CfnResource>;
}

export const LOCAL_ACCOUNT_ID = '000000000000';
export const LOCAL_REGION = 'us-east-1';
const WEB_HOST_TOKEN = '__local_web_host__';
/** The template's only Secrets Manager secret is the origin header's: its dynamic references become the local value. */
const SECRETS_MANAGER_REFERENCE = /\{\{resolve:secretsmanager:[^}]*\}\}/g;

export interface LocalValues {
  tableNames: Record<TableKey, string>;
  /** What the CloudFront distribution's `https://<domain>` becomes, e.g. http://localhost:5173. */
  webOrigin: string;
}

export type Resolve = (value: unknown) => unknown;

export function tableArn(tableName: string): string {
  return `arn:aws:dynamodb:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:table/${tableName}`;
}

/** A named Secrets Manager secret's local ARN (the cloud's ends with 6 random characters; here always the same). */
export function localSecretArn(secretName: string): string {
  return `arn:aws:secretsmanager:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:secret:${secretName}-LOCAL0`;
}

const PSEUDO_PARAMETERS: Record<string, string> = {
  'AWS::Region': LOCAL_REGION,
  'AWS::AccountId': LOCAL_ACCOUNT_ID,
  'AWS::Partition': 'aws',
  'AWS::URLSuffix': 'amazonaws.com',
  'AWS::StackName': 'Storefront-local',
};

/** A resolver of intrinsic functions for one template and one local stack. */
export function templateResolver(template: CfnTemplate, local: LocalValues): Resolve {
  const tableByLogicalId = new Map<string, string>(tableKeys.map((key) => [tableLogicalId(key), local.tableNames[key]]));

  const secretName = (logicalId: string): string | undefined => {
    const resource = template.Resources[logicalId];
    const name = resource?.Type === 'AWS::SecretsManager::Secret' ? resource.Properties?.Name : undefined;
    return typeof name === 'string' ? name : undefined;
  };
  const ref = (name: string): string => {
    const secret = secretName(name);
    return PSEUDO_PARAMETERS[name] ?? tableByLogicalId.get(name) ?? (secret ? localSecretArn(secret) : `local-${name}`);
  };

  const getAtt = (logicalId: string, attribute: string): string => {
    const table = tableByLogicalId.get(logicalId);
    if (table && attribute === 'Arn') return tableArn(table);
    const type = template.Resources[logicalId]?.Type;
    if (type === 'AWS::CloudFront::Distribution' && attribute === 'DomainName') return WEB_HOST_TOKEN;
    if (attribute === 'Arn') return `arn:aws:local:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:${logicalId}`;
    return `local-${logicalId}-${attribute}`;
  };

  const sub = (text: string): string =>
    text.replace(/\$\{([^}]+)\}/g, (_all, name: string) => {
      const [logicalId, attribute] = name.split('.');
      return attribute && logicalId ? getAtt(logicalId, attribute) : ref(name);
    });

  const resolve: Resolve = (value) => {
    if (Array.isArray(value)) return value.map(resolve);
    if (typeof value === 'string') {
      return value.replace(`https://${WEB_HOST_TOKEN}`, local.webOrigin).replace(SECRETS_MANAGER_REFERENCE, LOCAL_ORIGIN_VERIFY_SECRET);
    }
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value);
    const [key, argument] = entries[0] ?? [];
    if (entries.length === 1 && key === 'Ref') return resolve(ref(String(argument)));
    if (entries.length === 1 && key === 'Fn::GetAtt') {
      const [logicalId, attribute] = Array.isArray(argument) ? argument : String(argument).split('.');
      return resolve(getAtt(String(logicalId), String(attribute)));
    }
    if (entries.length === 1 && key === 'Fn::Join') {
      const [separator, parts] = argument as [string, unknown[]];
      return resolve(parts.map((part) => String(resolve(part))).join(separator));
    }
    if (entries.length === 1 && key === 'Fn::Sub' && typeof argument === 'string') return resolve(sub(argument));
    return Object.fromEntries(entries.map(([name, inner]) => [name, resolve(inner)]));
  };
  return resolve;
}

export function resourcesOfType(template: CfnTemplate, type: string): [string, CfnResource][] {
  return Object.entries(template.Resources).filter(([, resource]) => resource.Type === type);
}

/** The logical id inside `{ Ref: id }` or `{ 'Fn::GetAtt': [id, attr] }`. */
export function referencedLogicalId(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { Ref: ref, 'Fn::GetAtt': getAtt } = value as { Ref?: unknown; 'Fn::GetAtt'?: unknown };
  if (typeof ref === 'string') return ref;
  if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') return getAtt[0];
  return undefined;
}
