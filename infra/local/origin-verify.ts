/**
 * The local stack's value of the secret origin header (functions/platform/origin-check.ts): every
 * Secrets Manager reference of the template resolves to it (template-model.ts), Vite's `/api`
 * proxy sends it as CloudFront does, and the tests and scripts that call the API server directly
 * send it too. Not a secret: it only exists on this machine.
 */
import { ORIGIN_VERIFY_HEADER } from '../../functions/platform/origin-header.js';

export const LOCAL_ORIGIN_VERIFY_SECRET = 'local-origin-verify-secret';

/** The header a direct caller of the local API server sends to pass as CloudFront. */
export const localOriginHeaders = (): Record<string, string> => ({ [ORIGIN_VERIFY_HEADER]: LOCAL_ORIGIN_VERIFY_SECRET });
