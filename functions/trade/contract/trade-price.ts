/**
 * The one trade price rule, shared by the server and the web app, over integer cents: a member of an
 * approved company pays the lowest of its contract price for the tool (if any) and the list unit
 * price for the quantity (price breaks included) less the company's discount, and never more than a
 * visitor pays. The discount on each unit is rounded half up to the cent (12.5 % off $12.12 is $1.52 off).
 */

export interface TradePriceInput {
  /** What a visitor pays per unit for this quantity, breaks included, in cents. */
  listUnitPriceCents: number;
  /** The company's contract price for the tool, in cents, if it has one. */
  contractPriceCents?: number;
  /** The company's discount, 0 to 50 with at most 2 decimals. */
  discountPercent: number;
}

/** The discount on one unit, in cents, rounded half up; computed in hundredths of a percent so 12.5 % stays exact. */
export function unitDiscountCents(listUnitPriceCents: number, discountPercent: number): number {
  const basisPoints = Math.round(discountPercent * 100);
  return Math.floor((listUnitPriceCents * basisPoints + 5_000) / 10_000);
}

/** A member's unit price, in cents. */
export function tradeUnitPriceCents({ listUnitPriceCents, contractPriceCents, discountPercent }: TradePriceInput): number {
  const discounted = listUnitPriceCents - unitDiscountCents(listUnitPriceCents, discountPercent);
  const lowest = contractPriceCents === undefined ? discounted : Math.min(discounted, contractPriceCents);
  return Math.min(lowest, listUnitPriceCents);
}

/** What a member's order is priced and taxed by: their approved company's terms. */
export interface OrderTerms {
  companyId: string;
  companyName: string;
  companyTaxId?: string;
  discountPercent: number;
  /** The company's contract prices by tool id. */
  contractPriceCents: Readonly<Record<string, number>>;
  /** The resale certificate of a tax-exempt company. */
  taxExemptCertificate?: string;
  role: 'admin' | 'buyer';
  approvalLimitCents?: number;
  /** The company's payment terms, when it may pay on account. */
  paymentTerms?: { netDays: number; creditLimitCents: number };
}

/** A buyer's order above their approval limit (its total, tax included) waits for a company admin; an admin's never does, nor one without a limit. */
export const awaitsApproval = (terms: Pick<OrderTerms, 'role' | 'approvalLimitCents'> | undefined, amountCents: number): boolean =>
  terms?.role === 'buyer' && terms.approvalLimitCents !== undefined && amountCents > terms.approvalLimitCents;
