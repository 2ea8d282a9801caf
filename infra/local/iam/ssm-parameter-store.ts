/**
 * The SSM Parameter Store the local functions read their secrets from, as in the cloud: the
 * template's SecureString parameter names (`<NAME>_PARAMETER`) hold the local values, and each
 * GetParameter is authorized against the calling function's role (`ssm:GetParameter` on the
 * parameter's ARN), so a function whose role lacks the grant fails locally as it would in AWS.
 * It answers GetParameter only, the one call the functions make; anything else is refused.
 */
import type { ServerResponse } from 'node:http';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION } from '../template-model.js';
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
  /** Access key id -> role. */
  roles: ReadonlyMap<string, LocalRole>;
}

const AMZ_JSON = 'application/x-amz-json-1.1';

/** `arn:aws:ssm:<region>:<account>:parameter/storefront/local/x` (one slash, whether or not the name starts with one). */
function parameterArn(name: string): string {
  return `arn:aws:ssm:${LOCAL_REGION}:${LOCAL_ACCOUNT_ID}:parameter/${name.replace(/^\//, '')}`;
}

/** What SSM answers without WithDecryption: the KMS ciphertext, base64 (here a stand-in for it, never the value). */
const ciphertextOf = (name: string) => Buffer.from(`local-kms-ciphertext:${name}`).toString('base64');

export function startLocalParameterStore(options: LocalParameterStoreOptions): Promise<LocalParameterStore> {
  const loadedAt = Date.now() / 1000;
  const errors = {
    unrecognizedClient: (response: ServerResponse) => sendAwsJsonError(response, AMZ_JSON, 'UnrecognizedClientException', UNRECOGNIZED_CLIENT_MESSAGE),
    failed: (response: ServerResponse, error: Error) => sendAwsJsonError(response, AMZ_JSON, 'ValidationException', error.message),
  };

  return serveSignedEndpoint(options.roles, errors, async (request, response, { caller, body }) => {
    const operation = String(request.headers['x-amz-target'] ?? '');
    if (operation !== 'AmazonSSM.GetParameter') {
      return sendAwsJsonError(
        response,
        AMZ_JSON,
        'UnknownOperationException',
        `The local parameter store answers GetParameter only, not ${operation || 'this request'}`,
      );
    }
    const input = JSON.parse(body.toString('utf8') || '{}') as { Name?: unknown; WithDecryption?: unknown };
    if (typeof input.Name !== 'string' || input.Name === '') {
      return sendAwsJsonError(
        response,
        AMZ_JSON,
        'ValidationException',
        "1 validation error detected: Value null at 'name' failed to satisfy constraint: Member must not be null",
      );
    }
    const arn = parameterArn(input.Name);
    const missing = await missingPermission(caller, [{ action: 'ssm:GetParameter', resource: arn }]);
    if (missing) return sendAwsJsonError(response, AMZ_JSON, 'AccessDeniedException', notAuthorizedMessage(caller, missing));
    const value = options.parameters.get(input.Name);
    if (value === undefined) return sendAwsJsonError(response, AMZ_JSON, 'ParameterNotFound', `Parameter ${input.Name} not found.`);
    sendAwsJson(response, AMZ_JSON, {
      Parameter: {
        ARN: arn,
        DataType: 'text',
        LastModifiedDate: loadedAt,
        Name: input.Name,
        Type: 'SecureString',
        Value: input.WithDecryption === true ? value : ciphertextOf(input.Name),
        Version: 1,
      },
    });
  });
}
