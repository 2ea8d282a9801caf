/**
 * Runs one of the stack's trigger functions now, as its schedule or stream would: through the local
 * stack's Lambda Invoke endpoint, so it runs from its bundle in its own process under its template
 * role. For the tests that choose when a scheduled function runs.
 */
import { inject } from 'vitest';
import { triggerFunctionName } from '../../infra/local/local-triggers.js';

export async function runFunction<R>(handler: string, event: unknown): Promise<R> {
  const name = encodeURIComponent(triggerFunctionName(handler));
  const response = await fetch(`${inject('localStack').functionsInvokeUrl}/2015-03-31/functions/${name}/invocations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
  const body = (await response.json()) as R & { errorMessage?: string };
  if (response.status !== 200) throw new Error(`Invoke ${handler}: HTTP ${response.status} ${body.errorMessage ?? ''}`);
  if (response.headers.get('x-amz-function-error')) throw new Error(`${handler} failed: ${body.errorMessage}`);
  return body;
}
