import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per container, made at init like the rest of the function. Never log tokens, secrets or card data. */
export const logger: Pick<Logger, 'debug' | 'info' | 'warn' | 'error' | 'setLogLevel'> = new Logger({ serviceName: 'storefront-api' });
