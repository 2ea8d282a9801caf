/** Applying for a trade account, and what the shop's admins do with it: approve, decline, change, price. */
import { randomUUID } from 'node:crypto';
import type { Caller } from '../../platform/app-token.js';
import { adminActor } from '../../platform/audit.js';
import type { AuditNote } from '../../platform/audit-trail.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import type { OutgoingEmail } from '../../platform/email-sender.js';
import { centsToDollars, toCents } from '../../platform/contract/money.js';
import { logger } from '../../platform/logger.js';
import type { ApplyInput, ApproveInput, Company, CompanyPatch, CompanyStatus, ContractPricesInput } from '../contract/trade-account.js';
import { ALREADY_MEMBER_MESSAGE } from '../contract/trade-account-terms.js';
import type { CompanyRecord, MemberRecord } from '../store/trade-repository.js';
import { companyTarget } from './audit-target.js';
import { applicationEmail, approvedEmail, declinedEmail } from './trade-emails.js';

/** A change that met another one is read and tried again, this often. */
export const COMPANY_WRITE_ATTEMPTS = 5;

export interface EmailDeps {
  sendEmail(email: OutgoingEmail): Promise<void>;
}

/** What a company's members see of it. */
export function publicCompany(record: CompanyRecord): Company {
  const { adminCount: _admins, version: _version, applicantUserId: _applicant, applicantEmail: _email, ...company } = record;
  return company;
}

/** What the shop's admins see: the company and who applied. */
export const adminCompany = (record: CompanyRecord) => ({ ...publicCompany(record), applicantEmail: record.applicantEmail });

/** Emails that tell people about a change already made: one that fails is logged, not answered as a failure. */
export async function sendNotice(deps: EmailDeps, email: OutgoingEmail): Promise<void> {
  if (email.to.length === 0) return;
  try {
    await deps.sendEmail(email);
  } catch (error) {
    await logger.warn('A trade account email could not be sent', { subject: email.subject, reason: (error as Error).message });
  }
}

export interface ApplyDeps extends EmailDeps {
  putApplication(company: CompanyRecord, applicant: MemberRecord): Promise<'saved' | 'member'>;
  admins(): string[];
  now(): Date;
}

/** A signed-in account applies for its company, and becomes its first admin. */
export async function applyForTradeAccount(deps: ApplyDeps, caller: Caller, input: ApplyInput): Promise<Company> {
  const at = deps.now().toISOString();
  const companyId = randomUUID();
  const record: CompanyRecord = {
    companyId,
    name: input.companyName,
    ...(input.taxId !== undefined && { taxId: input.taxId }),
    address: input.address,
    number: input.number,
    ...(input.note !== undefined && { note: input.note }),
    status: 'pending',
    discountPercent: 0,
    terms: null,
    taxExempt: null,
    createdAt: at,
    adminCount: 1,
    version: 0,
    applicantUserId: caller.uid,
    applicantEmail: caller.email,
  };
  const applicant: MemberRecord = { userId: caller.uid, companyId, role: 'admin', name: caller.name, email: caller.email, joinedAt: at };
  if ((await deps.putApplication(record, applicant)) === 'member') throw new ConflictError(ALREADY_MEMBER_MESSAGE);
  const company = publicCompany(record);
  await sendNotice(deps, applicationEmail(company, caller.email, deps.admins()));
  return company;
}

export interface CompanyChangeDeps extends EmailDeps {
  getCompany(companyId: string): Promise<CompanyRecord | undefined>;
  replaceCompany(read: CompanyRecord, next: CompanyRecord, audit: AuditNote | undefined): Promise<'saved' | 'changed'>;
  now(): Date;
}

const noCompany = (companyId: string) => new NotFoundError(`No trade account with id ${companyId}`);

type Decision =
  /** Nothing to write: the company is already as asked (a retry, or another admin did it). */
  { kind: 'done' } | { kind: 'change'; next: CompanyRecord; action: AuditNote['action']; email?: OutgoingEmail };

/**
 * Reads the company, decides, and writes the decision over the company as read, with its audit
 * entry; a change that met another is decided again on a fresh read. The email goes out once, after
 * the write that made the change.
 */
async function changeCompany(
  deps: Omit<CompanyChangeDeps, 'sendEmail'> & Partial<EmailDeps>,
  caller: Caller,
  companyId: string,
  decide: (company: CompanyRecord) => Decision,
): Promise<CompanyRecord> {
  for (let attempt = 0; attempt < COMPANY_WRITE_ATTEMPTS; attempt++) {
    const read = await deps.getCompany(companyId);
    if (!read) throw noCompany(companyId);
    const decision = decide(read);
    if (decision.kind === 'done') return read;
    const { next } = decision;
    const changedKeys = (Object.keys(next) as (keyof CompanyRecord)[]).filter(
      (key) => key !== 'version' && JSON.stringify(next[key]) !== JSON.stringify(read[key]),
    );
    const audit: AuditNote = {
      at: deps.now().toISOString(),
      actor: adminActor(caller),
      action: decision.action,
      target: companyTarget(read),
      before: Object.fromEntries(changedKeys.map((key) => [key, read[key] ?? null])),
      after: Object.fromEntries(changedKeys.map((key) => [key, next[key] ?? null])),
    };
    if ((await deps.replaceCompany(read, next, audit)) === 'saved') {
      if (decision.email) {
        // Only approving and declining email; PATCH's function is built without the mail client.
        if (!deps.sendEmail) throw new Error('This change emails, but its function has no mail sender');
        await sendNotice({ ...deps, sendEmail: deps.sendEmail }, decision.email);
      }
      return { ...next, version: read.version + 1 };
    }
  }
  throw new ConflictError('The trade account changed meanwhile, please try again');
}

