import { Link, useParams } from 'react-router-dom';
import { useJoinTradeAccount } from '../../features/trade/api/trade-mutations';
import { useAuth } from '../../lib/auth/use-auth';

/** /trade/join/:token, the invitation email's link: the signed-in account joins the company. */
export function TradeJoinPage() {
  const { token = '' } = useParams();
  const { user } = useAuth();
  const join = useJoinTradeAccount();

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold text-teal-800">Join a trade account</h1>
      {join.isSuccess ? (
        <p>
          You joined {join.data.company.name}.{' '}
          <Link to="/trade" className="text-teal-800 underline">
            See your trade account
          </Link>
        </p>
      ) : (
        <>
          <p className="text-slate-700">The invitation is for the address it was sent to. You are signed in as {user?.email}.</p>
          {join.isError ? (
            <p role="alert" className="font-medium text-red-700">
              {join.error.message}
            </p>
          ) : null}
          <div>
            <button type="button" className="btn btn-primary" disabled={join.isPending} onClick={() => join.mutate(token)}>
              {join.isPending ? 'Joining…' : 'Accept the invitation'}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
