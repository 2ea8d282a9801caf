import type { OrderTerms } from '../contract/trade-price.js';
import type { CompanyRecord, MemberRecord } from '../store/trade-repository.js';

export interface OrderTermsDeps {
  getMembership(userId: string): Promise<MemberRecord | undefined>;
  getCompany(companyId: string): Promise<CompanyRecord | undefined>;
  getContractPrices(companyId: string): Promise<Record<string, number>>;
}

/** The terms of the caller's company while it is approved; anyone else (a suspended company's members too) orders at list price. */
export async function orderTermsOf(deps: OrderTermsDeps, userId: string): Promise<OrderTerms | undefined> {
  const member = await deps.getMembership(userId);
  if (!member) return undefined;
  const [company, contractPriceCents] = await Promise.all([deps.getCompany(member.companyId), deps.getContractPrices(member.companyId)]);
  if (company?.status !== 'approved') return undefined;
  return {
    companyId: company.companyId,
    companyName: company.name,
    ...(company.taxId !== undefined && { companyTaxId: company.taxId }),
    discountPercent: company.discountPercent,
    contractPriceCents,
    ...(company.taxExempt && { taxExemptCertificate: company.taxExempt.certificate }),
    role: member.role,
    ...(member.approvalLimitCents !== undefined && { approvalLimitCents: member.approvalLimitCents }),
    ...(company.terms && { paymentTerms: company.terms }),
  };
}
