import type { ApplyInput, ApproveInput, Company, CompanyPatch, Invite, InviteInput, Member, MemberPatch } from '@functions/trade/contract/trade-account';
import { apiFetch } from '../../../lib/api-client';
import { useToastMutation } from '../../../lib/toast-mutation';
import { sharedKeys } from '../../../lib/query-keys';
import { createIdempotencyKeys } from '../../../lib/idempotency-keys';
import { tradeKeys, type AdminCompany, type ContractPrice, type TradeOrder } from './trade-queries';

/** Every trade mutation: a toast with the server's message on failure, and the trade data read again after (trade prices change with the account: the tools' cached prices too). */
const useTradeMutation = <V, R>(mutationFn: (variables: V) => Promise<R>, success: (answer: R, variables: V) => string) =>
  useToastMutation(mutationFn, success, [tradeKeys.all, sharedKeys.tools]);

const companyPath = (companyId: string) => `/admin/trade-accounts/${encodeURIComponent(companyId)}`;

/** POST /trade/apply */
export const useApplyForTradeAccount = () =>
  useTradeMutation(
    (input: ApplyInput) => apiFetch<{ company: Company }>('/trade/apply', { method: 'POST', body: input }),
    () => 'Your application was sent. We will email you once it is reviewed.',
  );

/** One idempotency key per invitation attempt: sending the same values again after a lost answer sends one email. */
const inviteKeys = createIdempotencyKeys();

/** POST /trade/invites */
export const useInviteMember = () =>
  useTradeMutation(
    async (input: InviteInput) => {
      const answer = await apiFetch<{ invite: Invite }>('/trade/invites', { method: 'POST', body: input, idempotencyKey: inviteKeys.keyFor(input) });
      inviteKeys.forget();
      return answer;
    },
    (answer) => `Invitation sent to ${answer.invite.email}`,
  );

/** POST /trade/join/{token} */
export const useJoinTradeAccount = () =>
  useTradeMutation(
    (token: string) => apiFetch<{ company: Company }>(`/trade/join/${encodeURIComponent(token)}`, { method: 'POST' }),
    (answer) => `You joined ${answer.company.name}`,
  );

/** PATCH /trade/members/{userId} */
export const useUpdateMember = () =>
  useTradeMutation(
    ({ userId, patch }: { userId: string; patch: MemberPatch }) =>
      apiFetch<{ member: Member }>(`/trade/members/${encodeURIComponent(userId)}`, { method: 'PATCH', body: patch }),
    (answer) => `${answer.member.name} updated`,
  );

/** DELETE /trade/members/{userId} */
export const useRemoveMember = () =>
  useTradeMutation(
    (member: Pick<Member, 'userId' | 'name'>) => apiFetch(`/trade/members/${encodeURIComponent(member.userId)}`, { method: 'DELETE' }),
    (_answer, member) => `${member.name} removed`,
  );

/** POST /admin/trade-accounts/{companyId}/approve */
export const useApproveCompany = () =>
  useTradeMutation(
    ({ companyId, input }: { companyId: string; input: ApproveInput }) =>
      apiFetch<{ company: AdminCompany }>(`${companyPath(companyId)}/approve`, { method: 'POST', body: input }),
    (answer) => `${answer.company.name} approved`,
  );

/** POST /admin/trade-accounts/{companyId}/decline */
export const useDeclineCompany = () =>
  useTradeMutation(
    ({ companyId, reason }: { companyId: string; reason: string }) =>
      apiFetch<{ company: AdminCompany }>(`${companyPath(companyId)}/decline`, { method: 'POST', body: { reason } }),
    (answer) => `${answer.company.name} declined`,
  );

/** PATCH /admin/trade-accounts/{companyId} */
export const useUpdateCompany = () =>
  useTradeMutation(
    ({ companyId, patch }: { companyId: string; patch: CompanyPatch }) =>
      apiFetch<{ company: AdminCompany }>(companyPath(companyId), { method: 'PATCH', body: patch }),
    (answer) => `${answer.company.name} updated`,
  );

/** PUT /admin/trade-accounts/{companyId}/prices */
export const useSetContractPrices = () =>
  useTradeMutation(
    ({ companyId, prices }: { companyId: string; prices: ContractPrice[] }) =>
      apiFetch<{ prices: ContractPrice[] }>(`${companyPath(companyId)}/prices`, { method: 'PUT', body: { prices } }),
    (answer) => `Contract prices saved (${answer.prices.length})`,
  );

/** Approving or declining a member's order: the company's orders, every cached order and the stock (approving takes it) are read again. */
const useTradeOrderMutation = <V>(mutationFn: (variables: V) => Promise<{ order: TradeOrder }>, success: string) =>
  useToastMutation(mutationFn, () => success, [sharedKeys.orders, sharedKeys.tools, sharedKeys.homeTools]);

const tradeOrderPath = (orderId: string) => `/trade/orders/${encodeURIComponent(orderId)}`;

/** POST /trade/orders/{orderId}/approve (company admins): 409 names the tool whose stock ran out. */
export const useApproveTradeOrder = () =>
  useTradeOrderMutation(
    (order: Pick<TradeOrder, '_id'>) => apiFetch<{ order: TradeOrder }>(`${tradeOrderPath(order._id)}/approve`, { method: 'POST' }),
    'Order approved',
  );

/** POST /trade/orders/{orderId}/decline { reason? } (company admins). */
export const useDeclineTradeOrder = () =>
  useTradeOrderMutation(
    ({ order, reason }: { order: Pick<TradeOrder, '_id'>; reason?: string }) =>
      apiFetch<{ order: TradeOrder }>(`${tradeOrderPath(order._id)}/decline`, { method: 'POST', body: reason ? { reason } : {} }),
    'Order declined',
  );
