/**
 * The local stand-in for API Gateway's HTTP API, built from the synthesized template: it serves
 * exactly the template's routes (template-routes.ts), hands each request to the route's function
 * as a payload format 2.0 event through the function runner, and applies the template's CORS
 * configuration as API Gateway does (it answers preflights itself and sets the CORS headers on
 * every answer to an allowed origin, whatever the function returned). The storefront's API has
 * none: the web app reaches it on its own origin through Vite's /api proxy (web/vite.config.ts).
 * Like API Gateway it takes bodies up to 10 MB and leaves the shop's own, smaller limit to the
 * function (functions/platform/http-handler.ts); Lambda's 6 MB payload limits are the runner's.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { toLambdaEvent } from './lambda-event.js';
import { readRequestTextUpTo } from './request-body.js';
import { createRouteMatcher } from './route-matcher.js';
import type { CorsConfiguration, TemplateHttpApi } from './template-routes.js';

export interface ApiServerOptions {
  port: number;
  /** Default 127.0.0.1: the local API is not served to the network. */
  host?: string;
  api: TemplateHttpApi;
  /** Runs a function of the template (by logical id) with an event. */
  invoke(functionLogicalId: string, event: unknown): Promise<unknown>;
  /** One line per request, e.g. for `npm start`'s console. */
  log?: (line: string) => void;
}

export interface ApiServer {
  url: string;
  stop(): Promise<void>;
}

/** API Gateway's payload quota of an HTTP API (10 MB); a larger body is answered 413 without calling the function. */
export const API_GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Whether the origin is one the template's CORS configuration allows (`*` allows any). */
function allowsOrigin(cors: CorsConfiguration | undefined, origin: string | undefined): origin is string {
  return !!origin && !!cors?.AllowOrigins?.some((allowed) => allowed === '*' || allowed.toLowerCase() === origin.toLowerCase());
}

/** The CORS headers API Gateway adds to an answer (a preflight's included). */
function corsHeaders(cors: CorsConfiguration | undefined, origin: string | undefined, preflight: boolean): Record<string, string> {
  if (!cors || !allowsOrigin(cors, origin)) return {};
  const headers: Record<string, string> = { 'access-control-allow-origin': cors.AllowOrigins?.includes('*') ? '*' : origin };
  if (cors.AllowCredentials) headers['access-control-allow-credentials'] = 'true';
  if (preflight) {
    if (cors.AllowMethods?.length) headers['access-control-allow-methods'] = cors.AllowMethods.join(', ');
    if (cors.AllowHeaders?.length) headers['access-control-allow-headers'] = cors.AllowHeaders.join(', ');
    if (cors.MaxAge !== undefined) headers['access-control-max-age'] = String(cors.MaxAge);
  } else if (cors.ExposeHeaders?.length) {
    headers['access-control-expose-headers'] = cors.ExposeHeaders.join(', ');
  }
  return headers;
}

function sendJson(response: ServerResponse, statusCode: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(statusCode, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** Writes a function's result as API Gateway would (a non-structured result is a 200 JSON body). */
function sendLambdaResult(response: ServerResponse, result: APIGatewayProxyResultV2, baseHeaders: Record<string, string>): void {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    sendJson(response, 200, result, baseHeaders);
    return;
  }
  const body = result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  // API Gateway's own CORS headers win over any the function returned.
  Object.assign(headers, baseHeaders);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  headers['content-length'] = String(body.byteLength);
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(body);
}

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const unsupported = options.api.routes.filter((route) => route.payloadFormatVersion !== '2.0');
  if (unsupported.length > 0) {
    throw new Error(`The local API server builds payload format 2.0 events only: ${unsupported.map((route) => route.routeKey).join(', ')}`);
  }
  const findRoute = createRouteMatcher(options.api.routes);
  const log = options.log ?? (() => {});

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const origin = request.headers.origin;
    if (method === 'OPTIONS' && options.api.cors && request.headers['access-control-request-method']) {
      response.writeHead(204, corsHeaders(options.api.cors, origin, true));
      response.end();
      return;
    }
    const cors = corsHeaders(options.api.cors, origin, false);
    const path = url.split('?')[0] ?? '/';
    const match = findRoute(method, path);
    if (match === 'no-route') return sendJson(response, 404, { message: 'Not Found' }, cors);
    if (match === 'bad-path') return sendJson(response, 400, { message: 'path: malformed URL encoding' }, cors);

    const body = await readRequestTextUpTo(request, API_GATEWAY_MAX_BODY_BYTES);
    if (body === undefined) return sendJson(response, 413, { message: 'Request Entity Too Large' }, { ...cors, connection: 'close' });
    const event = toLambdaEvent({ method, url, headers: request.headers, body, sourceIp: request.socket.remoteAddress ?? '127.0.0.1' }, match);
    let result: APIGatewayProxyResultV2;
    try {
      result = (await options.invoke(match.route.functionLogicalId, event)) as APIGatewayProxyResultV2;
    } catch (error) {
      // What API Gateway answers when the function fails, crashes or times out.
      console.error(`[api] ${method} ${path}: ${(error as Error).message}`);
      return sendJson(response, 500, { message: 'Internal Server Error' }, cors);
    }
    sendLambdaResult(response, result, cors);
  }

  const server = createServer((request, response) => {
    const started = Date.now();
    response.once('finish', () => log(`${request.method} ${request.url} -> ${response.statusCode} (${Date.now() - started} ms)`));
    handle(request, response).catch((error: unknown) => {
      console.error(`[api] ${request.method} ${request.url} failed:`, error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
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
