import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per container. Never log tokens, secrets or card data. */
export const logger = new Logger({ serviceName: 'storefront-api' });
