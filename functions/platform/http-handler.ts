/** Every route's adapter: origin check, token and role, input validation, and typed errors mapped to JSON. */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from './contract/zod.js';
import type { Access, RouteDefinition } from './route-definitions.js';
import { bearerToken, verifyAppToken, type Caller } from './app-token.js';
import {
  BadRequestError,
  ForbiddenError,
  HttpError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
} from './errors.js';
import { isTransactionConflict } from './db-errors.js';
import { cacheControlFor } from './cache-control.js';
import { logger } from './logger.js';
import { checkOrigin } from './origin-check.js';
import { refuseLoneSurrogates } from './lone-surrogates.js';
import { loadedOnFirstUse } from './beside-first-read.js';
import { UNHANDLED_ERROR_MESSAGE } from './alarm-log-messages.js';

export const MAX_BODY_BYTES = 16 * 1024;

export interface HttpResult {
  statusCode: number;
  /** Answered as JSON, unless `text` is given. */
  body?: unknown;
  /** A body answered as it is, with its own content-type header (a CSV file). */
  text?: string;
  /** A binary body (a PDF), answered base64-encoded as API Gateway expects, with its own content-type header. */
  bytes?: Uint8Array;
  headers?: Record<string, string>;
}

export const ok = (body: unknown, headers?: Record<string, string>): HttpResult => ({ statusCode: 200, body, headers });
export const created = (body: unknown): HttpResult => ({ statusCode: 201, body });
export const okBytes = (bytes: Uint8Array, headers: Record<string, string> & { 'content-type': string }): HttpResult => ({ statusCode: 200, bytes, headers });
export const okText = (text: string, headers: Record<string, string> & { 'content-type': string }): HttpResult => ({ statusCode: 200, text, headers });
export const htmlPage = (statusCode: number, html: string): HttpResult => ({ statusCode, text: html, headers: { 'content-type': 'text/html; charset=utf-8' } });

type CallerFor<A extends Access> = A extends 'public' ? undefined : Caller;

/** How an admin route learns the caller's role: passed in by the handler, so this layer reads no table itself. */
export interface AdminCheck {
  getUserRole(uid: string): Promise<string | undefined>;
}
/** An admin route's handler must pass an AdminCheck; other routes pass nothing. */
type AccessDeps<A extends Access> = A extends 'admin' ? [adminCheck: AdminCheck] : [];

export interface HandlerInput<A extends Access, P, Q, B, H> {
  params: P;
  query: Q;
  body: B;
  declaredHeaders: H;
  caller: CallerFor<A>;
  /** The raw request body as received (needed to verify signed webhooks). */
  rawBody: string;
  headers: Record<string, string | undefined>;
}

export interface HandlerSchemas<P extends z.ZodMiniType, Q extends z.ZodMiniType, B extends z.ZodMiniType, H extends z.ZodMiniType = NoInput> {
  params?: P;
  query?: Q;
  body?: B;
  /** Request headers the route reads (lower-case names), validated like the rest: a bad one is a 400 naming it. */
  headers?: H;
}

export const noSchemas: HandlerSchemas<NoInput, NoInput, NoInput> = {};

/** What a handler without a schema for a part of the request accepts: anything, as received. */
type NoInput = z.ZodMiniType<Record<string, string | undefined>>;

/**
 * A route's schemas: a function loading its request module (`contract/requests/<handler>.ts`, with
 * `loadedOnFirstUse`), so zod and the schemas are not part of init. Built on the first request,
 * while the origin check reads its secret; `noSchemas` for a route that validates nothing.
 */
export type RouteSchemas<P extends z.ZodMiniType, Q extends z.ZodMiniType, B extends z.ZodMiniType, H extends z.ZodMiniType> =
  typeof noSchemas | (() => Promise<HandlerSchemas<P, Q, B, H>>);

type AnySchemas = HandlerSchemas<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType>;

/** The schemas of a route and the function applying them (validation.ts, which sets zod's English messages). */
interface Validation {
  schemas: AnySchemas;
  parse: (schema: z.ZodMiniType | undefined, value: unknown) => unknown;
}

const validationModule = loadedOnFirstUse(() => import('./validation.js'));

/** A route's schemas with the function applying them, loaded once, on the first request. */
function validationOf(loadSchemas: () => Promise<AnySchemas>): () => Promise<Validation> {
  return loadedOnFirstUse(async () => {
    const [schemas, { parseOrThrow }] = await Promise.all([loadSchemas(), validationModule()]);
    return { schemas, parse: (schema, value) => (schema ? parseOrThrow(schema, value) : value) };
  });
}

const THROTTLING_ERRORS = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TimeoutError',
  'RequestTimeout',
  'ServiceUnavailable',
  'InternalServerError',
]);

export function createHandler<
  R extends RouteDefinition,
  P extends z.ZodMiniType = NoInput,
  Q extends z.ZodMiniType = NoInput,
  B extends z.ZodMiniType = NoInput,
  H extends z.ZodMiniType = NoInput,
