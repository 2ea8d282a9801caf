/**
 * The Lambda functions of a synthesized template, as the local runner starts them: code folder
 * (the bundle in the cloud assembly) or TypeScript entry, handler, layers, environment and role.
 * Also each role's policy documents, for the local IAM check.
 */
import { join } from 'node:path';
import { SOURCE_ENTRY_METADATA } from '../constructs/api-function.js';
import { referencedLogicalId, resourcesOfType, type CfnTemplate, type Resolve } from './template-model.js';

export interface LocalFunctionDefinition {
  /** The construct path inside the stack, e.g. `Api/CreateOrder/Function`. */
  name: string;
  logicalId: string;
  /** `index.handler`: file `index` in the code folder, export `handler`. */
  handler: string;
  /** The asset folder in the cloud assembly (only when the stack was synthesized with bundling). */
  codeDir: string;
  /** The TypeScript entry (relative to the project), for the source mode. */
  sourceEntry?: string;
  /** The Lambda runtime, e.g. `nodejs24.x`. */
  runtime: string;
  /** Each layer's asset folder, in the template's order. */
  layerDirs: string[];
  /** The template's environment, resolved to local values. */
  environment: Record<string, string>;
  roleLogicalId: string;
  timeoutSeconds: number;
  memorySize: number;
}

export interface PolicyDocument {
  Version?: string;
  Statement: unknown[];
}

const CDK_PATH_METADATA = 'aws:cdk:path';

/** `<hash>.zip` in the template -> `<assembly>/asset.<hash>`. */
function assetDir(assemblyDir: string, code: unknown): string {
  const key = (code as { S3Key?: unknown } | undefined)?.S3Key;
  if (typeof key !== 'string') throw new Error(`An asset without an S3Key: ${JSON.stringify(code)}`);
  return join(assemblyDir, `asset.${key.replace(/\.zip$/, '')}`);
}

function constructName(logicalId: string, metadata: Record<string, unknown> | undefined): string {
  const path = metadata?.[CDK_PATH_METADATA];
  if (typeof path !== 'string') return logicalId;
  return path
    .split('/')
    .slice(1)
    .join('/')
    .replace(/\/Resource$/, '');
}

export function templateFunctions(template: CfnTemplate, resolve: Resolve, assemblyDir: string): LocalFunctionDefinition[] {
  const layers = new Map(resourcesOfType(template, 'AWS::Lambda::LayerVersion').map(([id, layer]) => [id, assetDir(assemblyDir, layer.Properties?.Content)]));
  return resourcesOfType(template, 'AWS::Lambda::Function').map(([logicalId, resource]) => {
    const properties = resource.Properties ?? {};
    const roleLogicalId = referencedLogicalId(properties.Role);
    if (!roleLogicalId) throw new Error(`Function ${logicalId} has no role of this template`);
    const variables = (properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
    const sourceEntry = resource.Metadata?.[SOURCE_ENTRY_METADATA];
    return {
      name: constructName(logicalId, resource.Metadata),
      logicalId,
      handler: String(properties.Handler),
      codeDir: assetDir(assemblyDir, properties.Code),
      sourceEntry: typeof sourceEntry === 'string' ? sourceEntry : undefined,
      runtime: String(properties.Runtime),
      layerDirs: ((properties.Layers as unknown[] | undefined) ?? []).map((layer) => {
        const dir = layers.get(referencedLogicalId(layer) ?? '');
        if (!dir) throw new Error(`Function ${logicalId} uses a layer that is not in this template`);
        return dir;
      }),
      environment: Object.fromEntries(Object.entries(variables).map(([name, value]) => [name, String(resolve(value))])),
      roleLogicalId,
      timeoutSeconds: Number(properties.Timeout ?? 3),
      memorySize: Number(properties.MemorySize ?? 128),
    };
  });
}

/** Every role's policy documents: its inline policies and the AWS::IAM::Policy resources attached to it. */
export function rolePolicies(template: CfnTemplate, resolve: Resolve): Map<string, PolicyDocument[]> {
  const policies = new Map<string, PolicyDocument[]>();
  const add = (role: string, document: unknown) => policies.set(role, [...(policies.get(role) ?? []), resolve(document) as PolicyDocument]);
  for (const [roleId, role] of resourcesOfType(template, 'AWS::IAM::Role')) {
    policies.set(roleId, policies.get(roleId) ?? []);
    for (const inline of (role.Properties?.Policies as { PolicyDocument: unknown }[] | undefined) ?? []) add(roleId, inline.PolicyDocument);
  }
  for (const [, policy] of resourcesOfType(template, 'AWS::IAM::Policy')) {
    for (const role of (policy.Properties?.Roles as unknown[] | undefined) ?? []) {
      const roleId = referencedLogicalId(role);
      if (roleId) add(roleId, policy.Properties?.PolicyDocument);
    }
  }
  return policies;
}
