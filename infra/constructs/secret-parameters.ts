/**
 * The functions' secrets live in SSM Parameter Store as SecureString parameters, created once per
 * stage by hand (CloudFormation cannot create SecureStrings, and the values must never be in the
 * template). The stack only knows their names and grants each function read access to the ones it
 * needs. The key of each entry is the name functions/platform/config.ts reads (`<NAME>_PARAMETER`).
 */
import type { SecretName } from '../../functions/platform/config.js';

export type SecretParameterNames = Readonly<Record<SecretName, string>>;

/** `/storefront/<stage>/token-private-key`, ... (docs/deploy.md lists the set-up commands). */
export function secretParameterNames(stage: string): SecretParameterNames {
  return {
    TOKEN_PRIVATE_KEY: `/storefront/${stage}/token-private-key`,
    STRIPE_SECRET_KEY: `/storefront/${stage}/stripe-secret-key`,
    STRIPE_WEBHOOK_SECRET: `/storefront/${stage}/stripe-webhook-secret`,
  };
}

/** The environment variable that tells a function where to fetch a secret from. */
export const parameterEnvVar = (secret: SecretName): `${SecretName}_PARAMETER` => `${secret}_PARAMETER`;

/**
 * The origin header's secret (functions/platform/origin-check.ts): a Secrets Manager secret, since
 * CloudFront's configuration must hold it too and CloudFormation resolves Secrets Manager (not SSM
 * SecureString) references there. JSON `{"current": ..., "previous": ...}`; docs/deploy.md changes it.
 */
export const originVerifySecretName = (stage: string): string => `storefront/${stage}/origin-verify`;

/** The SSM name that reads a Secrets Manager secret (`/aws/reference/secretsmanager/<name>`): the functions read the origin secret with their SSM client. */
export const secretsManagerReference = (secretName: string): string => `/aws/reference/secretsmanager/${secretName}`;
