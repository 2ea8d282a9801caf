/**
 * The one place for the local stack's ports, addresses, table names and the environment the
 * handlers get locally. `npm start` uses the defaults (the addresses in the README); tests start a
 * second stack on shifted ports with `localSettings({ portOffset })`.
 */
import { readTradeTerms, TRADE_TERM_ENV, type TradeTerms } from '../../functions/platform/contract/trade-terms.js';
import { createPrivateKey } from 'node:crypto';
import { resolve } from 'node:path';
import { publicKeyToConfig } from '../../functions/platform/eddsa-jwt.js';
import { tableDefinitions, tableKeys, type TableKey } from '../../functions/platform/table-definitions.js';
import { API_PATH_PREFIX } from '../constructs/api-path.js';
import { LOCAL_ORIGIN_VERIFY_SECRET } from './origin-verify.js';

export const LOCAL_PROJECT_ID = 'demo-storefront';
export const LOCAL_FIREBASE_API_KEY = 'demo-key';
export const LOCAL_TABLE_PREFIX = 'storefront';
/** The sender of the local stack's emails (aws-ses-v2-local accepts any). */
export const LOCAL_EMAIL_SENDER = 'shop@tools.test';

/** Secrets for the local stack only; nothing deployed ever reads these. */
export const LOCAL_SECRETS = {
  /** The app token's Ed25519 private key (PKCS #8 PEM); LOCAL_TOKEN_PUBLIC_KEY is its public key. */
  TOKEN_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIIYwCU0zFQ5+hk00FRQ6YQgb9631EZ44Pr+CVuCJDMOQ\n-----END PRIVATE KEY-----\n',
  STRIPE_SECRET_KEY: 'sk_test_local_stand_in_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_local_stand_in_secret',
} as const;

/** The public key of LOCAL_SECRETS.TOKEN_PRIVATE_KEY, in the form the local template's functions get it. */
export const LOCAL_TOKEN_PUBLIC_KEY = publicKeyToConfig(createPrivateKey(LOCAL_SECRETS.TOKEN_PRIVATE_KEY));

export interface LocalPorts {
  web: number;
  api: number;
  auth: number;
  /** The Firebase emulator hub and logging ports: shifted too, so two stacks never collide. */
  authHub: number;
  authLogging: number;
  dynamodb: number;
  payment: number;
  /** The local email server (aws-ses-v2-local). */
  email: number;
}

export const DEFAULT_PORTS: Readonly<LocalPorts> = {
  web: 5173,
  api: 3001,
  auth: 9099,
  authHub: 4400,
  authLogging: 4500,
  dynamodb: 8000,
  payment: 12111,
  email: 8005,
};

export const PORT_LABELS: Readonly<Record<keyof LocalPorts, string>> = {
  web: 'web app (Vite)',
  api: 'API server',
  auth: 'Firebase Auth emulator',
  authHub: 'Firebase emulator hub',
  authLogging: 'Firebase emulator logging',
  dynamodb: 'DynamoDB Local',
  payment: 'card-payment stand-in',
  email: 'local email server (aws-ses-v2-local)',
};

/** The Auth emulator listens on IPv4 loopback only, as the Firebase SDK's emulator URL says. */
export const AUTH_EMULATOR_HOST = '127.0.0.1';

export interface LocalUrls {
  web: string;
  api: string;
  auth: string;
  dynamodb: string;
  payment: string;
  email: string;
}

export interface LocalSettings {
  ports: LocalPorts;
  urls: LocalUrls;
  projectId: string;
  tableNames: Record<TableKey, string>;
  /** Where DynamoDB Local and the Auth emulator keep their data; undefined = in memory, nothing kept. */
  dataDir?: string;
  unpaidOrderHoldMinutes?: number;
  tradeTerms: TradeTerms;
}

export interface LocalSettingsOptions {
  /** Added to every default port (e.g. 10000 for the integration tests). */
  portOffset?: number;
  /** Explicit ports; win over the offset. */
  ports?: Partial<LocalPorts>;
  /** Persistent data folder (npm start: .data); omit for an in-memory stack. */
  dataDir?: string;
  /** How long an unpaid order holds its stock; default UNPAID_ORDER_HOLD_MINUTES from the environment, else 30 minutes. */
  unpaidOrderHoldMinutes?: number;
  /** The shop's tax and seller; default TAX_RATE_PERCENT, TAX_LABEL, SELLER_NAME, SELLER_ADDRESS and SELLER_TAX_ID from the environment. */
  tradeTerms?: TradeTerms;
}

