/** Builds API Gateway HTTP API (payload 2.0) events, signs app tokens and calls handlers. */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { issueAppToken, type Caller } from '../../../functions/platform/app-token.js';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/platform/origin-header.js';

export const customer: Caller = { uid: 'uid-customer', email: 'customer@tools.test', name: 'Casey Customer' };
export const otherCustomer: Caller = { uid: 'uid-other', email: 'other@tools.test', name: 'Olive Other' };
export const admin: Caller = { uid: 'uid-admin', email: 'admin@tools.test', name: 'Ada Admin' };

export interface RequestOptions {
  /** Signs an app token for this caller and sends it as `auth: bearer <token>`. */
  as?: Caller;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  statusCode: number;
  headers: Record<string, string>;
  /** The parsed JSON answer; `any` so tests can assert field by field. */
  body: any;
}

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

export async function apiEvent(options: RequestOptions = {}): Promise<APIGatewayProxyEventV2> {
  // What CloudFront adds to every request it passes to the API (ORIGIN_VERIFY_SECRET: vitest.config.ts).
  const headers: Record<string, string> = { [ORIGIN_VERIFY_HEADER]: process.env.ORIGIN_VERIFY_SECRET ?? '', ...options.headers };
  if (options.as) headers.auth = `bearer ${await issueAppToken(options.as)}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: '/',
    rawQueryString: new URLSearchParams(options.query).toString(),
    headers,
    pathParameters: options.params,
    queryStringParameters: options.query,
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'unit',
      domainName: 'unit.example.com',
      domainPrefix: 'unit',
      http: { method: 'GET', path: '/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'unit-request',
      routeKey: '$default',
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
}

export async function call(handler: Handler, options: RequestOptions = {}): Promise<ApiResponse> {
  const result = await handler(await apiEvent(options));
  return {
    statusCode: result.statusCode ?? 200,
    headers: (result.headers ?? {}) as Record<string, string>,
    body: result.body ? JSON.parse(result.body) : undefined,
  };
}
