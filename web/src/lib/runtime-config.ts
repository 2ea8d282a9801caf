/**
 * The web app's configuration, read once at start from /runtime-config.json (written by the
 * deployment next to the build, served by the Vite plugin locally), so one build runs anywhere.
 */
import { DEFAULT_TAX_LABEL, parseTaxLabel, parseTaxRatePercent, type TaxSettings } from '@functions/platform/contract/tax';

export interface RuntimeConfig {
  /** Base address of the API, without a trailing slash: `/api` (the page's own origin) in the cloud and locally. */
  apiUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  /** Set locally: the web app connects to the Firebase Auth emulator. */
  authEmulatorUrl?: string;
  /** 'local' uses the card-payment stand-in at localPaymentUrl; 'stripe' uses Stripe Elements. */
  paymentMode: 'local' | 'stripe';
  localPaymentUrl?: string;
  stripePublishableKey?: string;
  /** The shop's tax (absent: none), for the totals shown before the server computes them. */
  tax: TaxSettings;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks the fields and fails with the names of every missing or wrong one. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const problems: string[] = [];
  const root: Json = isObject(raw) ? raw : {};
  const firebase: Json = isObject(root.firebase) ? root.firebase : {};
  const text = (source: Json, key: string, label: string, required: boolean): string | undefined => {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (required || value !== undefined) problems.push(label);
    return undefined;
  };

  const apiUrl = text(root, 'apiUrl', 'apiUrl', true);
  const apiKey = text(firebase, 'apiKey', 'firebase.apiKey', true);
  const authDomain = text(firebase, 'authDomain', 'firebase.authDomain', true);
  const projectId = text(firebase, 'projectId', 'firebase.projectId', true);
  const appId = text(firebase, 'appId', 'firebase.appId', false);
  const authEmulatorUrl = text(root, 'authEmulatorUrl', 'authEmulatorUrl', false);
  const paymentMode = root.paymentMode;
  if (paymentMode !== 'local' && paymentMode !== 'stripe') problems.push("paymentMode ('local' or 'stripe')");
  const localPaymentUrl = text(root, 'localPaymentUrl', 'localPaymentUrl', paymentMode === 'local');
  const stripePublishableKey = text(root, 'stripePublishableKey', 'stripePublishableKey', paymentMode === 'stripe');

  const tax = taxOf(root.tax, problems);

  if (problems.length > 0 || !apiUrl || !apiKey || !authDomain || !projectId) {
    throw new RuntimeConfigError(`runtime-config.json is missing or has invalid: ${problems.join(', ')}`);
  }
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    firebase: { apiKey, authDomain, projectId, ...(appId ? { appId } : {}) },
    ...(authEmulatorUrl ? { authEmulatorUrl } : {}),
    paymentMode: paymentMode as RuntimeConfig['paymentMode'],
    ...(localPaymentUrl ? { localPaymentUrl } : {}),
    ...(stripePublishableKey ? { stripePublishableKey } : {}),
    tax,
  };
}

/** `tax: { ratePercent, label }`, checked like the server's setting; absent is no tax. */
function taxOf(raw: unknown, problems: string[]): TaxSettings {
  if (raw === undefined) return { ratePercent: 0, label: DEFAULT_TAX_LABEL };
  const tax: Json = isObject(raw) ? raw : {};
  try {
    return {
      ratePercent: parseTaxRatePercent(tax.ratePercent === undefined ? undefined : String(tax.ratePercent), 'tax.ratePercent'),
      label: parseTaxLabel(typeof tax.label === 'string' ? tax.label : undefined, 'tax.label'),
    };
  } catch {
    problems.push('tax (ratePercent 0 to 30, label)');
    return { ratePercent: 0, label: DEFAULT_TAX_LABEL };
  }
}

/** The configuration as a query: loaded once, never stale. */
export const runtimeConfigQueryOptions = { queryKey: ['runtime-config'], queryFn: () => loadRuntimeConfig(), staleTime: Infinity } as const;

let pending: Promise<RuntimeConfig> | undefined;

/** Fetches and validates the configuration once; later calls share the same answer. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch('/runtime-config.json', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new RuntimeConfigError(`Could not load runtime-config.json (HTTP ${response.status})`);
      return parseRuntimeConfig(await response.json());
    })
    .catch((error: unknown) => {
      pending = undefined; // let a later call try again
      throw error instanceof RuntimeConfigError ? error : new RuntimeConfigError(`Could not load runtime-config.json: ${String(error)}`);
    });
  return pending;
}
