import type { Order } from '@functions/orders/contract/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { describeError } from '../../components/error-message';
import { sharedKeys } from '../../lib/query-keys';
import { confirmOrderPayment, paymentIntentQueryOptions } from './api/payment-api';

export const PAYMENT_COMPLETED_MESSAGE = 'Congress! your payment is completed';

/** Confirms the card payment with the provider (Stripe.js or the local stand-in); resolves to the PaymentIntent id. */
export type ConfirmCard = (clientSecret: string) => Promise<string>;

/**
 * The pay flow: the server creates (or re-uses) the order's PaymentIntent, the browser confirms it
 * with the provider, the server verifies it with the provider and marks the order paid; then the
 * customer lands on My orders. Any refusal (the provider's message included) is an error toast.
 */
export function usePayOrder(order: Order) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (confirmCard: ConfirmCard) => {
      // The intent the checkout started ahead, once; otherwise (and on a second attempt) a new request.
      const ahead = paymentIntentQueryOptions(order._id);
      const { clientSecret } = await queryClient.fetchQuery(ahead).finally(() => queryClient.removeQueries({ queryKey: ahead.queryKey }));
      const transactionId = await confirmCard(clientSecret);
      await confirmOrderPayment(order._id, transactionId);
    },
    onSuccess: async () => {
      toast.success(PAYMENT_COMPLETED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: sharedKeys.orders });
      await navigate('/dashboard/myorder');
    },
    onError: (error) => toast.error(describeError(error)),
  });
}
