/** The header CloudFront adds to every request it passes to the API, with a secret value (origin-check.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** Sent beside it, with the stage's originSecretGeneration: changing it makes a deploy give CloudFront the secret's new value. */
export const ORIGIN_SECRET_GENERATION_HEADER = 'x-origin-secret-generation';
