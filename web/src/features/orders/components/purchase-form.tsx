import '@functions/platform/contract/english-messages';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { taxCentsOf } from '@functions/platform/contract/tax';
import { purchaseSchema, quantityRangeToast, type PurchaseInput, type QuantityLimits } from '@functions/orders/contract/order';
import type { ToolAnswer } from '@functions/catalog/contract/tool';
import type { Order } from '@functions/orders/contract/order';
import type { PaymentMethod } from '@functions/trade/contract/credit-terms';
import { packQuantityProblem } from '@functions/catalog/contract/packs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type * as z from '@functions/platform/contract/zod';
import { describeError } from '../../../components/error-message';
import { FormField } from '../../../components/form-field';
import { PaymentChoice } from '../../../components/payment-choice';
import { PriceBreaksTable, shownUnitPriceCents } from '../../../components/price-breaks-table';
import { formatPrice } from '../../../lib/format';
import { centsToDollars } from '@functions/platform/contract/money';
import { runtimeConfigQueryOptions } from '../../../lib/runtime-config';
import { sharedKeys } from '../../../lib/query-keys';
import type { AuthUser } from '../../../lib/auth/auth-store';
import { createIdempotencyKeys } from '../../../lib/idempotency-keys';
import { createOrder } from '../api/create-order';
import { defaultQuantity, isQuantityInRange, mostOrderable, parseQuantity, quantityHint } from '../quantity';

export const ORDER_PLACED_MESSAGE = 'Congress you add a product to my order';
const QUANTITY_TOAST_ID = 'quantity-range';

type PurchaseFormValues = z.input<ReturnType<typeof purchaseSchema>>;

/**
 * The order form for one tool; the submit button stays disabled while the quantity is out of range.
 * `onOrderPlaced` lets the page keep the way to payment: a new stock level starts this form over.
 */
export function PurchaseForm({
  tool,
  user,
  onOrderPlaced,
  onAddToCart,
  accountNetDays,
}: {
  tool: ToolAnswer;
  user: AuthUser;
  /** With the placed order when the server answered it. */
  onOrderPlaced: (order?: Order) => void;
  /** 'Add to cart' with the quantity chosen (enabled only while it fits the tool, like Purchase). */
  onAddToCart?: (quantity: number) => void;
  /** The member's company's net days, when it may pay on account. */
  accountNetDays?: number;
}) {
  const limits: QuantityLimits = { minimum: tool.minimum, available: tool.available, orderMultiple: tool.orderMultiple, maxPerOrder: tool.maxPerOrder };
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<PurchaseFormValues, unknown, PurchaseInput>({
    resolver: zodResolver(purchaseSchema(limits)),
    mode: 'onTouched',
    defaultValues: { address: '', number: '', poNumber: '', quantity: defaultQuantity(limits) },
  });
  const quantity = useWatch({ control, name: 'quantity' });
  const inRange = isQuantityInRange(quantity, limits);
  // The server prices the order by the same rule; shown here only.
  const unitPriceCents = shownUnitPriceCents(tool, inRange ? quantity : undefined);
  const tax = useQuery(runtimeConfigQueryOptions).data?.tax;
  const subtotalCents = inRange ? unitPriceCents * quantity : 0;
  const taxCents = tax ? taxCentsOf(subtotalCents, tax.ratePercent) : 0;

  const [idempotencyKeys] = useState(createIdempotencyKeys);
  const [payment, setPayment] = useState<PaymentMethod>('card');
  const onAccount = accountNetDays !== undefined && payment === 'account';
  const order = useMutation({
    mutationFn: (values: PurchaseInput) =>
      createOrder(
        tool._id,
        {
          user_name: user.name,
          email: user.email,
          product_name: tool.name,
          address: values.address,
          number: values.number,
          quantity: values.quantity,
          ...(values.poNumber && { poNumber: values.poNumber }),
          status: 'Not paid',
          price: centsToDollars(unitPriceCents * values.quantity),
          ...(onAccount && { payment: 'account' as const }),
        },
        idempotencyKeys.keyFor(values),
      ),
    onSuccess: async (answer) => {
      if (answer.quantityUpdateResult.modifiedCount > 0) {
        idempotencyKeys.forget();
        toast.success(ORDER_PLACED_MESSAGE);
        reset();
        onOrderPlaced(answer.order);
      } else toast.error('The order was not placed. Please try again.');
      await Promise.all([sharedKeys.tools, sharedKeys.homeTools, sharedKeys.orders].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => toast.error(describeError(error)),
  });

  const quantityField = register('quantity', {
    setValueAs: parseQuantity,
    onChange: (event: { target: { value: string } }) => {
      const value = parseQuantity(event.target.value);
      if (value !== undefined && !isQuantityInRange(value, limits)) {
        const inStockRange = value >= limits.minimum && value <= limits.available;
        toast.error((inStockRange && packQuantityProblem(value, limits)) || quantityRangeToast(limits), { id: QUANTITY_TOAST_ID });
      }
    },
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit((values) => order.mutate(values))(event)} className="flex flex-col gap-4">
      <FormField label="Name" value={user.name || user.email} readOnly disabled />
      <FormField label="Email" type="email" value={user.email} readOnly disabled />
      <FormField label="Product" value={tool.name} readOnly disabled />
      <FormField label="Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
      <FormField label="Phone number" type="tel" autoComplete="tel" error={errors.number?.message} {...register('number')} />
      <FormField
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={limits.minimum}
        max={mostOrderable(limits)}
        step={tool.orderMultiple}
        error={errors.quantity?.message}
        hint={quantityHint(limits)}
        {...quantityField}
      />
      <FormField label="PO number (optional)" error={errors.poNumber?.message} {...register('poNumber')} />
      {accountNetDays !== undefined ? <PaymentChoice netDays={accountNetDays} value={payment} onChange={setPayment} /> : null}
      <PriceBreaksTable tool={tool} quantity={inRange ? quantity : undefined} />
      <p aria-live="polite">
        Unit price: <span data-testid="unit-price">{formatPrice(unitPriceCents)}</span>
      </p>
      {tax && tax.ratePercent > 0 ? (
        <p aria-live="polite">
          Subtotal: {inRange ? formatPrice(subtotalCents) : '—'}, {tax.label} ({tax.ratePercent}%): {inRange ? formatPrice(taxCents) : '—'}
        </p>
      ) : null}
      <p className="font-semibold" aria-live="polite">
        Total: {inRange ? formatPrice(subtotalCents + taxCents) : '—'}
      </p>
      <button type="submit" className="btn btn-primary" disabled={!inRange || order.isPending}>
        {order.isPending ? 'Placing your order…' : 'Purchase'}
      </button>
      {onAddToCart ? (
        <button type="button" className="btn btn-outline" disabled={!inRange} onClick={() => inRange && onAddToCart(quantity)}>
          Add to cart
        </button>
      ) : null}
    </form>
  );
}
