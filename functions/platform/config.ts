/**
 * The functions' configuration, read and validated in one place.
 * Plain settings come from environment variables; secrets come from an SSM SecureString parameter
 * named by `<NAME>_PARAMETER` (the cloud, and the local stack's parameter store), read again after
 * SECRET_MAX_AGE_MS, or, for handlers called in a test's own process, from the variable `<NAME>`.
 */
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { logger } from './logger.js';
import { tableDefinitions, type TableKey } from './table-definitions.js';
import type { TaxSettings } from './contract/tax.js';
import { readTradeTerms, TRADE_TERM_ENV, type SellerDetails, type TradeTerms } from './contract/trade-terms.js';

export type AuthMode = 'firebase' | 'emulator';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing configuration: environment variable ${name} is not set`);
  return value;
}

export function tableName(table: TableKey): string {
  return required(tableDefinitions[table].envVar);
}

/** Only for DynamoDB Local; unset in the cloud. */
export function dynamoDbEndpoint(): string | undefined {
  return process.env.DYNAMODB_ENDPOINT || undefined;
}

export function firebaseProjectId(): string {
  return required('FIREBASE_PROJECT_ID');
}

/**
 * 'emulator' accepts the Firebase Auth emulator's unsigned ID tokens. It is on only when the
 * process was started with AUTH_MODE=emulator explicitly (the local server does this); the CDK
 * stack never sets it, and a test proves that.
 */
export function authMode(): AuthMode {
  const mode = process.env.AUTH_MODE ?? 'firebase';
  if (mode !== 'firebase' && mode !== 'emulator') {
    throw new Error(`Invalid configuration: AUTH_MODE must be 'firebase' or 'emulator', got '${mode}'`);
  }
  return mode;
}

export function allowedOrigin(): string {
  return process.env.ALLOWED_ORIGIN ?? '*';
}

/** The site's own origin (`https://<id>.cloudfront.net`, locally the web app's address): canonical links, the page template. */
export function siteOrigin(): string {
  return new URL(required('ALLOWED_ORIGIN')).origin;
}

/**
 * What the origin header may carry (origin-check.ts): the current value CloudFront sends and, while
 * it is being changed, the previous one (docs/deploy.md, "Changing the origin secret"). In the
 * cloud both live in one Secrets Manager secret, JSON `{"current": "...", "previous": "..."}`, read
 * at run time through SSM's Secrets Manager reference (ORIGIN_VERIFY_SECRET_PARAMETER,
 * `/aws/reference/secretsmanager/<name>`) and read again after secretMaxAgeMs(), so a changed value
 * needs no redeploy of the functions. Handlers called in a test's own process set
 * ORIGIN_VERIFY_SECRET instead: a plain value, or the same JSON.
 */
export async function originVerifySecrets(): Promise<string[]> {
  return acceptedOriginValues(await cachedSecret(ORIGIN_VERIFY_SECRET));
}

export const ORIGIN_VERIFY_SECRET = 'ORIGIN_VERIFY_SECRET';

/** The values a stored origin secret accepts: a plain value, or the non-empty `current` and `previous` of its JSON. */
export function acceptedOriginValues(stored: string): string[] {
  if (!stored.trimStart().startsWith('{')) return [stored];
  const parsed = JSON.parse(stored) as { current?: unknown; previous?: unknown };
  const values = [parsed.current, parsed.previous].filter((value): value is string => typeof value === 'string' && value !== '');
  if (typeof parsed.current !== 'string' || parsed.current === '') {
    throw new Error('Invalid configuration: the origin secret must be JSON with a non-empty "current"');
  }
  return values;
}

/**
 * The app token's public keys (Ed25519, SPKI DER in base64, separated by commas): not secrets, so
 * plain configuration; the private key is the secret TOKEN_PRIVATE_KEY, which only login has.
 */
export function tokenPublicKeys(): string {
  return required('TOKEN_PUBLIC_KEYS');
}

