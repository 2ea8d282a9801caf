/**
 * The security headers CloudFront's response headers policy adds to every answer of the web app
 * (web-hosting.ts), besides the Content-Security-Policy, as the browser receives them. The local
 * web servers send the same ones (web/vite.config.ts); test/infra/web-hosting.test.ts checks that
 * the template's policy says the same.
 */
export const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-xss-protection': '1; mode=block',
} as const;
