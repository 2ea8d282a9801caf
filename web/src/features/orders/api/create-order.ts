import type { Order } from '@functions/orders/contract/order';
import type { PaymentMethod } from '@functions/trade/contract/credit-terms';
import { apiFetch } from '../../../lib/api-client';

export interface CreateOrderRequest {
  user_name: string;
  email: string;
  product_name: string;
  address: string;
  number: string;
  quantity: number;
  /** The buyer's purchase-order number, optional. */
  poNumber?: string;
  status: 'Not paid';
  /** 'account' for a member whose company has terms; card when absent. */
  payment?: PaymentMethod;
  /** Shown to the user only: the server computes the total itself. */
  price: number;
}

export interface CreateOrderAnswer {
  quantityUpdateResult: { modifiedCount: number };
  order?: Order;
}

/** PUT /purchase/{id}: places an order; modifiedCount > 0 means it worked. */
export const createOrder = (toolId: string, request: CreateOrderRequest, idempotencyKey: string) =>
  apiFetch<CreateOrderAnswer>(`/purchase/${encodeURIComponent(toolId)}`, { method: 'PUT', body: request, idempotencyKey });
