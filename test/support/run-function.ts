/**
 * Runs one of the stack's functions in the test process, with the stack's environment (and any
 * overrides for this call), as the local trigger runner does: for the tests that choose when a
 * scheduled function runs, or what its outside services answer.
 */
import { inject } from 'vitest';
import { lambdaContext } from '../../infra/local/lambda-event.js';
import { loadHandler } from '../../infra/local/load-handler.js';

export async function runFunction<R>(handler: string, event: unknown, overrides: Record<string, string> = {}): Promise<R> {
  const environment = { ...inject('localStack').functionEnvironment, ...overrides };
  const previous = Object.fromEntries(Object.keys(environment).map((name) => [name, process.env[name]]));
  Object.assign(process.env, environment);
  try {
    return await (await loadHandler<unknown, R>(handler))(event, lambdaContext(handler));
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
