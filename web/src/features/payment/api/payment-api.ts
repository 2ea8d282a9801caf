import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@functions/orders/contract/order';
import { apiFetch } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/** Rooted at 'orders', so invalidating ['orders'] after a payment refreshes every order view. */
export const paymentKeys = {
  order: (orderId: string) => [...sharedKeys.orders, 'for-payment', orderId] as const,
};

/** GET /pay/{orderId}: the order to pay. */
export const orderForPaymentQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: ({ signal }) => apiFetch<Order>(`/pay/${encodeURIComponent(orderId)}`, { signal }),
  });

/** POST /create-payment-intent: the server charges the stored order total, whatever the client thinks it is. */
export const createPaymentIntent = (orderId: string) => apiFetch<{ clientSecret: string }>('/create-payment-intent', { method: 'POST', body: { orderId } });

/**
 * The order's payment intent, started ahead: the checkout asks for it as it opens the pay page, so
 * the card form need not wait for it. Used once (usePayOrder takes it out of the cache), so a
 * second attempt asks the server again as before.
 */
export const paymentIntentQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['payment-intent', orderId] as const, queryFn: () => createPaymentIntent(orderId), staleTime: Infinity, retry: false });

/** PATCH /pay/{orderId}: the server checks the payment with the provider before marking the order paid. */
export const confirmOrderPayment = (orderId: string, transactionId: string) =>
  apiFetch<{ acknowledged: boolean }>(`/pay/${encodeURIComponent(orderId)}`, { method: 'PATCH', body: { orderId, transactionId } });
