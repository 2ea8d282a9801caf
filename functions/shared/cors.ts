/**
 * What the browser may send to and read from the API across origins. Used by the CDK stack's
 * CORS preflight and by the local API server, so the two can never differ.
 */
import { NEXT_CURSOR_HEADER } from './cursor.js';

export const CORS_ALLOWED_HEADERS = ['content-type', 'auth', 'authorization', 'idempotency-key'] as const;
export const CORS_EXPOSED_HEADERS = [NEXT_CURSOR_HEADER] as const;
