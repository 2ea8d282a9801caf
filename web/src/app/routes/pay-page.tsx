import type { Order } from '@functions/orders/contract/order';
import { taxLineLabel } from '@functions/platform/contract/tax';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../../components/query-state';
import { formatDateTime, formatPrice } from '../../lib/format';
import { useAuth } from '../../lib/auth/use-auth';
import { AWAITING_APPROVAL } from '../../features/orders/components/order-status-cell';
import { orderForPaymentQueryOptions } from '../../features/payment/api/payment-api';
import { CardPaymentForm } from '../../features/payment/components/card-payment-form';
import { usePayOrder } from '../../features/payment/use-pay-order';
import { signedInLoader } from '../route-loaders';

export const loader = signedInLoader((queryClient, _email, params) => queryClient.ensureQueryData(orderForPaymentQueryOptions(params.id ?? '')));

/** /dashboard/buy/:id: the order summary and the card form. */
export function PayPage() {
  const { id = '' } = useParams();
  const query = useQuery(orderForPaymentQueryOptions(id));

  useEffect(() => {
    document.title = 'Pay | Tools Storefront';
  }, []);

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Pay for your order</h1>
      <QueryState query={query} loadingLabel="Loading your order">
        {(order) => (
          <>
            <OrderSummary order={order} />
            <section aria-labelledby="card-heading" className="card p-6">
              <h2 id="card-heading" className="mb-4 text-xl font-bold">
                Card details
              </h2>
              <PaymentSection order={order} />
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}

function OrderSummary({ order }: { order: Order }) {
  return (
    <section aria-labelledby="summary-heading" className="card p-6">
      <h2 id="summary-heading" className="mb-3 text-xl font-bold">
        Order summary
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Name</dt>
        <dd>{order.user_name}</dd>
        <dt className="font-semibold">Product</dt>
        <dd>{order.product_name}</dd>
        <dt className="font-semibold">Quantity</dt>
        <dd>{order.quantity}</dd>
        {order.taxCents > 0 ? (
          <>
            <dt className="font-semibold">Subtotal</dt>
            <dd>{formatPrice(order.subtotalCents)}</dd>
            <dt className="font-semibold">{taxLineLabel(order)}</dt>
            <dd>{formatPrice(order.taxCents)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Total price</dt>
        <dd>{formatPrice(order.amountCents)}</dd>
        {order.poNumber ? (
          <>
            <dt className="font-semibold">PO number</dt>
            <dd>{order.poNumber}</dd>
          </>
        ) : null}
      </dl>
      {order.lines.length > 1 ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Order lines</caption>
          <thead>
            <tr>
              <th scope="col">Tool</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit price</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.toolId}>
                <th scope="row" className="font-normal">
                  {line.product_name}
                </th>
                <td>{line.quantity}</td>
                <td>{formatPrice(line.unitPriceCents)}</td>
                <td>{formatPrice(line.amountCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function PaymentSection({ order }: { order: Order }) {
  const { user } = useAuth();
  const pay = usePayOrder(order);

  if (order.status === 'cancelled' || order.status === 'refunded') {
    return (
      <p role="status">
        This order was {order.status} and can no longer be paid.{' '}
        <Link to="/dashboard/myorder" className="link">
          Back to my orders
        </Link>
      </p>
    );
  }
  // A trade buyer's order above their approval limit is paid once a company admin approved it.
  if ((order.status as string) === AWAITING_APPROVAL) {
    return (
      <p role="status">
        This order is awaiting approval by your company&apos;s admin: you can pay for it once it is approved.{' '}
        <Link to="/dashboard/myorder" className="link">
          Back to my orders
        </Link>
      </p>
    );
  }
  if (order.status !== 'Not paid') {
    return (
      <p role="status">
        This order is already paid.{' '}
        <Link to="/dashboard/myorder" className="link">
          Back to my orders
        </Link>
      </p>
    );
  }
  if (user && user.uid !== order.userId) {
    return <p role="status">Only the customer who placed this order can pay for it.</p>;
  }
  return (
    <>
      {order.holdExpiresAt && (
        <p className="mb-4 text-slate-800">Pay by {formatDateTime(order.holdExpiresAt)}: after that the order is cancelled and its stock released.</p>
      )}
      {order.lastPaymentError && (
        <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 p-3 text-red-900">
          Your last payment failed: {order.lastPaymentError}
        </p>
      )}
      <CardPaymentForm billing={{ name: order.user_name, email: order.email }} onPay={(confirmCard) => pay.mutate(confirmCard)} paying={pay.isPending} />
    </>
  );
}
