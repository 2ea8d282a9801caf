/** Trade accounts for the integration tests: applications, approvals and invitations through the real API. */
import { callApi } from './api-client.js';
import { eventually } from './eventually.js';
import { sentEmails } from './mailbox.js';
import type { SignedInUser } from './accounts.js';
import type { Company } from '../../functions/trade/contract/trade-account.js';

export const applicationBody = (companyName: string) => ({ companyName, address: '1 Trade Park', number: '01234567890' });

/** The user applies; answers the pending company. */
export async function applyFor(user: SignedInUser, companyName = `Company of ${user.name}`): Promise<Company> {
  const response = await callApi<{ company: Company }>('POST', '/trade/apply', { auth: user.token, body: applicationBody(companyName) });
  if (response.status !== 201) throw new Error(`POST /trade/apply answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.company;
}

/** The user applies and the shop admin approves: the user is the admin of an approved company. */
export async function approvedCompanyOf(user: SignedInUser, shopAdmin: SignedInUser, approval: Record<string, unknown> = {}): Promise<Company> {
  const company = await applyFor(user);
  const response = await callApi<{ company: Company }>('POST', `/admin/trade-accounts/${company.companyId}/approve`, { auth: shopAdmin.token, body: approval });
  if (response.status !== 200) throw new Error(`approve answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.company;
}

/** The user belongs to a company of their own (pending unless approved elsewhere): applies unless already a member. */
export async function memberOfSomeCompany(user: SignedInUser): Promise<void> {
  const response = await callApi('POST', '/trade/apply', { auth: user.token, body: applicationBody(`Company of ${user.name}`) });
  if (response.status !== 201 && response.status !== 409) throw new Error(`POST /trade/apply answered ${response.status}`);
}

/** The join token of the newest invitation email sent to `email` (the token is only in the email). */
export async function invitationToken(email: string, notIn: readonly string[] = []): Promise<string> {
  const tokens = await eventually(
    async () =>
      (await sentEmails())
        .filter((sent) => sent.destination.to.includes(email) && sent.subject.startsWith('You are invited'))
        .map((sent) => /\/trade\/join\/([A-Za-z0-9_-]+)/.exec(sent.body.text ?? '')?.[1])
        .filter((token): token is string => token !== undefined && !notIn.includes(token)),
    (found) => found.length > 0,
    { what: `an invitation email to ${email}`, timeoutMs: 10_000 },
  );
  return tokens[tokens.length - 1]!;
}

/** An approved company whose admin is `owner`, with `buyer` joined through a real invitation email. */
export async function companyWithBuyer(shopAdmin: SignedInUser, owner: SignedInUser, buyer: SignedInUser): Promise<Company> {
  const company = await approvedCompanyOf(owner, shopAdmin);
  const invited = await callApi('POST', '/trade/invites', { auth: owner.token, body: { email: buyer.email, role: 'buyer' } });
  if (invited.status !== 201) throw new Error(`POST /trade/invites answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const joined = await callApi('POST', `/trade/join/${await invitationToken(buyer.email)}`, { auth: buyer.token });
  if (joined.status !== 200) throw new Error(`POST /trade/join answered ${joined.status}: ${JSON.stringify(joined.body)}`);
  return company;
}
