/**
 * Trade accounts on the local stack: apply, approve, invite, join (with the right and the wrong
 * address), members and the last admin, contract prices and trade prices, another company's admin
 * refused everywhere, and concurrent joins and approvals that count once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../functions/platform/contract/audit.js';
import type { Company, Invite, MembershipAnswer, TradeAccountView, TradePrice } from '../../functions/trade/contract/trade-account.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool } from '../support/catalog.js';
import { sentEmails } from '../support/mailbox.js';
import { applyFor, approvedCompanyOf, invitationToken } from '../support/trade.js';

const invite = (admin: SignedInUser, email: string, role = 'buyer', extra: Record<string, unknown> = {}) =>
  callApi<{ invite?: Invite; message?: string }>('POST', '/trade/invites', { auth: admin.token, body: { email, role, ...extra } });
const join = (user: SignedInUser, token: string) => callApi<{ company?: Company; message?: string }>('POST', `/trade/join/${token}`, { auth: user.token });
const membership = async (user: SignedInUser) => {
  const { status, body } = await callApi<MembershipAnswer>('GET', '/trade/membership', { auth: user.token });
  return { status, body };
};
const account = (user: SignedInUser) => callApi<TradeAccountView & { message?: string }>('GET', '/trade/account', { auth: user.token });

/** An approved company with `buyer` joined through a real invitation. */
async function companyWithBuyer(shopAdmin: SignedInUser, label: string) {
  const [owner, buyer] = await Promise.all([freshCustomer(`${label}-owner`), freshCustomer(`${label}-buyer`)]);
  const company = await approvedCompanyOf(owner, shopAdmin);
  expect((await invite(owner, buyer.email)).status).toBe(201);
  expect((await join(buyer, await invitationToken(buyer.email))).status).toBe(200);
  return { owner, buyer, company };
}

