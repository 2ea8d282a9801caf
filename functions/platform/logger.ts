import type { Context } from 'aws-lambda';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { LogItemExtraInput, LogItemMessage, LogLevel } from '@aws-lambda-powertools/logger/types';
import { loadedBesideFirstRead } from './beside-first-read.js';

/**
 * Powertools Logger (JSON lines CloudWatch can query) loads beside the request's first DynamoDB call,
 * not at init: the functions log only warnings and errors, which nearly always follow one, and its
 * 20 KiB (with Powertools' commons) were in every function's init. A log call waits for it, so a
 * line is written before the function answers.
 */
const powertoolsLogger = loadedBesideFirstRead(() => import('@aws-lambda-powertools/logger'));

let instance: Logger | undefined;
let invocationContext: Context | undefined;
let logLevel: LogLevel | undefined;

async function loadedLogger(): Promise<Logger> {
  if (instance) return instance;
  const { Logger } = await powertoolsLogger();
  if (instance) return instance;
  instance = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'storefront-api' });
  if (logLevel) instance.setLogLevel(logLevel);
  if (invocationContext) instance.addContext(invocationContext);
  return instance;
}

/** A log call at `level`: it waits for Powertools, then writes the line. */
const lineAt =
  (level: 'debug' | 'info' | 'warn' | 'error') =>
  async (message: LogItemMessage, ...extra: LogItemExtraInput): Promise<void> =>
    (await loadedLogger())[level](message, ...extra);

/** The functions' one logger. Never log tokens, secrets or card data. */
export const logger = {
  debug: lineAt('debug'),
  info: lineAt('info'),
  warn: lineAt('warn'),
  error: lineAt('error'),
  /** The invocation's context (request id, function name) in every line that follows. */
  addContext(context: Context): void {
    invocationContext = context;
    instance?.addContext(context);
  },
  setLogLevel(level: LogLevel): void {
    logLevel = level;
    instance?.setLogLevel(level);
  },
};
