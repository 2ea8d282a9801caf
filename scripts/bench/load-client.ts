/**
 * The load generator, run in its own process (so it does not share an event loop with the API
 * server it measures): autocannon with the request the parent passes as a JSON file, cycling through
 * the given requests (path and headers of their own, e.g. each order's account). Prints the summary as JSON.
 */
import autocannon from 'autocannon';
import { runAsSpecChild } from './json-child.js';

export interface LoadSpec {
  url: string;
  method: string;
  /** Used in turn, one per request: the path and the headers added to `headers`. */
  requests: { path: string; headers?: Record<string, string> }[];
  headers: Record<string, string>;
  /** Stop after this many requests (each of `requests` used once) instead of after the duration. */
  amount?: number;
  body?: string;
  connections: number;
  durationSeconds: number;
}

export interface LoadSummary {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  total: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

async function main(spec: LoadSpec): Promise<LoadSummary> {
  let next = 0;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    timeout: 10,
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
    ...(spec.amount !== undefined && { amount: spec.amount }),
    requests: [
      {
        setupRequest: (request) => {
          const { path, headers } = spec.requests[next++ % spec.requests.length]!;
          return { ...request, path, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: result.requests.total / result.duration,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)])),
  };
}

runAsSpecChild(main);
