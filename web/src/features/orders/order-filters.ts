import '@functions/platform/contract/english-messages';
import { allOrdersQuerySchema, ORDER_STATUSES, type OrderStatus } from '@functions/orders/contract/order';
import type { OrderFilters } from './api/order-queries';

/** How each status reads in the filter. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  'Not paid': 'Not paid',
  paid: 'Paid',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  'Awaiting approval': 'Awaiting approval',
  Declined: 'Declined',
  'On account': 'On account',
};

export { ORDER_STATUSES };

/** The filters kept in the address (?status=&buyer=); a value GET /allorders would refuse is left out. */
export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const status = allOrdersQuerySchema.shape.status.safeParse(search.get('status') ?? undefined);
  const buyer = allOrdersQuerySchema.shape.buyer.safeParse(search.get('buyer') || undefined);
  return {
    ...(status.success && status.data ? { status: status.data } : {}),
    ...(buyer.success && buyer.data ? { buyer: buyer.data } : {}),
  };
}

/** The address's search params for `filters`, keeping any others. */
export function searchWithFilters(search: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of ['status', 'buyer'] as const) {
    const value = filters[name];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
