import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { TradeAccountView } from '@functions/trade/contract/trade-account';
import { QueryState } from '../../components/query-state';
import { useSession } from '../../lib/auth/use-session';
import { useCancelOrder } from '../../features/orders/api/order-mutations';
import { tradeAccountQueryOptions, tradeOrdersQueryOptions } from '../../features/trade/api/trade-queries';
import {
  useApplyForTradeAccount,
  useApproveTradeOrder,
  useDeclineTradeOrder,
  useInviteMember,
  useRemoveMember,
  useUpdateMember,
} from '../../features/trade/api/trade-mutations';
import { ApplyForm } from '../../features/trade/components/apply-form';
import { CompanySummary } from '../../features/trade/components/company-summary';
import { InviteForm } from '../../features/trade/components/invite-form';
import { MembersTable } from '../../features/trade/components/members-table';
import { TradeOrdersTable } from '../../features/trade/components/trade-orders-table';
import { signedInLoader } from '../route-loaders';

export const loader = signedInLoader((queryClient) => queryClient.ensureQueryData(tradeAccountQueryOptions()));

/** /trade: apply for a trade account; for members, the company, its members, invitations and orders. */
export function TradePage() {
  const accountQuery = useQuery(tradeAccountQueryOptions());
  const apply = useApplyForTradeAccount();
  const invite = useInviteMember();
  const updateMember = useUpdateMember();
  const removeMember = useRemoveMember();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 md:p-6">
      <h1 className="text-2xl font-bold text-teal-800 md:text-3xl">Trade account</h1>
      <QueryState query={accountQuery} loadingLabel="Loading your trade account">
        {(account) =>
          account === null ? (
            <section aria-labelledby="apply-heading" className="card p-4 sm:p-6">
              <h2 id="apply-heading" className="mb-2 text-lg font-semibold text-slate-900">
                Apply for a trade account
              </h2>
              <p className="mb-4 text-slate-700">Buy for your company at your own prices, with your buyers under one account.</p>
              <ApplyForm submitting={apply.isPending} onSubmit={(input) => apply.mutate(input)} />
            </section>
          ) : (
            <>
              <section aria-labelledby="company-heading" className="card p-4 sm:p-6">
                <h2 id="company-heading" className="mb-4 text-lg font-semibold text-slate-900">
                  Your company
                </h2>
                <CompanySummary company={account.company} />
                {/* Invoices on account are the company admins' to see and pay (the statement answers buyers 403). */}
                {account.me.role === 'admin' && (account.company.status === 'approved' || account.company.status === 'suspended') ? (
                  <p className="mt-4">
                    <Link to="/trade/statement" className="link">
                      Statement: balance, invoices on account and aging
                    </Link>
                  </p>
                ) : null}
              </section>
              <section aria-labelledby="members-heading" className="card overflow-x-auto p-4 sm:p-6">
                <h2 id="members-heading" className="mb-4 text-lg font-semibold text-slate-900">
                  Members
                </h2>
                <MembersTable
                  members={account.members}
                  me={account.me}
                  busy={updateMember.isPending || removeMember.isPending}
                  onUpdate={(userId, patch) => updateMember.mutate({ userId, patch })}
                  onRemove={(member) => removeMember.mutate(member)}
                />
              </section>
              {account.me.role === 'admin' && account.company.status === 'approved' ? (
                <section aria-labelledby="invite-heading" className="card p-4 sm:p-6">
                  <h2 id="invite-heading" className="mb-4 text-lg font-semibold text-slate-900">
                    Invite a member
                  </h2>
                  <InviteForm submitting={invite.isPending} onSubmit={(input) => invite.mutate(input)} />
                </section>
              ) : null}
              {/* A pending or declined application has no orders yet. */}
              {account.company.status === 'approved' || account.company.status === 'suspended' ? <TradeOrders me={account.me} /> : null}
            </>
          )
        }
      </QueryState>
    </div>
  );
}

/**
 * The company's orders (GET /trade/orders): a company admin sees every member's, with their names,
 * and approves or declines those awaiting approval; a buyer sees their own and may cancel a waiting one.
 */
function TradeOrders({ me }: { me: TradeAccountView['me'] }) {
  const ordersQuery = useQuery(tradeOrdersQueryOptions());
  const { user } = useSession();
  const approve = useApproveTradeOrder();
  const decline = useDeclineTradeOrder();
  const cancel = useCancelOrder(user?.email ?? '');
  const busyId = [approve, decline, cancel].find((mutation) => mutation.isPending)?.variables;
  const busyOrderId = busyId === undefined ? undefined : 'order' in busyId ? busyId.order._id : busyId._id;
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <h2 id="orders-heading" className="text-lg font-semibold text-slate-900">
        Orders
      </h2>
      <QueryState query={ordersQuery} loadingLabel="Loading your company's orders" empty="No orders yet.">
        {(orders) => (
          <TradeOrdersTable
            orders={orders}
            me={me}
            actions={{
              busyId: busyOrderId,
              onApprove: (order) => approve.mutate(order),
              onDecline: (order, reason) => decline.mutate({ order, reason }),
              onCancel: (order) => cancel.mutate(order),
            }}
          />
        )}
      </QueryState>
    </section>
  );
}
