/**
 * The SSM Parameter Store the local functions read their secrets from, as in the cloud: the
 * template's SecureString parameter names (`<NAME>_PARAMETER`) hold the local values, and each
 * GetParameter is authorized against the calling function's role (`ssm:GetParameter` on the
 * parameter's ARN), so a function whose role lacks the grant fails locally as it would in AWS.
 *
 * It also stands in for the Secrets Manager secrets the functions read through SSM's reference
 * names (`/aws/reference/secretsmanager/<secret name>`: the origin secret), which need
 * `secretsmanager:GetSecretValue` on the secret as well, and for Secrets Manager's PutSecretValue,
 * which an operator (LOCAL_OPERATOR_ACCESS_KEY_ID, allowed to change the local stage's secrets)
 * calls to rotate one, as `aws secretsmanager put-secret-value` does in the cloud. Anything else is refused.
 */
import type { ServerResponse } from 'node:http';
import { localSecretArn, LOCAL_ACCOUNT_ID, LOCAL_REGION } from '../template-model.js';
import type { LocalRole } from './role-authorizer.js';
import {
  missingPermission,
  notAuthorizedMessage,
  sendAwsJson,
  sendAwsJsonError,
  serveSignedEndpoint,
  UNRECOGNIZED_CLIENT_MESSAGE,
  type LocalEndpoint,
} from './signed-endpoint.js';

export type LocalParameterStore = LocalEndpoint;

export interface LocalParameterStoreOptions {
  /** Parameter name (e.g. `/storefront/local/stripe-secret-key`) -> its value; all SecureString. */
  parameters: ReadonlyMap<string, string>;
  /** Secrets Manager secret name (e.g. `storefront/local/origin-verify`) -> its SecretString. */
  secrets?: ReadonlyMap<string, string>;
  /** Access key id -> role. */
  roles: ReadonlyMap<string, LocalRole>;
}

/** SSM's name for a Secrets Manager secret. */
export const SECRETS_MANAGER_REFERENCE_PREFIX = '/aws/reference/secretsmanager/';

/** The access key id of the local operator: it may change the local stage's Secrets Manager secrets and verify SES identities, nothing else. */
export const LOCAL_OPERATOR_ACCESS_KEY_ID = 'LocalOperator';

/** The operator's role, as a deploy engineer's in the cloud (only what a rotation needs). */
export const localOperatorRole = (stage: string): LocalRole => ({
  roleName: 'Storefront-local-operator',
  policies: [
    {
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Action: 'secretsmanager:PutSecretValue', Resource: localSecretArn(`storefront/${stage}/*`) },
        { Effect: 'Allow', Action: 'ses:CreateEmailIdentity', Resource: `arn:aws:ses:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:identity/*` },
      ],
    },
  ],
});

const AMZ_JSON = 'application/x-amz-json-1.1';

/** `arn:aws:ssm:<region>:<account>:parameter/storefront/local/x` (one slash, whether or not the name starts with one). */
function parameterArn(name: string): string {
  return `arn:aws:ssm:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:parameter/${name.replace(/^\//, '')}`;
}

/** What SSM answers without WithDecryption: the KMS ciphertext, base64 (here a stand-in for it, never the value). */
const ciphertextOf = (name: string) => Buffer.from(`local-kms-ciphertext:${name}`).toString('base64');

export function startLocalParameterStore(options: LocalParameterStoreOptions): Promise<LocalParameterStore> {
  const loadedAt = Date.now() / 1000;
  const secrets = new Map(options.secrets ?? []);
  const secretVersions = new Map<string, number>();
  const errors = {
    unrecognizedClient: (response: ServerResponse) => sendAwsJsonError(response, AMZ_JSON, 'UnrecognizedClientException', UNRECOGNIZED_CLIENT_MESSAGE),
    failed: (response: ServerResponse, error: Error) => sendAwsJsonError(response, AMZ_JSON, 'ValidationException', error.message),
  };

  return serveSignedEndpoint(options.roles, errors, async (request, response, { caller, body }) => {
    const operation = String(request.headers['x-amz-target'] ?? '');
    const input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
    if (operation === 'secretsmanager.PutSecretValue') {
      const { SecretId: id, SecretString: value } = input;
      if (typeof id !== 'string' || typeof value !== 'string') {
        return sendAwsJsonError(response, AMZ_JSON, 'InvalidParameterException', 'SecretId and SecretString are required');
      }
      const missing = await missingPermission(caller, [{ action: 'secretsmanager:PutSecretValue', resource: localSecretArn(id) }]);
      if (missing) return sendAwsJsonError(response, AMZ_JSON, 'AccessDeniedException', notAuthorizedMessage(caller, missing));
      if (!secrets.has(id)) return sendAwsJsonError(response, AMZ_JSON, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
      secrets.set(id, value);
      const version = (secretVersions.get(id) ?? 1) + 1;
      secretVersions.set(id, version);
      return sendAwsJson(response, AMZ_JSON, { ARN: localSecretArn(id), Name: id, VersionId: `local-version-${version}`, VersionStages: ['AWSCURRENT'] });
    }
    if (operation !== 'AmazonSSM.GetParameter') {
      return sendAwsJsonError(
        response,
        AMZ_JSON,
        'UnknownOperationException',
        `The local parameter store answers GetParameter and PutSecretValue only, not ${operation || 'this request'}`,
      );
    }
    if (typeof input.Name !== 'string' || input.Name === '') {
      return sendAwsJsonError(
        response,
        AMZ_JSON,
        'ValidationException',
        "1 validation error detected: Value null at 'name' failed to satisfy constraint: Member must not be null",
      );
    }
    const name = input.Name;
    const arn = parameterArn(name);
    const secretName = name.startsWith(SECRETS_MANAGER_REFERENCE_PREFIX) ? name.slice(SECRETS_MANAGER_REFERENCE_PREFIX.length) : undefined;
    const required = [{ action: 'ssm:GetParameter', resource: arn }];
    if (secretName !== undefined) required.push({ action: 'secretsmanager:GetSecretValue', resource: localSecretArn(secretName) });
    const missing = await missingPermission(caller, required);
    if (missing) return sendAwsJsonError(response, AMZ_JSON, 'AccessDeniedException', notAuthorizedMessage(caller, missing));
    const value = secretName !== undefined ? secrets.get(secretName) : options.parameters.get(name);
    if (value === undefined) return sendAwsJsonError(response, AMZ_JSON, 'ParameterNotFound', `Parameter ${name} not found.`);
    sendAwsJson(response, AMZ_JSON, {
      Parameter: {
        ARN: arn,
        DataType: 'text',
        LastModifiedDate: loadedAt,
        Name: name,
        Type: 'SecureString',
        Value: input.WithDecryption === true || secretName !== undefined ? value : ciphertextOf(name),
        Version: secretName !== undefined ? (secretVersions.get(secretName) ?? 1) : 1,
      },
    });
  });
}
