/**
 * The local stand-in for API Gateway: a node:http server that serves every route of
 * functions/manifest.ts by calling the real handler (functions/handlers/<handler>.ts, loaded on
 * first use) with an HTTP API payload 2.0 event, in this process. The handlers read their
 * configuration from process.env, so the caller applies the local environment first.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { routes as manifestRoutes, type RouteDefinition } from '../../functions/manifest.js';
import { MAX_BODY_BYTES } from '../../functions/shared/http-handler.js';
import { lambdaContext, toLambdaEvent } from './lambda-event.js';
import { loadHandler } from './load-handler.js';
import { createRouteMatcher } from './route-matcher.js';
import { CORS_ALLOWED_HEADERS, CORS_EXPOSED_HEADERS } from '../../functions/shared/cors.js';

export interface ApiServerOptions {
  port: number;
  /** Default 127.0.0.1: the local API is not served to the network. */
  host?: string;
  /** The web app's origin, allowed by CORS. */
  allowedOrigin: string;
  routes?: readonly RouteDefinition[];
  /** One line per request, e.g. for `npm start`'s console. */
  log?: (line: string) => void;
}

export interface ApiServer {
  url: string;
  stop(): Promise<void>;
}

/** An oversized body is dropped, not buffered; past this much the connection is cut. */
const DISCARD_LIMIT_BYTES = 1024 * 1024;

function corsHeaders(allowedOrigin: string): Record<string, string> {
  return {
    'access-control-allow-origin': allowedOrigin,
    'access-control-allow-methods': 'GET, PUT, POST, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': CORS_ALLOWED_HEADERS.join(', '),
    'access-control-expose-headers': CORS_EXPOSED_HEADERS.join(', '),
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(statusCode, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** Writes a handler's result as API Gateway would (a non-structured result is a 200 JSON body). */
function sendLambdaResult(response: ServerResponse, result: APIGatewayProxyResultV2, baseHeaders: Record<string, string>): void {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    sendJson(response, 200, result, baseHeaders);
    return;
  }
  const body = result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  const headers: Record<string, string | string[]> = { ...baseHeaders };
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  headers['content-length'] = String(body.byteLength);
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(body);
}

function discardRest(request: IncomingMessage): void {
  let dropped = 0;
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > DISCARD_LIMIT_BYTES) request.destroy();
  });
  request.resume();
}

/** The body as text, or undefined when it is larger than the limit (reading stops there). */
function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length']) > limit) {
      discardRest(request);
      resolve(undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      request.off('end', onEnd);
      discardRest(request);
      resolve(undefined);
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString('utf8'));
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('error', reject);
  });
}

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const findRoute = createRouteMatcher(options.routes ?? manifestRoutes);
  const cors = corsHeaders(options.allowedOrigin);
  const log = options.log ?? (() => {});

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    if (method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    const match = findRoute(method, url.split('?')[0] ?? '/');
    if (match === 'no-route') return sendJson(response, 404, { message: `Not found: ${method} ${url.split('?')[0]}` }, cors);
    if (match === 'bad-path') return sendJson(response, 400, { message: 'path: malformed URL encoding' }, cors);

    const body = await readBody(request, MAX_BODY_BYTES);
    if (body === undefined) {
      return sendJson(response, 413, { message: `body: the request body is larger than ${MAX_BODY_BYTES / 1024} KB` }, { ...cors, connection: 'close' });
    }
    const handler = await loadHandler<APIGatewayProxyEventV2, APIGatewayProxyResultV2>(match.route.handler);
    const event = toLambdaEvent({ method, url, headers: request.headers, body, sourceIp: request.socket.remoteAddress ?? '127.0.0.1' }, match);
    sendLambdaResult(response, await handler(event, lambdaContext(match.route.handler)), cors);
  }

  const server = createServer((request, response) => {
    const started = Date.now();
    response.once('finish', () => log(`${request.method} ${request.url} -> ${response.statusCode} (${Date.now() - started} ms)`));
    handle(request, response).catch((error: unknown) => {
      console.error(`[api] ${request.method} ${request.url} failed:`, error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal server error' }, cors);
      else response.destroy();
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
