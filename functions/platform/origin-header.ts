/** The header CloudFront adds to every request it passes to the API, with a secret value (origin-check.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
