import type { Order } from '@functions/orders/contract/order';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatPrice } from '../../lib/format';
import { sharedKeys } from '../../lib/query-keys';
import type { LoginLocationState } from '../../lib/auth/login-location-state';
import { useAuth } from '../../lib/auth/use-auth';
import { subtotalCents } from '../../features/cart/cart-pricing';
import { useCartLines } from '../../features/cart/cart-store';
import { CartLines, quantityProblem } from '../../features/cart/components/cart-lines';
import { CheckoutForm } from '../../features/cart/components/checkout-form';
import { SaveAsList } from '../../features/lists/components/save-as-list';
import { OnAccountPlaced } from '../../features/orders/components/on-account-placed';
import { paymentKeys, paymentIntentQueryOptions } from '../../features/payment/api/payment-api';
import { useAccountTerms } from '../use-account-terms';
import { useMemberPrices } from '../use-member-prices';
import { RequestQuoteForm } from '../../features/quotes/components/request-quote-form';

/** Back here after signing in, with the checkout form open. */
const CHECKOUT_RETURN: LoginLocationState = { from: { pathname: '/cart', search: '?checkout', hash: '' } };

/** /cart (everyone): the cart's lines, the subtotal, and the checkout (sign-in first). */
export function CartPage() {
  const lines = useCartLines();
  // While the session is still being restored, `user` is null for a signed-in buyer too: the buttons that send a
  // visitor to /login wait for it.
  const { user, initializing } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [checkingOut, setCheckingOut] = useState(searchParams.has('checkout'));
  const [quoting, setQuoting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [placedOnAccount, setPlacedOnAccount] = useState<Order>();
  const accountTerms = useAccountTerms();

  useEffect(() => {
    document.title = 'Cart | Tools Storefront';
  }, []);

  // A trade member's own prices: the server prices their order by the same rule.
  const memberPrices = useMemberPrices(lines.map((line) => line.toolId));
  const ready = lines.length > 0 && lines.every((line) => quantityProblem(line) === undefined);
  const subtotal = ready ? subtotalCents(lines, memberPrices) : undefined;

  const checkout = () => {
    if (user) setCheckingOut(true);
    else void navigate('/login', { state: CHECKOUT_RETURN });
  };

  /**
   * An order on account is done here (no card step): it shows with its due date. Otherwise the pay page opens with the order the answer holds (no second read), its
   * payment intent already asked for.
   */
  const onPlaced = (order: Order) => {
    void queryClient.invalidateQueries({ queryKey: sharedKeys.orders, predicate: (query) => query.queryKey[1] !== 'for-payment' });
    void queryClient.invalidateQueries({ queryKey: sharedKeys.tools });
    void queryClient.invalidateQueries({ queryKey: sharedKeys.homeTools });
    if (order.payment === 'account') {
      setPlacedOnAccount(order);
      setCheckingOut(false);
      return;
    }
    queryClient.setQueryData(paymentKeys.order(order._id), order);
    void queryClient.prefetchQuery(paymentIntentQueryOptions(order._id));
    void navigate(`/dashboard/buy/${encodeURIComponent(order._id)}`);
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Your cart</h1>
      {placedOnAccount ? <OnAccountPlaced order={placedOnAccount} /> : null}
      {lines.length === 0 ? (
        <p role="status">
          Your cart is empty.{' '}
          <Link to="/" className="link">
            Find tools
          </Link>
        </p>
      ) : (
        <>
          <CartLines lines={lines} serverErrors={serverErrors} memberPrices={memberPrices} />
          <p className="text-right text-xl font-bold" aria-live="polite">
            Subtotal: {subtotal === undefined ? '—' : formatPrice(subtotal)}
          </p>
          {user && !checkingOut && <SaveAsList lines={lines} />}
          {quoting && user ? (
            <RequestQuoteForm lines={lines} onRequested={() => void navigate('/dashboard/quotes')} />
          ) : (
            <button
              type="button"
              className="btn self-end"
              disabled={lines.length === 0 || initializing}
              onClick={() => (user ? setQuoting(true) : void navigate('/login'))}
            >
              Request a quote
            </button>
          )}
          {checkingOut && user ? (
            <CheckoutForm lines={lines} ready={ready} onLineErrors={setServerErrors} accountNetDays={accountTerms?.netDays} onPlaced={onPlaced} />
          ) : (
            <button type="button" className="btn btn-primary self-end" disabled={!ready || initializing} onClick={checkout}>
              Checkout
            </button>
          )}
        </>
      )}
    </div>
  );
}
