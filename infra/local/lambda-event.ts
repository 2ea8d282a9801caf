/**
 * Builds the API Gateway HTTP API (payload format 2.0) event a function gets in the cloud, from a
 * local HTTP request and the template route it matched.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteMatch } from './route-matcher.js';
import { LOCAL_ACCOUNT_ID } from './template-model.js';

export interface LocalRequest {
  method: string;
  /** The request target as received, e.g. /hometools?limit=3 */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  sourceIp: string;
}

/**
 * Each name once, the values of a repeated one joined with a comma, as API Gateway does. Every name
 * is a plain key, `__proto__` and `constructor` included, as in the JSON event Lambda parses.
 */
function joinedByName(entries: Iterable<readonly [string, string]>): Record<string, string> {
  const joined = new Map<string, string>();
  for (const [name, value] of entries) joined.set(name, joined.has(name) ? `${joined.get(name)},${value}` : value);
  return Object.fromEntries(joined);
}

/** Like API Gateway: lower-cased names, repeated headers joined with a comma. */
function eventHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const present = Object.entries(headers).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined);
  return joinedByName(present.map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(',') : value]));
}

/** Like API Gateway: repeated parameters joined with a comma; undefined when there are none. */
function queryParameters(search: URLSearchParams): Record<string, string> | undefined {
  const parameters = joinedByName(search);
  return Object.keys(parameters).length > 0 ? parameters : undefined;
}

/** API Gateway's requestContext.time format, e.g. 21/Nov/2025:10:43:00 +0000 */
function gatewayTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

export function toLambdaEvent(request: LocalRequest, match: RouteMatch): APIGatewayProxyEventV2 {
  const queryStart = request.url.indexOf('?');
  const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
  const headers = eventHeaders(request.headers);
  const routeKey = match.route.routeKey;
  const now = new Date();
  const cookies = headers.cookie
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  delete headers.cookie;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies?.length ? { cookies } : {}),
    headers,
    queryStringParameters: queryParameters(new URLSearchParams(rawQueryString)),
    pathParameters: match.pathParameters,
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: request.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: gatewayTime(now),
      timeEpoch: now.getTime(),
    },
    body: request.body === '' ? undefined : request.body,
    isBase64Encoded: false,
  };
}
