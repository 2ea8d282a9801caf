/** Settings come from the environment; secrets from SSM SecureString parameters (`<NAME>_PARAMETER`) or, in tests, `<NAME>`. */
import { logger } from './logger.js';
import { readSecureParameter } from './ssm-parameter.js';
import { TABLE_ENV_VARS, type TableKey } from './table-names.js';
import type { TaxSettings } from './contract/tax.js';
import { readTradeTerms, TRADE_TERM_ENV, type SellerDetails, type TradeTerms } from './contract/trade-terms.js';

export type AuthMode = 'firebase' | 'emulator';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing configuration: environment variable ${name} is not set`);
  return value;
}

export function tableName(table: TableKey): string {
  return required(TABLE_ENV_VARS[table]);
}

/** Only for DynamoDB Local; unset in the cloud. */
export function dynamoDbEndpoint(): string | undefined {
  return process.env.DYNAMODB_ENDPOINT || undefined;
}

export function firebaseProjectId(): string {
  return required('FIREBASE_PROJECT_ID');
}

/** 'emulator' accepts unsigned ID tokens, so it must be set explicitly; the CDK stack never sets it. */
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

/** The site's own origin: canonical links and the page template. */
export function siteOrigin(): string {
  return new URL(required('ALLOWED_ORIGIN')).origin;
}

/** The current and, while it changes, the previous origin secret: read at run time, so a change needs no redeploy. */
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

/** Public keys are not secret, so plain configuration; only login has the private key. */
export function tokenPublicKeys(): string {
  return required('TOKEN_PUBLIC_KEYS');
}

export const SECRET_NAMES = ['TOKEN_PRIVATE_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** The Parameters and Secrets extension's default: a rotated secret is in use everywhere within this time, without a redeploy. */
export const SECRET_MAX_AGE_MS = 5 * 60_000;

/** The local test stack shortens it with SECRET_MAX_AGE_SECONDS, to see a change without waiting. */
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

/** A failed re-read keeps the last good value, so a passing SSM outage does not fail requests. */
export function secret(name: SecretName): Promise<string> {
  return cachedSecret(name);
}

/** Also serves the origin secret, which is not a SecretName. */
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

/** Starts the SSM reads as a request arrives, so a cold start's round trip overlaps the token check; not at module load, where Lambda may freeze a read in flight. */
export function readingSecretsAhead<A extends unknown[], R>(handler: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => {
    for (const name of [...SECRET_NAMES, ORIGIN_VERIFY_SECRET]) {
      if (process.env[`${name}_PARAMETER`]) cachedSecret(name).catch(() => undefined);
    }
    return handler(...args);
  };
}

async function keepLastValue(name: string, last: CachedSecret, error: unknown): Promise<string> {
  await logger.warn('Reading a secret again failed; keeping its last value', { secret: name, error: error as Error });
  return last.value;
}

async function loadSecret(name: string): Promise<string> {
  const direct = process.env[name];
  if (direct) return direct;
  const parameterName = process.env[`${name}_PARAMETER`];
  if (!parameterName) {
    throw new Error(`Missing configuration: set ${name} or ${name}_PARAMETER (an SSM SecureString parameter name)`);
  }
  const value = await readSecureParameter(parameterName);
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

export const DEFAULT_TERMS_DAY_SECONDS = 86_400;

/**
 * The length of a day for on-account due dates, overdue days and holds (TERMS_DAY_SECONDS). Set only
 * by `npm start` and the tests, so a Net 7 invoice can go overdue in seconds; the cloud template never sets it.
 */
export function termsDaySeconds(): number {
  const raw = process.env.TERMS_DAY_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_TERMS_DAY_SECONDS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`Invalid configuration: TERMS_DAY_SECONDS must be a positive number of seconds, got '${raw}'`);
  return seconds;
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
function shopTerms(): TradeTerms {
  return (tradeTerms ??= readTradeTerms((name) => process.env[name], TRADE_TERM_ENV));
}

export const shopTax = (): TaxSettings => shopTerms().tax;
export const shopSeller = (): SellerDetails => shopTerms().seller;
