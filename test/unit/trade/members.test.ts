/** Joining with an invitation, and approving: the decisions, on in-memory stores. */
import { describe, expect, it, vi } from 'vitest';
import { joinTradeAccount, tokenHash, type JoinDeps } from '../../../functions/trade/domain/members.js';
import { approveCompany, type CompanyChangeDeps } from '../../../functions/trade/domain/companies.js';
import type { CompanyRecord, InviteRecord, MemberRecord } from '../../../functions/trade/store/trade-repository.js';
import { admin, customer } from '../support/api.js';

const now = new Date('2026-05-01T12:00:00.000Z');
const TOKEN = 'a-token-of-the-invitation-email-000000';

const company = (overrides: Partial<CompanyRecord> = {}): CompanyRecord => ({
  companyId: 'c1',
  name: 'Acme',
  address: '1 Road',
  number: '01234567890',
  status: 'approved',
  discountPercent: 0,
  terms: null,
  taxExempt: null,
  createdAt: '2026-04-01T00:00:00.000Z',
  adminCount: 1,
  version: 0,
  applicantUserId: 'owner',
  applicantEmail: 'owner@tools.test',
  ...overrides,
});

const invite = (overrides: Partial<InviteRecord> = {}): InviteRecord => ({
  inviteId: 'i1',
  companyId: 'c1',
  email: customer.email,
  role: 'buyer',
  tokenHash: tokenHash(TOKEN),
  expiresAt: '2026-05-08T12:00:00.000Z',
  createdAt: '2026-05-01T11:00:00.000Z',
  invitedBy: 'owner',
  ...overrides,
});

function joinDeps(stored: InviteRecord | undefined, membership?: MemberRecord) {
  const joined: MemberRecord[] = [];
  const deps: JoinDeps = {
    getInviteByToken: async () => stored,
    getMembership: async () => membership,
    getCompany: async () => company(),
    joinCompany: async (_invite, member) => {
      joined.push(member);
      return 'joined';
    },
    now: () => now,
  };
  return { deps, joined };
}

const verified = { ...customer, emailVerified: true };

describe('joining a trade account', () => {
  it('joins the verified invited address with the invitation role and limit', async () => {
    const { deps, joined } = joinDeps(invite({ approvalLimitCents: 50_000 }));
    await expect(joinTradeAccount(deps, verified, TOKEN)).resolves.toMatchObject({ companyId: 'c1' });
    expect(joined).toEqual([expect.objectContaining({ userId: customer.uid, companyId: 'c1', role: 'buyer', approvalLimitCents: 50_000 })]);
  });

  it('refuses another address and an unverified one (403)', async () => {
    const { deps } = joinDeps(invite());
    await expect(joinTradeAccount(deps, { ...admin, emailVerified: true }, TOKEN)).rejects.toMatchObject({
      statusCode: 403,
      message: 'This invitation is for another email address',
    });
    await expect(joinTradeAccount(deps, customer, TOKEN)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('answers 410 for an unknown, replaced, expired or used invitation', async () => {
    const gone = { statusCode: 410, message: 'This invitation has expired' };
    await expect(joinTradeAccount(joinDeps(undefined).deps, verified, TOKEN)).rejects.toMatchObject(gone);
    await expect(joinTradeAccount(joinDeps(invite({ tokenHash: 'another' })).deps, verified, TOKEN)).rejects.toMatchObject(gone);
    await expect(joinTradeAccount(joinDeps(invite({ expiresAt: now.toISOString() })).deps, verified, TOKEN)).rejects.toMatchObject(gone);
    await expect(joinTradeAccount(joinDeps(invite({ usedBy: 'someone-else' })).deps, verified, TOKEN)).rejects.toMatchObject(gone);
  });

  it('answers the company again to the account that used it (a retry), and 409 to a member of another company', async () => {
    const mine: MemberRecord = { userId: customer.uid, companyId: 'c1', role: 'buyer', name: 'C', email: customer.email, joinedAt: '' };
    const retry = joinDeps(invite({ usedBy: customer.uid }), mine);
    await expect(joinTradeAccount(retry.deps, verified, TOKEN)).resolves.toMatchObject({ companyId: 'c1' });
    expect(retry.joined).toEqual([]);
    const elsewhere = joinDeps(invite(), { ...mine, companyId: 'c2' });
    await expect(joinTradeAccount(elsewhere.deps, verified, TOKEN)).rejects.toMatchObject({
      statusCode: 409,
      message: 'You already belong to a trade account',
    });
  });
});

describe('approving a company', () => {
  function changeDeps(stored: CompanyRecord) {
    let current = stored;
    const deps: CompanyChangeDeps = {
      getCompany: async () => current,
      replaceCompany: vi.fn(async (read: CompanyRecord, next: CompanyRecord) => {
        if (read.version !== current.version) return 'changed' as const;
        current = { ...next, version: read.version + 1 };
        return 'saved' as const;
      }),
      sendEmail: vi.fn(async () => undefined),
      now: () => now,
    };
    return deps;
  }

  it('approves with the discount and terms, audits the change and emails the applicant once', async () => {
    const deps = changeDeps(company({ status: 'pending' }));
    const approved = await approveCompany(deps, admin, 'c1', { discountPercent: 10, terms: { netDays: 30, creditLimitCents: 100_000 } });
    expect(approved).toMatchObject({ status: 'approved', discountPercent: 10, terms: { netDays: 30, creditLimitCents: 100_000 } });
    expect(vi.mocked(deps.replaceCompany).mock.calls[0]?.[2]).toMatchObject({
      action: 'approve-trade-account',
      before: { status: 'pending', discountPercent: 0, terms: null },
      after: { status: 'approved', discountPercent: 10 },
    });
    // Approving again (a retry, or a second admin) writes nothing and emails no one.
    await approveCompany(deps, admin, 'c1', {});
    expect(deps.replaceCompany).toHaveBeenCalledOnce();
    expect(deps.sendEmail).toHaveBeenCalledOnce();
  });

  it('does not approve a suspended company (409) nor an unknown one (404)', async () => {
    await expect(approveCompany(changeDeps(company({ status: 'suspended' })), admin, 'c1', {})).rejects.toMatchObject({ statusCode: 409 });
    const none = { ...changeDeps(company()), getCompany: async () => undefined };
    await expect(approveCompany(none, admin, 'c9', {})).rejects.toMatchObject({ statusCode: 404 });
  });
});