>(
  route: R,
  routeSchemas: RouteSchemas<P, Q, B, H>,
  run: (input: HandlerInput<R['access'], z.output<P>, z.output<Q>, z.output<B>, z.output<H>>) => Promise<HttpResult>,
  ...[adminCheck]: AccessDeps<R['access']>
) {
  const handlerName = route.handler;
  if (route.access === 'admin' && !adminCheck) throw new Error(`The admin route '${handlerName}' needs an AdminCheck`);
  const validation = typeof routeSchemas === 'function' ? validationOf(routeSchemas as () => Promise<AnySchemas>) : undefined;

  return async (event: APIGatewayProxyEventV2, context?: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    if (context) logger.addContext(context);
    try {
      const headers = lowerCaseHeaders(event.headers);
      const validating = validation?.();
      validating?.catch(() => undefined); // awaited below, after the origin check and the token
      await checkOrigin(headers);
      const rawBody = readRawBody(event);
      const caller = route.access === 'public' ? undefined : await authenticate(headers, adminCheck);
      const { schemas, parse } = (await validating) ?? withoutValidation;
      const params = parse(schemas.params, { ...event.pathParameters });
      const rawQuery = event.queryStringParameters ?? {};
      const query = parse(schemas.query, { ...(route.publicCache ? onlyQueryParams(route.queryParams ?? [], rawQuery) : rawQuery) });
      const parsedBody = schemas.body ? parseJsonBody(rawBody, headers) : undefined;
      refuseLoneSurrogates({ ...event.pathParameters, ...rawQuery });
      refuseLoneSurrogates(parsedBody);
      const body = schemas.body ? parse(schemas.body, parsedBody) : undefined;
      const declaredHeaders = schemas.headers ? parse(schemas.headers, headers) : undefined;
      const result = await run({
        params: params as z.output<P>,
        query: query as z.output<Q>,
        body: body as z.output<B>,
        declaredHeaders: declaredHeaders as z.output<H>,
        caller: caller as CallerFor<R['access']>,
        rawBody,
        headers,
      });
      return withCacheControl(route, toResponse(result));
    } catch (error) {
      return withCacheControl(route, await errorResponse(error, handlerName));
    }
  };
}

/** A route without schemas takes its path and query as they came. */
const withoutValidation: Validation = { schemas: {}, parse: (_schema, value) => value };

function lowerCaseHeaders(headers: APIGatewayProxyEventV2['headers'] | undefined): Record<string, string | undefined> {
  const result: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(headers ?? {})) result[key.toLowerCase()] = value;
  return result;
}

function readRawBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > MAX_BODY_BYTES) {
    throw new PayloadTooLargeError(`body: the request body is larger than ${MAX_BODY_BYTES / 1024} KB`);
  }
  return raw.toString('utf8');
}

function parseJsonBody(rawBody: string, headers: Record<string, string | undefined>): unknown {
  if (rawBody.trim() === '') return {};
  const contentType = headers['content-type'];
  if (contentType && !/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw new UnsupportedMediaTypeError('content-type: send the body as application/json');
  }
  try {
    return JSON.parse(rawBody);
  } catch {
    throw new BadRequestError('body: malformed JSON', [{ field: 'body', message: 'malformed JSON' }]);
  }
}

async function authenticate(headers: Record<string, string | undefined>, adminCheck: AdminCheck | undefined): Promise<Caller> {
  const token = bearerToken(headers);
  if (!token) throw new UnauthorizedError();
  const caller = await verifyAppToken(token);
  if (adminCheck && (await adminCheck.getUserRole(caller.uid)) !== 'admin') {
    throw new ForbiddenError('Only an admin can do this');
  }
  return caller;
}

/** The connection to a dependency broke or timed out (after the SDK's own retries): safe to retry, so 503. */
const NETWORK_ERROR_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND']);

function isDependencyUnavailable(error: unknown): boolean {
  const { name, code, $fault } = (error ?? {}) as { name?: string; code?: string; $fault?: string };
  return (name !== undefined && THROTTLING_ERRORS.has(name)) || (code !== undefined && NETWORK_ERROR_CODES.has(code)) || $fault === 'server';
}

function toResponse(result: HttpResult): APIGatewayProxyStructuredResultV2 {
  if (result.text !== undefined) return { statusCode: result.statusCode, headers: result.headers, body: result.text };
  if (result.bytes !== undefined) {
    return { statusCode: result.statusCode, headers: result.headers, body: Buffer.from(result.bytes).toString('base64'), isBase64Encoded: true };
  }
  return {
    statusCode: result.statusCode,
    headers: { 'content-type': 'application/json', ...result.headers },
    body: result.body === undefined ? '' : JSON.stringify(result.body),
  };
}

async function errorResponse(error: unknown, handlerName: string): Promise<APIGatewayProxyStructuredResultV2> {
  if (error instanceof HttpError) {
    const body = error.details === undefined ? { message: error.message } : { message: error.message, details: error.details };
    return toResponse({ statusCode: error.statusCode, body });
  }
  const name = (error as { name?: string } | null)?.name;
  // Another transaction kept touching the same items (after db.ts's retries): safe to retry, so 503.
  if (isDependencyUnavailable(error) || isTransactionConflict(error)) {
    await logger.warn('Dependency busy', { handler: handlerName, errorName: name });
    return errorResponse(new ServiceUnavailableError(), handlerName);
  }
  await logger.error(UNHANDLED_ERROR_MESSAGE, { handler: handlerName, error: error as Error });
  return toResponse({ statusCode: 500, body: { message: 'Internal server error' } });
}

/** Every answer, errors included, says how it may be cached. */
function withCacheControl(route: RouteDefinition, response: APIGatewayProxyStructuredResultV2): APIGatewayProxyStructuredResultV2 {
  return { ...response, headers: { ...response.headers, 'cache-control': cacheControlFor(route, response.statusCode ?? 200) } };
}

/** So `?x=<random>` neither misses the edge cache nor changes a cached answer. */
function onlyQueryParams(used: readonly string[], query: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).filter(([name]) => used.includes(name)));
}
