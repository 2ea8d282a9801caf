/**
 * The Content-Security-Policy CloudFront sends with the web app: only what the app loads. The local
 * web servers send the same policy with the local stand-ins' origins added (LocalPolicySources).
 * - scripts: its own build, Stripe.js (card payment) and Google's API loader, which Firebase
 *   Authentication's Google sign-in popup needs; no 'unsafe-inline' and no 'unsafe-eval';
 * - connections: its own origin (runtime-config.json, and the HTTP API, which CloudFront serves under
 *   /api), Firebase Auth's REST endpoints, and Stripe's API;
 * - frames: Stripe's card fields and 3-D Secure pages, and the Firebase auth domain's helper frame;
 * - styles: inline styles stay allowed (the toast library injects a style element); images: any
 *   https source, since a product's image may be any https URL an admin enters.
 */
export interface ContentSecurityPolicyOptions {
  /** The Firebase auth domain, e.g. `<project>.firebaseapp.com`. */
  readonly firebaseAuthDomain: string;
  /** Only for the local web servers (web/vite.config.ts): the local stand-ins of the cloud's origins. */
  readonly local?: LocalPolicySources;
}

/**
 * What the local stack adds, each in place of the cloud origin it stands in for: the Auth emulator
 * (Firebase Auth's endpoints and the auth domain's frame), the card-payment stand-in (Stripe's
 * API), and, on the dev server only, the nonce of the scripts Vite writes into index.html itself
 * (React Refresh's preamble); the build has no inline script.
 */
export interface LocalPolicySources {
  readonly authEmulatorOrigin?: string;
  readonly paymentStandInOrigin?: string;
  readonly devScriptNonce?: string;
}

const present = (...sources: (string | undefined)[]): string[] => sources.filter((source): source is string => Boolean(source));

/** Stripe.js and its frames (Stripe serves some from subdomains of js.stripe.com). */
export const STRIPE_JS_ORIGINS = ['https://js.stripe.com', 'https://*.js.stripe.com'] as const;
export const GOOGLE_API_LOADER_ORIGIN = 'https://apis.google.com';
export const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'] as const;

export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const { local } = options;
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...STRIPE_JS_ORIGINS, GOOGLE_API_LOADER_ORIGIN, ...present(local?.devScriptNonce && `'nonce-${local.devScriptNonce}'`)],
    'connect-src': ["'self'", ...FIREBASE_AUTH_ORIGINS, 'https://api.stripe.com', ...present(local?.authEmulatorOrigin, local?.paymentStandInOrigin)],
    'frame-src': [...STRIPE_JS_ORIGINS, 'https://hooks.stripe.com', `https://${options.firebaseAuthDomain}`, ...present(local?.authEmulatorOrigin)],
    'img-src': ["'self'", 'data:', 'https:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