/**
 * Approves an application (or a declined one, reconsidered), with its discount and terms. Approving
 * an approved company changes nothing: two admins approving at once approve it once, and the
 * applicant gets one email.
 */
export async function approveCompany(deps: CompanyChangeDeps, caller: Caller, companyId: string, input: ApproveInput): Promise<CompanyRecord> {
  return changeCompany(deps, caller, companyId, (company) => {
    if (company.status === 'approved') return { kind: 'done' };
    if (company.status === 'suspended') throw new ConflictError('This trade account is suspended: change its status instead');
    const { declineReason: _reason, ...rest } = company;
    const next: CompanyRecord = {
      ...rest,
      status: 'approved',
      discountPercent: input.discountPercent ?? company.discountPercent,
      terms: input.terms === undefined ? company.terms : input.terms,
    };
    return { kind: 'change', next, action: 'approve-trade-account', email: approvedEmail(publicCompany(next), company.applicantEmail) };
  });
}

/** Declines a pending application with a reason the applicant is emailed. Declining a declined one changes nothing. */
export async function declineCompany(deps: CompanyChangeDeps, caller: Caller, companyId: string, reason: string): Promise<CompanyRecord> {
  return changeCompany(deps, caller, companyId, (company) => {
    if (company.status === 'declined') return { kind: 'done' };
    if (company.status !== 'pending') throw new ConflictError('Only a pending application can be declined: suspend an approved trade account instead');
    const next: CompanyRecord = { ...company, status: 'declined', declineReason: reason };
    return { kind: 'change', next, action: 'decline-trade-account', email: declinedEmail(publicCompany(next), company.applicantEmail, reason) };
  });
}

const SETTLED: readonly CompanyStatus[] = ['approved', 'suspended'];

/** Changes an approved or suspended company's discount, terms, tax exemption or status. */
export async function updateCompany(
  deps: Omit<CompanyChangeDeps, 'sendEmail'>,
  caller: Caller,
  companyId: string,
  patch: CompanyPatch,
): Promise<CompanyRecord> {
  return changeCompany(deps, caller, companyId, (company) => {
    if (patch.status !== undefined && !SETTLED.includes(company.status)) {
      throw new ConflictError('Approve or decline the application first');
    }
    const next: CompanyRecord = {
      ...company,
      ...(patch.discountPercent !== undefined && { discountPercent: patch.discountPercent }),
      ...(patch.terms !== undefined && { terms: patch.terms }),
      ...(patch.taxExempt !== undefined && { taxExempt: patch.taxExempt }),
      ...(patch.status !== undefined && { status: patch.status }),
    };
    if (JSON.stringify(next) === JSON.stringify(company)) return { kind: 'done' };
    return { kind: 'change', next, action: 'update-trade-account' };
  });
}

export interface ContractPricesDeps {
  getCompany(companyId: string): Promise<CompanyRecord | undefined>;
  getContractPrices(companyId: string): Promise<Record<string, number>>;
  putContractPrices(companyId: string, prices: Record<string, number>, at: string, audit: AuditNote): Promise<void>;
  now(): Date;
}

export interface ContractPrice {
  toolId: string;
  unitPrice: number;
}

const asList = (prices: Record<string, number>): ContractPrice[] =>
  Object.entries(prices)
    .map(([toolId, cents]) => ({ toolId, unitPrice: centsToDollars(cents) }))
    .sort((a, b) => a.toolId.localeCompare(b.toolId));

export async function getContractPriceList(deps: Pick<ContractPricesDeps, 'getCompany' | 'getContractPrices'>, companyId: string): Promise<ContractPrice[]> {
  if (!(await deps.getCompany(companyId))) throw noCompany(companyId);
  return asList(await deps.getContractPrices(companyId));
}

/** Replaces the company's contract prices (dollars at the edge, cents inside), audited with what changed. */
export async function setContractPrices(deps: ContractPricesDeps, caller: Caller, companyId: string, input: ContractPricesInput): Promise<ContractPrice[]> {
  const company = await deps.getCompany(companyId);
  if (!company) throw noCompany(companyId);
  const before = await deps.getContractPrices(companyId);
  const after = Object.fromEntries(input.prices.map((price) => [price.toolId, toCents(price.unitPrice)]));
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((toolId) => before[toolId] !== after[toolId]);
  const at = deps.now().toISOString();
  await deps.putContractPrices(companyId, after, at, {
    at,
    actor: adminActor(caller),
    action: 'set-contract-prices',
    target: companyTarget(company),
    before: Object.fromEntries(changed.map((toolId) => [toolId, before[toolId] ?? null])),
    after: Object.fromEntries(changed.map((toolId) => [toolId, after[toolId] ?? null])),
  });
  return asList(after);
}
