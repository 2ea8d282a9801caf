import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Order } from '@schemas/order';
import { apiFetch, apiFetchPage } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

export const orderKeys = {
  all: sharedKeys.orders,
  mine: (email: string) => [...orderKeys.all, 'mine', email] as const,
  everyone: (adminEmail: string) => [...orderKeys.all, 'everyone', adminEmail] as const,
};

const withCursor = (path: string, cursor: string | undefined) => (cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path);

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

/** GET /allorders/{email} (admin; the email is the admin's own): every order, newest first. */
export const allOrdersQueryOptions = (adminEmail: string) =>
  infiniteQueryOptions({
    queryKey: orderKeys.everyone(adminEmail),
    queryFn: ({ pageParam, signal }) => apiFetchPage<Order>(withCursor(`/allorders/${encodeURIComponent(adminEmail)}`, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
