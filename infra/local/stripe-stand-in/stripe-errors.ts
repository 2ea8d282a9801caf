/** Errors shaped like Stripe's: `{ error: { type, code?, decline_code?, message, param?, ... } }` with its HTTP status. */
export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  payment_intent?: unknown;
  charge?: string;
}

export class StripeStandInError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`;

export function invalidRequest(statusCode: number, message: string, code?: string, param?: string): StripeStandInError {
  return new StripeStandInError(statusCode, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    ...(param ? { param } : {}),
  });
}

export const missingParam = (param: string) => invalidRequest(400, `Missing required param: ${param}.`, 'parameter_missing', param);

export const invalidParam = (param: string, message: string) => invalidRequest(400, message, 'parameter_invalid_string', param);

export const noSuchPaymentIntent = (id: string) => invalidRequest(404, `No such payment_intent: '${id}'`, 'resource_missing', 'intent');

export const unrecognizedUrl = (method: string, path: string) =>
  invalidRequest(404, `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);

export const noApiKey = () =>
  invalidRequest(
    401,
    "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
  );

export const invalidApiKey = (key: string) =>
  invalidRequest(401, `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`, 'api_key_invalid');

export const idempotencyMismatch = (key: string) =>
  new StripeStandInError(400, {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });

export function cardError(code: string, message: string, extra: Partial<StripeErrorBody> = {}): StripeStandInError {
  return new StripeStandInError(402, { type: 'card_error', code, message, doc_url: docUrl(code), ...extra });
}

export const requestTooLarge = (limitBytes: number) => invalidRequest(413, `The request body is larger than ${limitBytes / 1024} KB.`);
