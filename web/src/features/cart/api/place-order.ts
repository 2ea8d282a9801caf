import type { Order, PlaceOrderInput } from '@functions/orders/contract/order';
import { apiFetch } from '../../../lib/api-client';

/** POST /orders: the cart's lines as one order; the server prices every line. */
export const placeOrder = (request: PlaceOrderInput, idempotencyKey: string) =>
  apiFetch<{ order: Order }>('/orders', { method: 'POST', body: request, idempotencyKey });
