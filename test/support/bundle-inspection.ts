/**
 * What a built Lambda bundle (or the Stripe SDK layer) is checked for, beyond its size: how it loads
 * Node.js's built-in modules and which AWS credential providers it carries
 * (infra/constructs/function-bundling.ts explains both substitutions).
 */
import { builtinModules } from 'node:module';

const BUILTINS = new Set(builtinModules);

/** The built-ins the code imports as ES modules (`import ... from "node:http"`, minified or not). */
export function builtinModuleImports(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([a-z_/:]+)["']/g)].map((match) => match[1]!);
  return [...new Set(specifiers.filter((specifier) => BUILTINS.has(specifier.replace(/^node:/, ''))))];
}

/**
 * Names only the AWS SDK's default credential chain reads beyond its first link, the environment:
 * web identity, the container credentials endpoint, SSO and `credential_process` profiles.
 */
export const CREDENTIAL_CHAIN_MARKERS = ['AWS_WEB_IDENTITY_TOKEN_FILE', 'AWS_CONTAINER_CREDENTIALS_FULL_URI', 'credential_process'] as const;

export function credentialChainMarkersIn(code: string): string[] {
  return CREDENTIAL_CHAIN_MARKERS.filter((marker) => code.includes(marker));
}
