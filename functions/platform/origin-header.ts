/** Added by CloudFront with a secret value, proving a request came through it. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** Sent beside it, with the stage's originSecretGeneration: changing it makes a deploy give CloudFront the secret's new value. */
export const ORIGIN_SECRET_GENERATION_HEADER = 'x-origin-secret-generation';
