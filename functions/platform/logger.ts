import { Logger } from '@aws-lambda-powertools/logger';

/** Never log tokens, secrets or card data. */
export const logger: Pick<Logger, 'debug' | 'info' | 'warn' | 'error' | 'setLogLevel' | 'addContext'> = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'storefront-api',
});
