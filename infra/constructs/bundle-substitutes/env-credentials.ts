/**
 * What a function bundle gets in place of `@aws-sdk/credential-provider-node`, the AWS SDK's default
 * credential chain (an esbuild alias: infra/constructs/function-bundling.ts). Lambda hands every
 * function its role's credentials in environment variables, the first link of that chain and the
 * only one it ever takes there; the local stack does the same. The rest of the chain (profiles,
 * SSO, web identity, the instance metadata service, the STS and SSO clients they need) is about
 * 100 KiB a function would load and never run.
 */
import { fromEnv, type FromEnvInit } from '@aws-sdk/credential-provider-env';

export const defaultProvider = (init: FromEnvInit = {}) => fromEnv(init);
