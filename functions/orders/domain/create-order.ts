import type { Caller } from '../../platform/app-token.js';
import { ForbiddenError } from '../../platform/errors.js';
import type { Order, PurchaseInput } from '../contract/order.js';
import { placeOrder, type PlaceOrderDeps } from './place-order.js';

export type CreateOrderDeps = PlaceOrderDeps;

export interface CreateOrderOptions {
  /** The client's Idempotency-Key: a retry with the same key answers the order the first attempt wrote. */
  idempotencyKey?: string;
}

/** The total comes from the stored unit price; the client's price, status and name are ignored. */
export async function createOrder(
  deps: CreateOrderDeps,
  caller: Caller,
  toolId: string,
  input: PurchaseInput,
  options: CreateOrderOptions = {},
): Promise<Order> {
  if (input.email !== undefined && input.email.trim().toLowerCase() !== caller.email) {
    throw new ForbiddenError('email: you can only order for your own account');
  }
  return placeOrder(
    deps,
    caller,
    {
      lines: [{ toolId, quantity: input.quantity }],
      address: input.address,
      number: input.number,
      poNumber: input.poNumber,
      user_name: input.user_name,
      payment: input.payment,
    },
    { idempotencyKey: options.idempotencyKey, keyScope: toolId },
  );
}
