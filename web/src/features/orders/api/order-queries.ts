import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@functions/orders/contract/order';
import { apiFetch, apiFetchPage } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

export const orderKeys = {
  all: sharedKeys.orders,
  mine: (email: string) => [...orderKeys.all, 'mine', email] as const,
  everyone: (adminEmail: string, filters: OrderFilters = {}) => [...orderKeys.all, 'everyone', adminEmail, filters] as const,
};

const withCursor = (path: string, cursor: string | undefined) => (cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path);

/** The filters of Manage all orders (GET /allorders' `status` and `buyer`). */
export interface OrderFilters {
  status?: OrderStatus;
  buyer?: string;
}

/** `path?status=&buyer=&cursor=`, leaving out what is not set. */
function withQuery(path: string, query: Record<string, string | undefined>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

interface MyOrdersAnswer {
  orders: Order[];
  nextCursor?: string;
}

/** GET /myorder/{email}: the caller's own orders, newest first, a page at a time. */
export const myOrdersQueryOptions = (email: string) =>
  infiniteQueryOptions({
    queryKey: orderKeys.mine(email),
    queryFn: ({ pageParam, signal }) => apiFetch<MyOrdersAnswer>(withCursor(`/myorder/${encodeURIComponent(email)}`, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.orders),
  });

/** GET /allorders/{email} (admin; the email is the admin's own): every order, or those of one status and/or buyer, newest first. */
export const allOrdersQueryOptions = (adminEmail: string, filters: OrderFilters = {}) =>
  infiniteQueryOptions({
    queryKey: orderKeys.everyone(adminEmail, filters),
    queryFn: ({ pageParam, signal }) =>
      apiFetchPage<Order>(withQuery(`/allorders/${encodeURIComponent(adminEmail)}`, { status: filters.status, buyer: filters.buyer, cursor: pageParam }), {
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
