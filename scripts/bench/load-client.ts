/**
 * The load generator, run in its own process (so it does not share an event loop with the API
 * server it measures): autocannon with the request the parent passes as JSON, cycling through
 * the given paths. Prints the summary as JSON.
 */
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  method: string;
  /** Used in turn, one per request. */
  paths: string[];
  headers: Record<string, string>;
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
    requests: [{ setupRequest: (request) => ({ ...request, path: spec.paths[next++ % spec.paths.length] }) }],
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

const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec;
main(spec).then(
  (summary) => process.stdout.write(JSON.stringify(summary)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
