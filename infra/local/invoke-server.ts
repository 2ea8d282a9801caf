/**
 * Lambda's Invoke call for the local stack: `POST /2015-03-31/functions/<construct path>/invocations`
 * with the event as the body runs that function of the template in its own process, under its role
 * (function-runner.ts), and answers its result. For the tests that choose when a scheduled or stream
 * function runs; it listens on a free loopback port only.
 */
import { createServer } from 'node:http';
import type { FunctionRunner } from './function-runner.js';
import { listenOnLoopback, type LoopbackServer } from './loopback-server.js';
import { readRequestBody } from './request-body.js';

export type InvokeServer = LoopbackServer;

const INVOKE_PATH = /^\/2015-03-31\/functions\/(.+)\/invocations$/;

export function startInvokeServer(runner: FunctionRunner): Promise<InvokeServer> {
  const server = createServer((request, response) => {
    const name = decodeURIComponent(request.url?.match(INVOKE_PATH)?.[1] ?? '');
    if (request.method !== 'POST' || !runner.names.includes(name)) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `No function ${name || request.url}` }));
      return;
    }
    void readRequestBody(request).then((body) => {
      const text = body.toString('utf8');
      runner
        .invoke(name, text ? (JSON.parse(text) as unknown) : {})
        .then((result) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null)))
        .catch((error: unknown) => {
          // What Lambda reports for a function error: 200 with the error, marked by X-Amz-Function-Error.
          response
            .writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' })
            .end(JSON.stringify({ errorMessage: (error as Error).message }));
        });
    });
  });
  return listenOnLoopback(server);
}
