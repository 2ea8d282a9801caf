import { createHash } from 'node:crypto';
import type { Caller } from '../shared/app-token.js';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../shared/errors.js';
import { centsToDollars, orderTotalCents } from '../shared/money.js';
import { maximumQuantityMessage, minimumQuantityMessage } from '../schemas/messages.js';
import type { Order, PurchaseInput } from '../schemas/order.js';
import type { Tool } from '../schemas/tool.js';
import type { CreateOrderOutcome } from '../repositories/orders-repository.js';
import { checkOrderTotal, checkUnpaidOrders } from './order-limits.js';

export interface CreateOrderDeps {
  getTool(id: string): Promise<Tool | undefined>;
  createOrderTakingStock(order: Order): Promise<CreateOrderOutcome>;
  /** How many unpaid orders the account holds now. */
  countUnpaidOrders(userId: string): Promise<number>;
  newId(): string;
  now(): Date;
  /** How long the order holds its stock before it is cancelled unpaid. */
  holdMinutes(): number;
  /** Reads an order back: needed only for requests with an idempotency key. */
  getOrder?(id: string): Promise<Order | undefined>;
}

export interface CreateOrderOptions {
  /** The client's Idempotency-Key: a retry with the same key answers the order the first attempt wrote. */
  idempotencyKey?: string;
}

/** The order id of a keyed request: the same caller, tool and key always give the same id. */
export function idempotentOrderId(callerUid: string, toolId: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${callerUid}\n${toolId}\n${idempotencyKey}`).digest('hex').slice(0, 32);
}

/** The order an earlier attempt of this keyed request wrote, if any. */
async function earlierAttempt(deps: CreateOrderDeps, orderId: string | undefined, input: PurchaseInput): Promise<Order | undefined> {
  if (!orderId || !deps.getOrder) return undefined;
  const existing = await deps.getOrder(orderId);
  if (existing && existing.quantity !== input.quantity) throw new ConflictError('Idempotency-Key: already used for an order of another quantity');
  return existing;
}

/**
 * Places an order of `quantity` units of a tool for the caller. The total comes from the stored
 * unit price; the client's price, status and product name are ignored, and an email other than the
 * caller's is refused.
 */
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
  const keyedId = options.idempotencyKey === undefined ? undefined : idempotentOrderId(caller.uid, toolId, options.idempotencyKey);
  const earlier = await earlierAttempt(deps, keyedId, input);
  if (earlier) return earlier;
  // Side by side: one round trip for the limit and the tool.
  const [unpaidOrders, tool] = await Promise.all([deps.countUnpaidOrders(caller.uid), deps.getTool(toolId)]);
  checkUnpaidOrders(unpaidOrders);
  if (!tool) throw new NotFoundError(`No tool with id ${toolId}`);
  // At least 1 whatever the stored tool says: an order never gives stock back by being placed.
  const minimum = Math.max(1, tool.minimum);
  if (input.quantity < minimum) throw BadRequestError.forField('quantity', minimumQuantityMessage(minimum));
  if (input.quantity > tool.available) {
    if (tool.available < tool.minimum) throw new ConflictError(`${tool.name} is out of stock`);
    throw BadRequestError.forField('quantity', maximumQuantityMessage(tool.available));
  }
  const amountCents = orderTotalCents(tool.price, input.quantity);
  checkOrderTotal(amountCents);
  const now = deps.now();
  const order: Order = {
    _id: keyedId ?? deps.newId(),
    toolId: tool._id,
    userId: caller.uid,
    user_name: input.user_name || caller.name || caller.email,
    email: caller.email,
    emailVerified: caller.emailVerified === true,
    product_name: tool.name,
    quantity: input.quantity,
    address: input.address,
    number: input.number,
    unitPrice: tool.price,
    price: centsToDollars(amountCents),
    amountCents,
    status: 'Not paid',
    createdAt: now.toISOString(),
    holdExpiresAt: new Date(now.getTime() + deps.holdMinutes() * 60_000).toISOString(),
  };
  const outcome = await deps.createOrderTakingStock(order);
  if (outcome === 'order-exists') {
    // A concurrent retry of the same keyed request won the write.
    const winner = await earlierAttempt(deps, keyedId, input);
    if (winner) return winner;
    throw new ConflictError('Idempotency-Key: this order was placed and then cancelled; use a new key for a new order');
  }
  if (outcome !== 'created') {
    throw new ConflictError(`Not enough ${tool.name} left in stock: another order took the units or the price changed. Reload and try again.`);
  }
  return order;
}
