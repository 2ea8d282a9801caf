/**
 * Calls to the benchmark stack's API server, made as the web app makes them, to put the shop in the
 * state a measurement needs. Any answer but a 2xx throws: a measurement on the wrong state is wrong.
 */
import { findRouteByHandler, type HandlerName } from '../../functions/manifest.js';
import { requestPath } from './hot-endpoints.js';
import { localOriginHeaders } from '../../infra/local/origin-verify.js';

export interface BenchCall {
  /** Sent as `auth: bearer <token>` (an app token, or the ID token for PUT /login). */
  token?: string;
  params?: Record<string, string>;
  /** The query string's parameters. */
  query?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

export async function callBenchApi<T>(apiUrl: string, handler: HandlerName, call: BenchCall = {}): Promise<T> {
  const { method } = findRouteByHandler(handler);
  const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const path = `${requestPath({ handler, params: call.params ?? {} })}${query}`;
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...localOriginHeaders(),
      ...(call.token && { auth: `bearer ${call.token}` }),
      ...(call.body !== undefined && { 'content-type': 'application/json' }),
      ...call.headers,
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
