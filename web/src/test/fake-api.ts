/**
 * The one fake backend of the web tests: answers /runtime-config.json and the API's routes, keyed
 * by the handler names of the route manifest (functions/manifest.ts), so a fake can only exist for
 * a real route. Anything not faked answers 404 naming the request.
 */
import { vi } from 'vitest';
import { routes, type HandlerName } from '../../../functions/manifest';
import type { RuntimeConfig } from '../lib/runtime-config';
import { aRuntimeConfig } from './builders';

export const API_ORIGIN = 'http://api.test';

export interface FakeRequest {
  method: string;
  url: URL;
  /** The path template's parameters, decoded. */
  params: Record<string, string>;
  /** The JSON body, parsed (undefined when there is none). */
  body: unknown;
  headers: Headers;
}

export interface FakeAnswer {
  status?: number;
  /** Answered as JSON. */
  body?: unknown;
  /** Answered as it is (a CSV file), instead of `body`. */
  text?: string;
  headers?: Record<string, string>;
}

export type FakeRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;
export type FakeRoutes = Partial<Record<HandlerName, FakeRoute>>;

/** Requests to other hosts (the card-payment stand-in): a Response, or undefined for 404. */
export type OtherHosts = (request: { method: string; url: URL; body: string }) => Response | undefined | Promise<Response | undefined>;

export interface FakeApiOptions {
  runtimeConfig?: Partial<RuntimeConfig>;
  otherHosts?: OtherHosts;
}

export interface RecordedCall {
  handler: HandlerName | undefined;
  method: string;
  url: URL;
  body: string;
}

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const matchers = routes.map((route) => {
  const names: string[] = [];
  const pattern = withoutTrailingSlash(route.path).replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, names, regex: new RegExp(`^${pattern}/?$`) };
});

function matchRoute(method: string, pathname: string) {
  for (const { route, names, regex } of matchers) {
    const match = route.method === method ? regex.exec(pathname) : null;
    if (match) return { handler: route.handler, params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')])) };
  }
  return undefined;
}

/** Stubs the global fetch with the fake backend; returns every call it received. */
export function fakeApi(fakes: FakeRoutes, { runtimeConfig, otherHosts }: FakeApiOptions = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://web.test');
    const method = init?.method ?? 'GET';
    const body = init?.body === undefined || init.body === null ? '' : String(init.body);
    if (url.pathname === '/runtime-config.json') return jsonResponse(200, aRuntimeConfig(runtimeConfig));
    const match = url.origin === API_ORIGIN ? matchRoute(method, url.pathname) : undefined;
    calls.push({ handler: match?.handler, method, url, body });
    if (url.origin !== API_ORIGIN) return (await otherHosts?.({ method, url, body })) ?? jsonResponse(404, { message: `No fake for ${method} ${url.href}` });
    const fake = match && fakes[match.handler];
    if (!match || !fake) return jsonResponse(404, { message: `No fake for ${method} ${url.pathname}` });
    const answer = await fake({ method, url, params: match.params, body: body ? JSON.parse(body) : undefined, headers: new Headers(init?.headers) });
    if (answer.text !== undefined) return new Response(answer.text, { status: answer.status ?? 200, headers: answer.headers });
    return jsonResponse(answer.status ?? 200, answer.body, answer.headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (handler: HandlerName) => calls.filter((call) => call.handler === handler) };
}

/** Serves `items` a page at a time the way list routes do: `?cursor=` is the next index, x-next-cursor its header. */
export function pageOf<T>(items: readonly T[], url: URL, defaultLimit: number) {
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const next = start + limit;
  const nextCursor = next < items.length ? String(next) : undefined;
  return { items: items.slice(start, next), nextCursor, headers: nextCursor ? { 'x-next-cursor': nextCursor } : undefined };
}
