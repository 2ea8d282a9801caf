/**
 * Changes the local stack's origin secret as `aws secretsmanager put-secret-value` does in the
 * cloud (docs/deploy.md, "Changing the origin secret"): signed as the local operator, whose role
 * may change the local stage's secrets and nothing else.
 */
import { inject } from 'vitest';
import { originVerifySecretName } from '../../infra/constructs/secret-parameters.js';
import { LOCAL_OPERATOR_ACCESS_KEY_ID } from '../../infra/local/iam/ssm-parameter-store.js';
import { LOCAL_STAGE } from '../../infra/local/synth-stack.js';

export async function putOriginSecret(value: { current: string; previous: string }): Promise<void> {
  const response = await fetch(inject('localStack').secretsUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'secretsmanager.PutSecretValue',
      authorization: `AWS4-HMAC-SHA256 Credential=${LOCAL_OPERATOR_ACCESS_KEY_ID}/20260101/us-east-1/secretsmanager/aws4_request, SignedHeaders=host, Signature=local`,
    },
    body: JSON.stringify({ SecretId: originVerifySecretName(LOCAL_STAGE), SecretString: JSON.stringify(value) }),
  });
  if (!response.ok) throw new Error(`PutSecretValue answered ${response.status}: ${await response.text()}`);
}
