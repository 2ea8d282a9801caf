import '@functions/platform/contract/english-messages';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkoutSchema, MAX_PO_NUMBER_LENGTH, type CheckoutInput, type Order } from '@functions/orders/contract/order';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type * as z from '@functions/platform/contract/zod';
import type { PaymentMethod } from '@functions/trade/contract/credit-terms';
import { describeError } from '../../../components/error-message';
import { FormField } from '../../../components/form-field';
import { PaymentChoice } from '../../../components/payment-choice';
import { ApiError } from '../../../lib/api-client';
import { createIdempotencyKeys } from '../../../lib/idempotency-keys';
import { placeOrder } from '../api/place-order';
import { removeFromCart, type CartLine } from '../cart-store';

type CheckoutFormValues = z.input<typeof checkoutSchema>;

/** The server's messages for the cart's lines (`lines.N.quantity`), by tool id. */
function lineErrorsOf(error: unknown, lines: readonly CartLine[]): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const errors: Record<string, string> = {};
  for (const detail of error.details as { field?: string; message?: string }[]) {
    const index = /^lines\.(\d+)\./.exec(detail.field ?? '')?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    if (line && detail.message) errors[line.toolId] = detail.message;
  }
  return errors;
}

interface CheckoutFormProps {
  lines: readonly CartLine[];
  /** Every line fits its tool: the order may be placed. */
  ready: boolean;
  onLineErrors(errors: Record<string, string>): void;
  /** The member's company's net days, when it may pay on account. */
  accountNetDays?: number;
  onPlaced(order: Order): void;
}

/** Address, phone, an optional PO number and (with terms) card or account, then the cart's lines placed as one order. Placing takes its lines out of the cart. */
export function CheckoutForm({ lines, ready, onLineErrors, accountNetDays, onPlaced }: CheckoutFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CheckoutFormValues, unknown, CheckoutInput>({
    resolver: zodResolver(checkoutSchema),
    mode: 'onTouched',
    defaultValues: { address: '', number: '', poNumber: '' },
  });
  const [idempotencyKeys] = useState(createIdempotencyKeys);
  const [payment, setPayment] = useState<PaymentMethod>('card');
  const onAccount = accountNetDays !== undefined && payment === 'account';
  const place = useMutation({
    mutationFn: (values: CheckoutInput) => {
      const request = {
        ...values,
        ...(onAccount && { payment: 'account' as const }),
        lines: lines.map((line) => ({ toolId: line.toolId, quantity: line.quantity })),
      };
      return placeOrder(request, idempotencyKeys.keyFor(request));
    },
    onSuccess: ({ order }) => {
      idempotencyKeys.forget();
      removeFromCart(order.lines.map((line) => line.toolId));
      onPlaced(order);
    },
    onError: (error) => {
      const lineErrors = lineErrorsOf(error, lines);
      onLineErrors(lineErrors);
      toast.error(describeError(error));
    },
  });

  return (
    <form
      noValidate
      aria-label="Checkout"
      onSubmit={(event) => void handleSubmit((values) => place.mutate(values))(event)}
      className="card flex flex-col gap-4 p-6"
    >
      <FormField label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
      <FormField label="Phone number" type="tel" autoComplete="tel" error={errors.number?.message} {...register('number')} />
      <FormField
        label="PO number"
        maxLength={MAX_PO_NUMBER_LENGTH}
        hint="Optional: your purchase order number"
        error={errors.poNumber?.message}
        {...register('poNumber')}
      />
      {accountNetDays !== undefined ? <PaymentChoice netDays={accountNetDays} value={payment} onChange={setPayment} /> : null}
      <button type="submit" className="btn btn-primary" disabled={!ready || place.isPending}>
        {place.isPending ? 'Placing your order…' : 'Place order'}
      </button>
    </form>
  );
}
