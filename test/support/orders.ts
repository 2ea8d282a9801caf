/** Placing orders through PUT /purchase/{id} and POST /orders, with the bodies the web app sends. */
import type { OrderAnswer as Order } from '../../functions/orders/contract/order.js';
import { callApi, type ApiResponse } from './api-client.js';
import type { SignedInUser } from './accounts.js';

export interface PurchaseAnswer {
  quantityUpdateResult?: { modifiedCount: number };
  order?: Order;
  message?: string;
}

/** The client's price, status and product name are deliberately wrong: the server must ignore them. */
export function purchase(
  user: SignedInUser,
  toolId: string,
  quantity: number,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<ApiResponse<PurchaseAnswer>> {
  return callApi<PurchaseAnswer>('PUT', `/purchase/${encodeURIComponent(toolId)}`, {
    auth: user.token,
    headers,
    body: {
      user_name: user.name,
      email: user.email,
      product_name: 'Something cheaper',
      address: '12 Test Street, Springfield',
      number: '01234567890',
      quantity,
      status: 'paid',
      price: 0.01,
      ...extra,
    },
  });
}

/** Places an order that must succeed and returns it. */
export async function placeOrder(user: SignedInUser, toolId: string, quantity: number): Promise<Order> {
  const response = await purchase(user, toolId, quantity);
  if (response.status !== 200 || !response.body.order) {
    throw new Error(`PUT /purchase/${toolId} answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body.order;
}

export interface CheckoutAnswer {
  order?: Order;
  message?: string;
  details?: unknown;
}

/** POST /orders: a cart's lines checked out as one order. */
export function checkout(
  user: SignedInUser,
  lines: { toolId: string; quantity: number }[],
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<ApiResponse<CheckoutAnswer>> {
  return callApi<CheckoutAnswer>('POST', '/orders', {
    auth: user.token,
    headers,
    body: { lines, address: '12 Test Street, Springfield', number: '01234567890', ...extra },
  });
}

/** A cart checked out that must succeed: the order placed. */
export async function placeCartOrder(user: SignedInUser, lines: { toolId: string; quantity: number }[]): Promise<Order> {
  const response = await checkout(user, lines);
  if (response.status !== 201 || !response.body.order) throw new Error(`POST /orders answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.order;
}
