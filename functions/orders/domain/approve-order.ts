/**
 * A company admin's decision on a buyer's order that waits for approval: approving takes the stock
 * then (by the same rules as placing an order), declining records the reason.
 */
import type { Caller } from '../../platform/app-token.js';
import { ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError } from '../../platform/errors.js';
import type { Order } from '../contract/order.js';
import type { Tool } from '../../catalog/contract/tool.js';
import type { UnpaidOrders } from '../../accounts/store/unpaid-orders-repository.js';
import type { ApproveOutcome } from '../store/orders-repository.js';
import type { ChangeOutcome } from '../store/order-writes.js';
import { COMPANY_ADMINS_ONLY_MESSAGE } from '../../trade/contract/trade-account-terms.js';
import { checkLineTools } from './place-order.js';
import { checkUnpaidOrders, MAX_UNPAID_ORDERS, tooManyUnpaidOrders } from './order-limits.js';

export interface OrderDecisionDeps {
  getOrder(id: string): Promise<Order | undefined>;
  /** The caller's membership: their company and role. */
  getMembership(userId: string): Promise<{ companyId: string; role: 'admin' | 'buyer' } | undefined>;
  /** The tools on sale of these ids, in their order (undefined: unknown or archived). */
  getTools(ids: readonly string[]): Promise<(Tool | undefined)[]>;
  readUnpaidOrders(userId: string, upTo: number): Promise<UnpaidOrders>;
  approveOrderTakingStock(
    order: Order,
    pricedFrom: readonly Tool[],
    unpaid: UnpaidOrders,
    limit: number,
    approval: { at: string; by: string; holdExpiresAt: string },
  ): Promise<ApproveOutcome>;
  declineAwaitingOrder(orderId: string, decline: { at: string; by: string; reason?: string }): Promise<ChangeOutcome>;
  now(): Date;
  holdMinutes(): number;
}

const ATTEMPTS = 3;

/** The order, if the caller is an admin of its company: another company's order is not found. */
async function companyOrder(deps: OrderDecisionDeps, caller: Caller, orderId: string): Promise<Order> {
  const [order, member] = await Promise.all([deps.getOrder(orderId), deps.getMembership(caller.uid)]);
  if (!order || !member || order.companyId !== member.companyId) throw new NotFoundError(`No order with id ${orderId}`);
  if (member.role !== 'admin') throw new ForbiddenError(COMPANY_ADMINS_ONLY_MESSAGE);
  return order;
}

const notWaiting = (order: Order) => new ConflictError(`This order is ${order.status}: only an order awaiting approval can be approved or declined`);

/** POST /trade/orders/{orderId}/approve. Approving an order already approved answers it as it is. */
export async function approveOrder(deps: OrderDecisionDeps, caller: Caller, orderId: string): Promise<Order> {
  let order = await companyOrder(deps, caller, orderId);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (order.approvedAt !== undefined) return order;
    if (order.status !== 'Awaiting approval') throw notWaiting(order);
    const [tools, unpaid] = await Promise.all([deps.getTools(order.lines.map((line) => line.toolId)), deps.readUnpaidOrders(order.userId, MAX_UNPAID_ORDERS)]);
    const checked = checkLineTools(tools, order.lines);
    checkUnpaidOrders(unpaid.count);
    const now = deps.now();
    const approval = { at: now.toISOString(), by: caller.email, holdExpiresAt: new Date(now.getTime() + deps.holdMinutes() * 60_000).toISOString() };
    const outcome = await deps.approveOrderTakingStock(order, checked, unpaid, MAX_UNPAID_ORDERS, approval);
    if (outcome === 'created') return { ...order, status: 'Not paid', approvedAt: approval.at, approvedBy: approval.by, holdExpiresAt: approval.holdExpiresAt };
    if (outcome === 'unpaid-limit') throw tooManyUnpaidOrders();
    if (typeof outcome === 'object') {
      const tool = checked.find((candidate) => candidate._id === outcome.toolId);
      throw new ConflictError(`Not enough ${tool?.name ?? 'stock'} left in stock to approve this order`, { toolId: outcome.toolId });
    }
    // Another admin decided meanwhile, or the buyer's unpaid orders changed: read again.
    const current = await deps.getOrder(orderId);
    if (!current) throw new NotFoundError(`No order with id ${orderId}`);
    order = current;
  }
  throw new ServiceUnavailableError('The order kept changing while it was approved: try again');
}

/** POST /trade/orders/{orderId}/decline. Declining an order already declined answers it as it is. */
export async function declineOrder(deps: OrderDecisionDeps, caller: Caller, orderId: string, reason?: string): Promise<Order> {
  const order = await companyOrder(deps, caller, orderId);
  if (order.status === 'Declined') return order;
  if (order.status !== 'Awaiting approval') throw notWaiting(order);
  const decline = { at: deps.now().toISOString(), by: caller.email, ...(reason !== undefined && { reason }) };
  const outcome = await deps.declineAwaitingOrder(orderId, decline);
  if (outcome.changed)
    return { ...order, status: 'Declined', declinedAt: decline.at, declinedBy: decline.by, ...(reason !== undefined && { declineReason: reason }) };
  const current = await deps.getOrder(orderId);
  if (current?.status === 'Declined') return current;
  throw notWaiting(current ?? order);
}