export function localSettings(options: LocalSettingsOptions = {}): LocalSettings {
  const offset = options.portOffset ?? 0;
  const shifted = Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, port + offset]));
  const ports = { ...shifted, ...options.ports } as LocalPorts;
  return {
    ports,
    urls: {
      web: `http://localhost:${ports.web}`,
      api: `http://localhost:${ports.api}`,
      auth: `http://${AUTH_EMULATOR_HOST}:${ports.auth}`,
      dynamodb: `http://localhost:${ports.dynamodb}`,
      payment: `http://localhost:${ports.payment}`,
      email: `http://127.0.0.1:${ports.email}`,
    },
    projectId: LOCAL_PROJECT_ID,
    tableNames: localTableNames(),
    dataDir: options.dataDir === undefined ? undefined : resolve(options.dataDir),
    unpaidOrderHoldMinutes: options.unpaidOrderHoldMinutes ?? holdMinutesFromEnvironment(),
    tradeTerms: options.tradeTerms ?? readTradeTerms((name) => process.env[name], TRADE_TERM_ENV),
  };
}

/** UNPAID_ORDER_HOLD_MINUTES of the shell (npm start), if set. */
function holdMinutesFromEnvironment(): number | undefined {
  const raw = process.env.UNPAID_ORDER_HOLD_MINUTES;
  return raw ? Number(raw) : undefined;
}

/** `storefront-tools`, `storefront-orders`, ... */
export function localTableNames(): Record<TableKey, string> {
  return Object.fromEntries(tableKeys.map((key) => [key, `${LOCAL_TABLE_PREFIX}-${key}`])) as Record<TableKey, string>;
}

/**
 * The environment for handlers called in the benchmark's own process (its capacity rows: the shop's
 * hot reads and the purchase), straight against DynamoDB Local. The local stack does not use it: its
 * functions get their template's environment, and their secrets from its SSM parameter store.
 */
export function handlerEnvironment(settings: LocalSettings): Record<string, string> {
  const tables = Object.fromEntries(tableKeys.map((key) => [tableDefinitions[key].envVar, settings.tableNames[key]]));
  return {
    ...tables,
    DYNAMODB_ENDPOINT: settings.urls.dynamodb,
    AUTH_MODE: 'emulator',
    FIREBASE_PROJECT_ID: settings.projectId,
    TOKEN_PUBLIC_KEYS: LOCAL_TOKEN_PUBLIC_KEY,
    ALLOWED_ORIGIN: settings.urls.web,
    // The secret CloudFront's origin header carries: every API handler refuses a request without it.
    ORIGIN_VERIFY_SECRET: LOCAL_ORIGIN_VERIFY_SECRET,
  };
}

/**
 * What the web app reads from STOREFRONT_RUNTIME_CONFIG (see web/vite.config.ts). The API is
 * called on the page's own origin under /api, as in the cloud; Vite proxies it to `urls.api`.
 */
export function webRuntimeConfig(settings: LocalSettings) {
  return {
    apiUrl: API_PATH_PREFIX,
    firebase: { apiKey: LOCAL_FIREBASE_API_KEY, authDomain: `${settings.projectId}.firebaseapp.com`, projectId: settings.projectId },
    authEmulatorUrl: settings.urls.auth,
    paymentMode: 'local',
    localPaymentUrl: settings.urls.payment,
    tax: settings.tradeTerms.tax,
  };
}

/** What the Vite dev and preview servers read from the environment (web/vite.config.ts). */
export function webServerEnvironment(settings: LocalSettings): Record<'STOREFRONT_RUNTIME_CONFIG' | 'STOREFRONT_API_PROXY_TARGET', string> {
  return { STOREFRONT_RUNTIME_CONFIG: JSON.stringify(webRuntimeConfig(settings)), STOREFRONT_API_PROXY_TARGET: settings.urls.api };
}