export const SECRET_NAMES = ['TOKEN_PRIVATE_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/**
 * How long a container uses a secret before reading it again (the AWS Parameters and Secrets
 * extension's default): a value changed in SSM is in use everywhere within this time, without a
 * redeploy, so a key can be rotated (docs/deploy.md) at the cost of one SSM call per container and
 * secret every 5 minutes.
 */
export const SECRET_MAX_AGE_MS = 5 * 60_000;

/** SECRET_MAX_AGE_MS, or SECRET_MAX_AGE_SECONDS when set (the local test stack shortens it, so a test sees a change without waiting minutes). */
export function secretMaxAgeMs(): number {
  const raw = process.env.SECRET_MAX_AGE_SECONDS;
  if (raw === undefined || raw === '') return SECRET_MAX_AGE_MS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new Error(`Invalid configuration: SECRET_MAX_AGE_SECONDS must be a number of seconds, got '${raw}'`);
  }
  return seconds * 1000;
}

interface CachedSecret {
  value: Promise<string>;
  readAt: number;
}

const secretCache = new Map<string, CachedSecret>();

/**
 * The secret's value. A failed read is not kept (the next call reads again); a failed read of a
 * value that has only aged keeps the last good value for another SECRET_MAX_AGE_MS, so a
 * passing SSM outage does not fail requests that worked a moment ago.
 */
export function secret(name: SecretName): Promise<string> {
  return cachedSecret(name);
}

/** secret(), for any name read as `<NAME>` or `<NAME>_PARAMETER` (the SSM secrets and the origin secret). */
function cachedSecret(name: string): Promise<string> {
  const cached = secretCache.get(name);
  if (cached && Date.now() - cached.readAt < secretMaxAgeMs()) return cached.value;
  const read = loadSecret(name);
  const value = cached ? read.catch((error: unknown) => keepLastValue(name, cached, error)) : read;
  const entry: CachedSecret = { value, readAt: Date.now() };
  value.catch(() => {
    if (secretCache.get(name) === entry) secretCache.delete(name);
  });
  secretCache.set(name, entry);
  return value;
}

/**
 * The handler, made to start reading (without waiting) every secret this function fetches from SSM
 * (each `<NAME>_PARAMETER` it is configured with) as a request arrives: a cold start's SSM round trip
 * (a TLS handshake and a decryption in the cloud) then runs while the request checks its token and
 * reads DynamoDB, instead of after them; a secret due to be read again is read the same way. A
 * failed read is dropped here, and the request's own `secret()` reads again and reports it. At the
 * request, not as the module loads: Lambda may initialize an environment before its first request
 * and freeze it in between, and a read frozen in flight would hold that request up.
 */
export function readingSecretsAhead<A extends unknown[], R>(handler: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => {
    for (const name of [...SECRET_NAMES, ORIGIN_VERIFY_SECRET]) {
      if (process.env[`${name}_PARAMETER`]) cachedSecret(name).catch(() => undefined);
    }
    return handler(...args);
  };
}

function keepLastValue(name: string, last: CachedSecret, error: unknown): Promise<string> {
  logger.warn('Reading a secret again failed; keeping its last value', { secret: name, error: error as Error });
  return last.value;
}

let ssm: SSMClient | undefined;
/** One SSM client per container, made when the first secret is fetched from SSM. */
const ssmClient = () => (ssm ??= new SSMClient({}));

async function loadSecret(name: string): Promise<string> {
  const direct = process.env[name];
  if (direct) return direct;
  const parameterName = process.env[`${name}_PARAMETER`];
  if (!parameterName) {
    throw new Error(`Missing configuration: set ${name} or ${name}_PARAMETER (an SSM SecureString parameter name)`);
  }
  const result = await ssmClient().send(new GetParameterCommand({ Name: parameterName, WithDecryption: true }));
  const value = result.Parameter?.Value;
  if (!value) throw new Error(`Missing configuration: SSM parameter ${parameterName} is empty`);
  return value;
}

/** Optional: where the Stripe SDK sends its requests (the local stand-in). Unset in the cloud. */
export function stripeApiUrl(): URL | undefined {
  const url = process.env.STRIPE_API_URL;
  return url ? new URL(url) : undefined;
}

export const DEFAULT_UNPAID_ORDER_HOLD_MINUTES = 30;

/** How long an unpaid order holds its stock (UNPAID_ORDER_HOLD_MINUTES; fractions allowed, for tests). */
export function unpaidOrderHoldMinutes(): number {
  const raw = process.env.UNPAID_ORDER_HOLD_MINUTES;
  if (raw === undefined || raw === '') return DEFAULT_UNPAID_ORDER_HOLD_MINUTES;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes <= 0) {
    throw new Error(`Invalid configuration: UNPAID_ORDER_HOLD_MINUTES must be a positive number of minutes, got '${raw}'`);
  }
  return minutes;
}

/** The sender of the shop's emails (an SES-verified identity in the cloud). */
export function emailSender(): string {
  return required('EMAIL_FROM');
}

/** Who hears about each paid order; comma-separated, may be empty. */
export function adminNotificationEmails(): string[] {
  return (process.env.ADMIN_EMAILS ?? '')
    .split(',')
    .map((email) => email.trim())
    .filter((email) => email !== '');
}

let tradeTerms: TradeTerms | undefined;
/** The shop's tax and seller (TAX_RATE_PERCENT, TAX_LABEL, SELLER_NAME, SELLER_ADDRESS, SELLER_TAX_ID), checked once per container. */
function shopTerms(): TradeTerms {
  return (tradeTerms ??= readTradeTerms((name) => process.env[name], TRADE_TERM_ENV));
}

/** The shop's tax rate (0 to 30 %, default 0) and label (default 'Tax'). */
export const shopTax = (): TaxSettings => shopTerms().tax;
/** Who sells: named on invoices and credit notes. */
export const shopSeller = (): SellerDetails => shopTerms().seller;
