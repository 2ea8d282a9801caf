import { ApiError } from '../../lib/api-client';

export const LOGIN_FAILED_MESSAGE = 'Something is wrong please check your email and password';

/** The identity provider's error code (e.g. 'auth/invalid-credential'), if the value has one. */
export function firebaseErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** Closing or replacing the Google popup is the user's choice, not a failure to report. */
export const isUserCancelled = (error: unknown): boolean =>
  ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'].includes(firebaseErrorCode(error) ?? '');

const messages: Record<string, string> = {
  'auth/email-already-in-use': 'This email already has an account. Please log in.',
  'auth/popup-blocked': 'The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/network-request-failed': 'Cannot reach the sign-in service. Check your connection and try again.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/unauthorized-domain': 'Google sign-in is not enabled for this address.',
};

export type SignInMethod = 'password' | 'google';

/** What to tell the user when a sign-in flow fails; wrong credentials get one plain message. */
export function signInErrorMessage(error: unknown, method: SignInMethod = 'password'): string {
  if (error instanceof ApiError) return error.status === 0 ? error.message : LOGIN_FAILED_MESSAGE;
  const code = firebaseErrorCode(error);
  const known = code ? messages[code] : undefined;
  if (known) return known;
  return method === 'google' ? `Google sign-in failed${code ? ` (${code})` : ''}. Please try again.` : LOGIN_FAILED_MESSAGE;
}
