/**
 * A company's members: who the caller is in their company, invitations, joining, roles and limits,
 * leaving. Every route reads the caller's own membership first: a company is reached only through
 * it, so another company's members are not found (404) and a buyer cannot use an admin's route (403).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Caller } from '../../platform/app-token.js';
import { ConflictError, ForbiddenError, GoneError, NotFoundError, ServiceUnavailableError } from '../../platform/errors.js';
import type { OutgoingEmail } from '../../platform/email-sender.js';
import { logger } from '../../platform/logger.js';
import type { Company, Invite, InviteInput, Member, MemberPatch, MembershipAnswer, TradeAccountView } from '../contract/trade-account.js';
import {
  ALREADY_MEMBER_MESSAGE,
  COMPANY_ADMINS_ONLY_MESSAGE,
  INVITE_EXPIRED_MESSAGE,
  INVITE_LIFETIME_DAYS,
  LAST_ADMIN_MESSAGE,
  NO_TRADE_ACCOUNT_MESSAGE,
  NOT_APPROVED_MESSAGE,
  OTHER_ADDRESS_MESSAGE,
} from '../contract/trade-account-terms.js';
import type { CompanyRecord, InviteRecord, MemberRecord, MemberWriteOutcome } from '../store/trade-repository.js';
import { publicCompany } from './companies.js';
import { inviteEmail } from './trade-emails.js';

export interface MembershipDeps {
  getMembership(userId: string): Promise<MemberRecord | undefined>;
  getCompany(companyId: string): Promise<CompanyRecord | undefined>;
}

async function membershipOf(deps: MembershipDeps, caller: Caller): Promise<{ me: MemberRecord; company: CompanyRecord } | undefined> {
  const me = await deps.getMembership(caller.uid);
  const company = me && (await deps.getCompany(me.companyId));
  return me && company ? { me, company } : undefined;
}

/** The caller's membership and company; 404 'No trade account' for anyone else. */
export async function callerAccount(deps: MembershipDeps, caller: Caller): Promise<{ me: MemberRecord; company: CompanyRecord }> {
  const account = await membershipOf(deps, caller);
  if (!account) throw new NotFoundError(NO_TRADE_ACCOUNT_MESSAGE);
  return account;
}

/** GET /trade/membership: an account in no company is an answer (null), not a 404. */
export async function getMembershipAnswer(deps: MembershipDeps, caller: Caller): Promise<MembershipAnswer> {
  const account = await membershipOf(deps, caller);
  if (!account) return { membership: null };
  const { me, company } = account;
  return { membership: { companyId: company.companyId, companyName: company.name, status: company.status, role: me.role } };
}

async function callerAdmin(deps: MembershipDeps, caller: Caller) {
  const account = await callerAccount(deps, caller);
  if (account.me.role !== 'admin') throw new ForbiddenError(COMPANY_ADMINS_ONLY_MESSAGE);
  return account;
}

/** The caller's company as an approved one; 403 for a pending, declined or suspended one. */
export async function approvedAccount(deps: MembershipDeps, caller: Caller) {
  const account = await callerAccount(deps, caller);
  if (account.company.status !== 'approved') throw new ForbiddenError(NOT_APPROVED_MESSAGE);
  return account;
}

const memberView = (member: MemberRecord, withEmail: boolean): Member => ({
  userId: member.userId,
  name: member.name,
  role: member.role,
  ...(member.approvalLimitCents !== undefined && { approvalLimitCents: member.approvalLimitCents }),
  ...(withEmail && { email: member.email }),
});

export interface AccountDeps extends MembershipDeps {
  listMembers(companyId: string): Promise<MemberRecord[]>;
}

/** GET /trade/account: only company admins see members' emails. */
export async function getTradeAccount(deps: AccountDeps, caller: Caller): Promise<TradeAccountView> {
  const { me, company } = await callerAccount(deps, caller);
  const members = await deps.listMembers(company.companyId);
  const isAdmin = me.role === 'admin';
  return {
    company: publicCompany(company),
    members: members.map((member) => memberView(member, isAdmin)),
    me: { userId: me.userId, role: me.role, ...(me.approvalLimitCents !== undefined && { approvalLimitCents: me.approvalLimitCents }) },
  };
}

/** The token is only in the email; the server keeps its hash. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface InviteDeps extends MembershipDeps {
  putInvite(invite: InviteRecord): Promise<'saved' | 'repeated'>;
  getInvite(companyId: string, email: string): Promise<InviteRecord | undefined>;
  sendEmail(email: OutgoingEmail): Promise<void>;
  siteOrigin(): string;
  now(): Date;
}

const inviteView = (invite: InviteRecord): Invite => ({ inviteId: invite.inviteId, email: invite.email, role: invite.role, expiresAt: invite.expiresAt });

/**
 * A company admin invites an address. The invitation replaces an earlier one of the same address
 * (whose link then opens nothing); with an idempotency key, a retry answers the invitation already
 * made and sends no second email.
 */
export async function inviteMember(deps: InviteDeps, caller: Caller, input: InviteInput, idempotencyKey?: string): Promise<Invite> {
  const { company } = await callerAdmin(deps, caller);
  if (company.status !== 'approved') throw new ForbiddenError(NOT_APPROVED_MESSAGE);
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const invite: InviteRecord = {
    inviteId: tokenHash(token).slice(0, 16),
    companyId: company.companyId,
    email: input.email,
    role: input.role,
    ...(input.approvalLimitCents !== undefined && { approvalLimitCents: input.approvalLimitCents }),
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + INVITE_LIFETIME_DAYS * 24 * 3600_000).toISOString(),
    createdAt: now.toISOString(),
    invitedBy: caller.uid,
    ...(idempotencyKey !== undefined && { idempotencyKey }),
  };
  if ((await deps.putInvite(invite)) === 'repeated') {
    const stored = await deps.getInvite(company.companyId, input.email);
    if (stored) return inviteView(stored);
  }
  const link = `${deps.siteOrigin()}/trade/join/${token}`;
  try {
    await deps.sendEmail(inviteEmail(publicCompany(company), input.email, input.role, link, invite.expiresAt));
  } catch (error) {
    await logger.warn('An invitation email could not be sent', { companyId: company.companyId, reason: (error as Error).message });
    throw new ServiceUnavailableError('The invitation email could not be sent, please try again');
  }
  return inviteView(invite);
}

