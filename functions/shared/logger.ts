import { Logger } from '@aws-lambda-powertools/logger';

let instance: Logger | undefined;

/** Created on first use: a Powertools Logger opens stdout and stderr when created, a cost module init need not pay. */
function powertoolsLogger(): Logger {
  instance ??= new Logger({ serviceName: 'storefront-api' });
  return instance;
}

function delegate<M extends 'debug' | 'info' | 'warn' | 'error' | 'setLogLevel'>(method: M): Logger[M] {
  return ((...args: unknown[]) => {
    const target = powertoolsLogger();
    return Reflect.apply(target[method], target, args);
  }) as Logger[M];
}

/** One structured logger per container. Never log tokens, secrets or card data. */
export const logger: Pick<Logger, 'debug' | 'info' | 'warn' | 'error' | 'setLogLevel'> = {
  debug: delegate('debug'),
  info: delegate('info'),
  warn: delegate('warn'),
  error: delegate('error'),
  setLogLevel: delegate('setLogLevel'),
};