describe('trade accounts', () => {
  let shopAdmin: SignedInUser;

  beforeAll(async () => {
    shopAdmin = await seededAdmin();
  });

  it('applies, is approved with a discount and terms (emailed and audited), invites, and the invited address joins', async () => {
    const [applicant, buyer, wrongPerson] = await Promise.all([freshCustomer('applicant'), freshCustomer('invited'), freshCustomer('wrong')]);

    const applied = await callApi<{ company: Company }>('POST', '/trade/apply', {
      auth: applicant.token,
      body: { companyName: 'Acme Builders', taxId: 'GB999', address: '2 Site Road', number: '01234567890', note: 'We build' },
    });
    expect(applied.status).toBe(201);
    const { companyId } = applied.body.company;
    expect(applied.body.company).toMatchObject({ name: 'Acme Builders', status: 'pending', discountPercent: 0, terms: null, taxExempt: null });

    const pending = await callApi<{ companies: (Company & { applicantEmail: string })[] }>('GET', '/admin/trade-accounts?status=pending', {
      auth: shopAdmin.token,
    });
    expect(pending.body.companies.find((company) => company.companyId === companyId)).toMatchObject({ applicantEmail: applicant.email });

    // A pending company cannot invite.
    expect(await invite(applicant, buyer.email)).toMatchObject({ status: 403, body: { message: 'Your trade account is not approved' } });

    const approved = await callApi<{ company: Company }>('POST', `/admin/trade-accounts/${companyId}/approve`, {
      auth: shopAdmin.token,
      body: { discountPercent: 12.5, terms: { netDays: 30, creditLimitCents: 500_000 } },
    });
    expect(approved).toMatchObject({
      status: 200,
      body: { company: { status: 'approved', discountPercent: 12.5, terms: { netDays: 30, creditLimitCents: 500_000 } } },
    });
    expect((await sentEmails()).some((email) => email.destination.to.includes(applicant.email) && email.subject.includes('is approved'))).toBe(true);
    const audit = await callApi<AuditEntry[]>('GET', '/auditlog?limit=100', { auth: shopAdmin.token });
    expect(audit.body.find((entry) => entry.target.id === companyId)).toMatchObject({
      action: 'approve-trade-account',
      target: { kind: 'company', label: 'Acme Builders' },
      before: { status: 'pending', discountPercent: 0 },
      after: { status: 'approved', discountPercent: 12.5 },
    });

    const invited = await invite(applicant, buyer.email, 'buyer', { approvalLimitCents: 50_000 });
    expect(invited).toMatchObject({ status: 201, body: { invite: { email: buyer.email, role: 'buyer' } } });
    expect(JSON.stringify(invited.body)).not.toMatch(/token/i);
    const token = await invitationToken(buyer.email);

    expect(await join(wrongPerson, token)).toMatchObject({ status: 403, body: { message: 'This invitation is for another email address' } });
    const joined = await join(buyer, token);
    expect(joined).toMatchObject({ status: 200, body: { company: { companyId, name: 'Acme Builders' } } });
    // A retry of the same join answers the same.
    expect(await join(buyer, token)).toMatchObject({ status: 200, body: { company: { companyId } } });

    const seenByAdmin = await account(applicant);
    expect(seenByAdmin.body.members).toEqual(
      expect.arrayContaining([
        { userId: applicant.uid, name: applicant.name, role: 'admin', email: applicant.email },
        { userId: buyer.uid, name: buyer.name, role: 'buyer', approvalLimitCents: 50_000, email: buyer.email },
      ]),
    );
    const seenByBuyer = await account(buyer);
    expect(seenByBuyer.body.me).toEqual({ userId: buyer.uid, role: 'buyer', approvalLimitCents: 50_000 });
    expect(seenByBuyer.body.members.every((member) => member.email === undefined)).toBe(true);
    expect((await account(wrongPerson)).status).toBe(404);

    // The membership answers everyone signed in: the member their company in brief, anyone else null.
    expect(await membership(buyer)).toEqual({
      status: 200,
      body: { membership: { companyId, companyName: 'Acme Builders', status: 'approved', role: 'buyer' } },
    });
    expect(await membership(wrongPerson)).toEqual({ status: 200, body: { membership: null } });
  });

  it('answers the contract messages for bad input and for an account that already belongs to one', async () => {
    const user = await freshCustomer('messages');
    const short = await callApi<{ message: string; details: { field: string; message: string }[] }>('POST', '/trade/apply', {
      auth: user.token,
      body: { companyName: 'A', address: '1 Road', number: '01234567890' },
    });
    expect(short.status).toBe(400);
    expect(short.body.details).toContainEqual({ field: 'companyName', message: 'Company name must be 2 to 80 characters' });

    const company = await applyFor(user);
    expect(await callApi('POST', '/trade/apply', { auth: user.token, body: { companyName: 'Again', address: '1 Road', number: '01234567890' } })).toMatchObject(
      {
        status: 409,
        body: { message: 'You already belong to a trade account' },
      },
    );
    const discount = await callApi<{ details: { field: string; message: string }[] }>('POST', `/admin/trade-accounts/${company.companyId}/approve`, {
      auth: shopAdmin.token,
      body: { discountPercent: 50.5 },
    });
    expect(discount.status).toBe(400);
    expect(discount.body.details).toContainEqual({ field: 'discountPercent', message: 'Discount must be between 0 and 50 %' });
  });

  it('declines an application with a reason (emailed), and the declined applicant may leave it and apply again', async () => {
    const applicant = await freshCustomer('declined');
    const { companyId } = await applyFor(applicant, 'Declined Ltd');
    const declined = await callApi<{ company: Company }>('POST', `/admin/trade-accounts/${companyId}/decline`, {
      auth: shopAdmin.token,
      body: { reason: 'No trade references' },
    });
    expect(declined).toMatchObject({ status: 200, body: { company: { status: 'declined', declineReason: 'No trade references' } } });
    expect((await sentEmails()).some((email) => email.destination.to.includes(applicant.email) && email.body.text?.includes('No trade references'))).toBe(true);
    expect((await account(applicant)).body.company.status).toBe('declined');

    expect((await callApi('DELETE', `/trade/members/${applicant.uid}`, { auth: applicant.token })).status).toBe(200);
    expect((await account(applicant)).status).toBe(404);
    expect((await applyFor(applicant, 'Second Try Ltd')).status).toBe('pending');
  });

  it('refuses an unverified address, a replaced invitation and a used one', async () => {
    const owner = await freshCustomer('refusals-owner');
    await approvedCompanyOf(owner, shopAdmin);
    const unverified = await freshCustomer('unverified', { verified: false });
    expect((await invite(owner, unverified.email)).status).toBe(201);
    expect(await join(unverified, await invitationToken(unverified.email))).toMatchObject({ status: 403 });

    const buyer = await freshCustomer('replaced');
    expect((await invite(owner, buyer.email)).status).toBe(201);
    const first = await invitationToken(buyer.email);
    expect((await invite(owner, buyer.email)).status).toBe(201);
    const second = await invitationToken(buyer.email, [first]);
    expect(await join(buyer, first)).toMatchObject({ status: 410, body: { message: 'This invitation has expired' } });
    expect((await join(buyer, second)).status).toBe(200);

    // Used: the buyer leaves, and the link does not bring them back.
    expect((await callApi('DELETE', `/trade/members/${buyer.uid}`, { auth: buyer.token })).status).toBe(200);
    expect(await join(buyer, second)).toMatchObject({ status: 410, body: { message: 'This invitation has expired' } });
  });

  it('keeps at least one admin, and a buyer cannot use an admin route', async () => {
    const { owner, buyer } = await companyWithBuyer(shopAdmin, 'admins');
    const lastAdmin = { status: 409, body: { message: 'A trade account needs at least one admin' } };
    expect(await callApi('PATCH', `/trade/members/${owner.uid}`, { auth: owner.token, body: { role: 'buyer' } })).toMatchObject(lastAdmin);
    expect(await callApi('DELETE', `/trade/members/${owner.uid}`, { auth: owner.token })).toMatchObject(lastAdmin);

    expect((await callApi('PATCH', `/trade/members/${owner.uid}`, { auth: buyer.token, body: { approvalLimitCents: 1 } })).status).toBe(403);
    expect((await callApi('DELETE', `/trade/members/${owner.uid}`, { auth: buyer.token })).status).toBe(403);
    expect((await invite(buyer, 'someone@tools.test')).status).toBe(403);

    // Two admins demoting each other at once: one of them stays admin.
    expect((await callApi('PATCH', `/trade/members/${buyer.uid}`, { auth: owner.token, body: { role: 'admin' } })).status).toBe(200);
    const both = await Promise.all([
      callApi('PATCH', `/trade/members/${buyer.uid}`, { auth: owner.token, body: { role: 'buyer' } }),
      callApi('PATCH', `/trade/members/${owner.uid}`, { auth: buyer.token, body: { role: 'buyer' } }),
    ]);
    // The other is refused: 409 (the last admin), or 403 when its caller was demoted first.
    expect(both.filter((response) => response.status === 200)).toHaveLength(1);
    expect(both.map((response) => response.status).filter((status) => status !== 200)).toEqual([expect.toBeOneOf([403, 409])]);
    const roles = (await account(owner)).body.members.map((member) => member.role);
    expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
  });

  it("refuses another company's admin on every route of the company: 404 or 403", async () => {
    const a = await companyWithBuyer(shopAdmin, 'company-a');
    const b = await companyWithBuyer(shopAdmin, 'company-b');
    const other = b.owner;

    expect((await callApi('PATCH', `/trade/members/${a.buyer.uid}`, { auth: other.token, body: { role: 'admin' } })).status).toBe(404);
    expect((await callApi('PATCH', `/trade/members/${a.owner.uid}`, { auth: other.token, body: { role: 'buyer' } })).status).toBe(404);
    expect((await callApi('DELETE', `/trade/members/${a.buyer.uid}`, { auth: other.token })).status).toBe(404);
    // Their own account only, never A's members.
    const seen = await account(other);
    expect(seen.body.company.companyId).toBe(b.company.companyId);
    expect(seen.body.members.map((member) => member.userId)).not.toContain(a.buyer.uid);
    // The shop's routes are the shop admins' only.
    for (const [method, path, body] of [
      ['GET', '/admin/trade-accounts', undefined],
      ['POST', `/admin/trade-accounts/${a.company.companyId}/approve`, {}],
      ['POST', `/admin/trade-accounts/${a.company.companyId}/decline`, { reason: 'x' }],
      ['PATCH', `/admin/trade-accounts/${a.company.companyId}`, { status: 'suspended' }],
      ['PUT', `/admin/trade-accounts/${a.company.companyId}/prices`, { prices: [] }],
      ['GET', `/admin/trade-accounts/${a.company.companyId}/prices`, undefined],
    ] as const) {
      expect((await callApi(method, path, { auth: other.token, body })).status, `${method} ${path}`).toBe(403);
    }
    // A's members are unchanged.
    expect((await account(a.owner)).body.members.map((member) => member.role).sort()).toEqual(['admin', 'buyer']);
  });

  it('prices a member by the rule: contract price or discounted break price, never above list; not cached; refused unless approved', async () => {
    const toolId = await addTool(shopAdmin.token, { price: 12.12, minimum: 1, priceBreaks: [{ minQuantity: 10, unitPrice: 10 }] });
    const contracted = await addTool(shopAdmin.token, { price: 20, minimum: 1 });
    const { owner, buyer, company } = await companyWithBuyer(shopAdmin, 'prices');
    expect((await callApi('PATCH', `/admin/trade-accounts/${company.companyId}`, { auth: shopAdmin.token, body: { discountPercent: 12.5 } })).status).toBe(200);
    const put = await callApi('PUT', `/admin/trade-accounts/${company.companyId}/prices`, {
      auth: shopAdmin.token,
      body: { prices: [{ toolId: contracted, unitPrice: 15 }] },
    });
    expect(put).toMatchObject({ status: 200, body: { prices: [{ toolId: contracted, unitPrice: 15 }] } });
    expect((await callApi('GET', `/admin/trade-accounts/${company.companyId}/prices`, { auth: shopAdmin.token })).body).toEqual({
      prices: [{ toolId: contracted, unitPrice: 15 }],
    });

    const prices = await callApi<{ prices: TradePrice[] }>('GET', `/trade/prices?ids=${toolId},${contracted},no-such-tool`, { auth: buyer.token });
    expect(prices.status).toBe(200);
    expect(prices.headers.get('cache-control')).toMatch(/no-store/);
    expect(prices.body.prices).toEqual([
      // $12.12 less 12.5 % ($1.52) = $10.60; the $10 break less $1.25 = $8.75.
      { toolId, unitPrice: 10.6, priceBreaks: [{ minQuantity: 10, unitPrice: 8.75 }] },
      // $20 less 12.5 % = $17.50, the contract's $15 is lower.
      { toolId: contracted, unitPrice: 15 },
    ]);

    expect((await callApi('GET', `/trade/prices?ids=${toolId}`, { auth: (await freshCustomer('nobody')).token })).status).toBe(404);
    expect((await callApi('PATCH', `/admin/trade-accounts/${company.companyId}`, { auth: shopAdmin.token, body: { status: 'suspended' } })).status).toBe(200);
    expect(await callApi('GET', `/trade/prices?ids=${toolId}`, { auth: owner.token })).toMatchObject({
      status: 403,
      body: { message: 'Your trade account is not approved' },
    });
  });

  it('counts two concurrent approvals once (one audit entry, one email) and two concurrent joins once', async () => {
    const applicant = await freshCustomer('race');
    const { companyId } = await applyFor(applicant, 'Race Ltd');
    const approvals = await Promise.all(
      [10, 10].map((discountPercent) => callApi('POST', `/admin/trade-accounts/${companyId}/approve`, { auth: shopAdmin.token, body: { discountPercent } })),
    );
    expect(approvals.map((response) => response.status)).toEqual([200, 200]);
    const entries = (await callApi<AuditEntry[]>('GET', '/auditlog?limit=100', { auth: shopAdmin.token })).body.filter(
      (entry) => entry.target.id === companyId,
    );
    expect(entries.map((entry) => entry.action)).toEqual(['approve-trade-account']);
    const approvalEmails = (await sentEmails()).filter((email) => email.destination.to.includes(applicant.email) && email.subject.includes('is approved'));
    expect(approvalEmails).toHaveLength(1);

    const buyer = await freshCustomer('race-buyer');
    expect((await invite(applicant, buyer.email, 'admin')).status).toBe(201);
    const token = await invitationToken(buyer.email);
    const joins = await Promise.all([join(buyer, token), join(buyer, token), join(buyer, token)]);
    expect(joins.map((response) => response.status)).toEqual([200, 200, 200]);
    const members = (await account(applicant)).body.members;
    expect(members.filter((member) => member.userId === buyer.uid)).toHaveLength(1);
    // The joined admin was counted once: with two admins, one may step down, but not both.
    expect((await callApi('PATCH', `/trade/members/${buyer.uid}`, { auth: applicant.token, body: { role: 'buyer' } })).status).toBe(200);
    expect((await callApi('PATCH', `/trade/members/${applicant.uid}`, { auth: applicant.token, body: { role: 'buyer' } })).status).toBe(409);
  });

  it('answers the same invitation for a retried request with the same Idempotency-Key, and emails once', async () => {
    const owner = await freshCustomer('idem-owner');
    await approvedCompanyOf(owner, shopAdmin);
    const email = `idem-${owner.uid.slice(0, 8)}@tools.test`.toLowerCase();
    const headers = { 'idempotency-key': `invite-${owner.uid.slice(0, 12)}` };
    const [first, second] = await Promise.all([
      callApi<{ invite: Invite }>('POST', '/trade/invites', { auth: owner.token, body: { email, role: 'buyer' }, headers }),
      callApi<{ invite: Invite }>('POST', '/trade/invites', { auth: owner.token, body: { email, role: 'buyer' }, headers }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.invite.inviteId).toBe(second.body.invite.inviteId);
    expect((await sentEmails()).filter((sent) => sent.destination.to.includes(email))).toHaveLength(1);
  });
});