export interface JoinDeps extends MembershipDeps {
  getInviteByToken(tokenHash: string): Promise<InviteRecord | undefined>;
  joinCompany(invite: InviteRecord, member: MemberRecord, at: string): Promise<'joined' | 'invite' | 'member' | 'company'>;
  now(): Date;
}

/**
 * The caller accepts an invitation sent to their verified address. Joining again with the same
 * link (a retry, or two tabs at once) answers the company again.
 */
export async function joinTradeAccount(deps: JoinDeps, caller: Caller, token: string): Promise<Company> {
  const hash = tokenHash(token);
  for (let attempt = 0; attempt < 3; attempt++) {
    const invite = await deps.getInviteByToken(hash);
    // A replaced invitation's token still points at its address's invitation, which holds another hash.
    if (!invite || invite.tokenHash !== hash) throw new GoneError(INVITE_EXPIRED_MESSAGE);
    if (caller.emailVerified !== true || caller.email !== invite.email) throw new ForbiddenError(OTHER_ADDRESS_MESSAGE);
    const membership = await deps.getMembership(caller.uid);
    if (invite.usedBy !== undefined) {
      if (invite.usedBy === caller.uid && membership?.companyId === invite.companyId) return joinedCompany(deps, invite.companyId);
      throw new GoneError(INVITE_EXPIRED_MESSAGE);
    }
    if (membership) throw new ConflictError(ALREADY_MEMBER_MESSAGE);
    const at = deps.now().toISOString();
    if (invite.expiresAt <= at) throw new GoneError(INVITE_EXPIRED_MESSAGE);
    const member: MemberRecord = {
      userId: caller.uid,
      companyId: invite.companyId,
      role: invite.role,
      ...(invite.approvalLimitCents !== undefined && { approvalLimitCents: invite.approvalLimitCents }),
      name: caller.name,
      email: caller.email,
      joinedAt: at,
    };
    const outcome = await deps.joinCompany(invite, member, at);
    if (outcome === 'joined') return joinedCompany(deps, invite.companyId);
    if (outcome === 'company') throw new GoneError(INVITE_EXPIRED_MESSAGE);
    // 'invite' or 'member': another request moved first; read again and answer as it left things.
  }
  throw new ConflictError('The invitation changed meanwhile, please try again');
}

async function joinedCompany(deps: MembershipDeps, companyId: string): Promise<Company> {
  const company = await deps.getCompany(companyId);
  if (!company) throw new GoneError(INVITE_EXPIRED_MESSAGE);
  return publicCompany(company);
}

export interface MemberChangeDeps extends MembershipDeps {
  updateMember(read: MemberRecord, next: MemberRecord): Promise<MemberWriteOutcome>;
  removeMember(read: MemberRecord, lastAdminMayLeave?: boolean): Promise<MemberWriteOutcome>;
}

/** The member of the caller's own company; anyone else's is not found. */
async function memberOfCompany(deps: MembershipDeps, companyId: string, userId: string): Promise<MemberRecord> {
  const member = await deps.getMembership(userId);
  if (!member || member.companyId !== companyId) throw new NotFoundError(`No member with id ${userId}`);
  return member;
}

const WRITE_ATTEMPTS = 5;

function afterWrite(outcome: MemberWriteOutcome): 'done' | 'retry' {
  if (outcome === 'last-admin') throw new ConflictError(LAST_ADMIN_MESSAGE);
  return outcome === 'saved' ? 'done' : 'retry';
}

/** A company admin changes a member's role or approval limit; the last admin cannot be demoted. */
export async function updateTradeMember(deps: MemberChangeDeps, caller: Caller, userId: string, patch: MemberPatch): Promise<Member> {
  const { company } = await callerAdmin(deps, caller);
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const read = await memberOfCompany(deps, company.companyId, userId);
    const { approvalLimitCents: _limit, ...rest } = read;
    const limit = patch.approvalLimitCents === undefined ? read.approvalLimitCents : (patch.approvalLimitCents ?? undefined);
    const next: MemberRecord = { ...rest, role: patch.role ?? read.role, ...(limit !== undefined && { approvalLimitCents: limit }) };
    if (afterWrite(await deps.updateMember(read, next)) === 'done') return memberView(next, true);
  }
  throw new ConflictError('The member changed meanwhile, please try again');
}

/**
 * A company admin removes a member, or a member leaves; the last admin cannot go, except from a
 * declined application: leaving it frees the account to apply again.
 */
export async function removeTradeMember(deps: MemberChangeDeps, caller: Caller, userId: string): Promise<void> {
  const { me, company } = await callerAccount(deps, caller);
  if (me.role !== 'admin' && userId !== caller.uid) throw new ForbiddenError(COMPANY_ADMINS_ONLY_MESSAGE);
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const read = await memberOfCompany(deps, company.companyId, userId);
    const leavingDeclined = company.status === 'declined' && userId === caller.uid;
    if (afterWrite(await deps.removeMember(read, leavingDeclined)) === 'done') return;
  }
  throw new ConflictError('The member changed meanwhile, please try again');
}
