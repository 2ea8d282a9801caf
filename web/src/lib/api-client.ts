/**
 * The one way the web app calls the API: JSON in and out, the `auth: bearer <token>` header on
 * every call that has a token, typed errors, and the session ended on a 401.
 */
import { loadRuntimeConfig } from './runtime-config';
import { getAccessToken } from './auth/auth-store';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface ApiFetchOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: a retry with the same key has one effect. */
  idempotencyKey?: string;
  /**
   * A token to send instead of the stored access token (PUT /login sends the identity provider's
   * ID token). A 401 for such a call is only thrown, it does not end the session.
   */
  token?: string;
  /** The Accept header; JSON by default. */
  accept?: string;
}

export interface Page<T> {
  items: T[];
  nextCursor?: string;
}

export const NEXT_CURSOR_HEADER = 'x-next-cursor';

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/** The auth provider registers what a 401 does (sign out, go to /login). Returns the unregister. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

async function request(path: string, options: ApiFetchOptions): Promise<Response> {
  const { apiUrl } = await loadRuntimeConfig();
  const sessionToken = options.token === undefined ? getAccessToken() : null;
  const token = options.token ?? sessionToken;
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.auth = `bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      // The public reads say `public, max-age=5, stale-while-revalidate=30` for CloudFront's sake;
      // the app keeps its data in the query cache and refetches after a change, so the browser's
      // HTTP cache must not answer in the API's place.
      cache: 'no-store',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error; // a cancelled query, not a failure
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }

  if (response.ok) return response;
  const body = await readJson(response);
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : `Request failed (HTTP ${response.status})`;
  const details = typeof body === 'object' && body !== null && 'details' in body ? body.details : undefined;
  if (response.status === 401 && sessionToken) unauthorizedHandler?.();
  throw new ApiError(response.status, message, details);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Calls the API and returns its JSON answer; throws ApiError for anything but a 2xx. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await readJson(await request(path, options))) as T;
}

/** A paged list: the JSON array plus the cursor of the next page from the x-next-cursor header. */
export async function apiFetchPage<T>(path: string, options: Omit<ApiFetchOptions, 'method' | 'body'> = {}): Promise<Page<T>> {
  const response = await request(path, options);
  const items = ((await readJson(response)) ?? []) as T[];
  const nextCursor = response.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
  return nextCursor ? { items, nextCursor } : { items };
}

/** A file answer (a page of the orders CSV): the body as text, and the next page's cursor from x-next-cursor; errors as for apiFetch. */
export async function apiFetchText(path: string, options: Omit<ApiFetchOptions, 'body'> = {}): Promise<{ text: string; nextCursor?: string }> {
  const response = await request(path, options);
  const text = await response.text();
  const nextCursor = response.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
  return nextCursor ? { text, nextCursor } : { text };
}

/** A binary file answer (an invoice PDF) and the file name its content-disposition gives; errors as for apiFetch. */
export async function apiFetchFile(path: string, options: Omit<ApiFetchOptions, 'body' | 'method'> = {}): Promise<{ blob: Blob; fileName?: string }> {
  const response = await request(path, options);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName };
}
