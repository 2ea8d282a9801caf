import { Logger } from '@aws-lambda-powertools/logger';

/**
 * One structured logger per container, made at init like the rest of the function. Never log
 * tokens, secrets or card data. Its service is the function's own (POWERTOOLS_SERVICE_NAME, the
 * handler's name, set by the stack); the HTTP handler adds Lambda's context to each request's lines.
 */
export const logger: Pick<Logger, 'debug' | 'info' | 'warn' | 'error' | 'setLogLevel' | 'addContext'> = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'storefront-api',
});
