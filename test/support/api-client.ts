/**
 * Calls the local API server of the running test stack, as the web app does through CloudFront:
 * with the secret origin header CloudFront adds (without it the API answers 403).
 */
import { inject } from 'vitest';
import { localOriginHeaders } from '../../infra/local/origin-verify.js';

export interface ApiResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiCallOptions {
  /** Sent as `auth: bearer <token>`. */
  auth?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (for malformed or oversized bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export function apiUrl(path: string): string {
  return `${inject('localStack').apiUrl}${path}`;
}

export async function callApi<T = unknown>(method: string, path: string, options: ApiCallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...localOriginHeaders(), ...options.headers };
  if (options.auth !== undefined) headers.auth = `bearer ${options.auth}`;
  let body = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(apiUrl(path), { method, headers, body });
  const text = await response.text();
  // A CSV export answers text; every other answer is JSON.
  const isJson = /json/i.test(response.headers.get('content-type') ?? 'application/json');
  const answer = text === '' ? undefined : isJson ? JSON.parse(text) : text;
  return { status: response.status, body: answer as T, headers: response.headers };
}
