import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@functions/orders/contract/order';
import { apiFetch } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/** The orders that let a customer review their tool. */
const BOUGHT: ReadonlySet<Order['status']> = new Set(['paid', 'delivered']);

interface MyOrdersPage {
  orders: Pick<Order, 'lines' | 'status'>[];
  nextCursor?: string;
}

/** Under ['orders', ...]: a payment or a cancel that invalidates the orders refreshes the dropdown too. */
export const boughtToolKeys = {
  names: (email: string) => [...sharedKeys.orders, 'bought-tool-names', email] as const,
};

/** The names of the tools the customer bought (any line of a paid or delivered order), from every page of GET /myorder/{email}. */
export async function fetchBoughtToolNames(email: string, signal?: AbortSignal): Promise<string[]> {
  const names = new Set<string>();
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ limit: '100' });
    if (cursor) query.set('cursor', cursor);
    const page = await apiFetch<MyOrdersPage>(`/myorder/${encodeURIComponent(email)}?${query.toString()}`, { signal });
    // Every line of a bought order is a tool the customer may review.
    for (const order of page.orders) if (BOUGHT.has(order.status)) for (const line of order.lines) names.add(line.product_name);
    cursor = page.nextCursor;
  } while (cursor);
  return [...names].sort((a, b) => a.localeCompare(b));
}

export const boughtToolNamesQueryOptions = (email: string) =>
  queryOptions({ queryKey: boughtToolKeys.names(email), queryFn: ({ signal }) => fetchBoughtToolNames(email, signal) });
