/** One parser for the CDK app, `npm start` and the functions, so every side checks the terms the same way. */
import { parseTaxLabel, parseTaxRatePercent, type TaxSettings } from './tax.js';

export interface SellerDetails {
  /** The shop's legal name, at the head of every invoice. */
  name: string;
  /** Its postal address; lines separated by commas or new lines. */
  address: string;
  /** Its tax registration number (VAT number, EIN); may be empty. */
  taxId: string;
}

export interface TradeTerms {
  tax: TaxSettings;
  seller: SellerDetails;
}

export const DEFAULT_SELLER_NAME = 'Tools and parts';

/** The settings' names where they come from: CDK context keys, or environment variables. */
export interface TradeTermNames {
  taxRatePercent: string;
  taxLabel: string;
  sellerName: string;
  sellerAddress: string;
  sellerTaxId: string;
}

export const TRADE_TERM_ENV: TradeTermNames = {
  taxRatePercent: 'TAX_RATE_PERCENT',
  taxLabel: 'TAX_LABEL',
  sellerName: 'SELLER_NAME',
  sellerAddress: 'SELLER_ADDRESS',
  sellerTaxId: 'SELLER_TAX_ID',
};

const text = (raw: string | undefined, name: string, max: number, fallback = ''): string => {
  const value = raw?.trim() || fallback;
  if (value.length > max) throw new Error(`Invalid configuration: ${name} must be at most ${max} characters`);
  return value;
};

export function readTradeTerms(lookup: (name: string) => string | undefined, names: TradeTermNames): TradeTerms {
  return {
    tax: {
      ratePercent: parseTaxRatePercent(lookup(names.taxRatePercent), names.taxRatePercent),
      label: parseTaxLabel(lookup(names.taxLabel), names.taxLabel),
    },
    seller: {
      name: text(lookup(names.sellerName), names.sellerName, 120, DEFAULT_SELLER_NAME),
      address: text(lookup(names.sellerAddress), names.sellerAddress, 300),
      taxId: text(lookup(names.sellerTaxId), names.sellerTaxId, 40),
    },
  };
}

export function tradeTermsEnvironment(terms: TradeTerms): Record<string, string> {
  return {
    [TRADE_TERM_ENV.taxRatePercent]: String(terms.tax.ratePercent),
    [TRADE_TERM_ENV.taxLabel]: terms.tax.label,
    [TRADE_TERM_ENV.sellerName]: terms.seller.name,
    [TRADE_TERM_ENV.sellerAddress]: terms.seller.address,
    [TRADE_TERM_ENV.sellerTaxId]: terms.seller.taxId,
  };
}
