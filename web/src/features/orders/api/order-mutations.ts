import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Order } from '@functions/orders/contract/order';
import { apiFetch } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';
import { orderKeys } from './order-queries';

/** Cancelling gives the stock back, so other features' cached tool lists (the home page's) are stale too. */
const STOCK_KEYS = [sharedKeys.tools, sharedKeys.homeTools] as const;

type OrderRef = Pick<Order, '_id' | 'product_name'>;

/** The customer's toast after cancelling one of their orders (SPEC's words). */
const customerCancelToast = (order: OrderRef) => `You deleted ${order.product_name} form your order list`;

/**
 * DELETE /myordercancel/{orderId}/{email}: cancels an unpaid order, one of the caller's own or, for
 * an admin, anyone's. `{email}` is always the caller's own (`callerEmail`).
 */
export function useCancelOrder(callerEmail: string, successToast: (order: OrderRef) => string = customerCancelToast) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: OrderRef) =>
      apiFetch<{ result: { deletedCount: number } }>(`/myordercancel/${encodeURIComponent(order._id)}/${encodeURIComponent(callerEmail)}`, {
        method: 'DELETE',
      }),
    onSuccess: (_answer, order) => {
      toast.success(successToast(order));
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => Promise.all([orderKeys.all, ...STOCK_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export interface DeliveryDetails {
  carrier?: string;
  trackingNumber?: string;
}

/** POST /delivered/{orderId} (admin): a paid order has been delivered, optionally with carrier and tracking number. */
export function useMarkDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ details = {}, ...order }: OrderRef & { details?: DeliveryDetails }) =>
      apiFetch<{ modifiedCount: number }>(`/delivered/${encodeURIComponent(order._id)}`, { method: 'POST', body: details }),
    onSuccess: (_answer, order) => {
      toast.success(`Congress! you delivered ${order.product_name}`);
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** POST /refund/{orderId} (admin): refunds a paid or delivered order in full. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: OrderRef) => apiFetch<{ order: Order }>(`/refund/${encodeURIComponent(order._id)}`, { method: 'POST' }),
    onSuccess: (_answer, order) => {
      toast.success(`You refunded ${order.product_name}`);
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => Promise.all([orderKeys.all, ...STOCK_KEYS].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
