import type { OrderDecisionDeps } from '../domain/approve-order.js';
import { getOrderConsistently } from '../store/order-payments-repository.js';
import { approveOrderTakingStock } from '../store/orders-repository.js';
import { declineAwaitingOrder } from '../store/order-lifecycle-repository.js';
import { getToolsOnSale } from '../../catalog/store/tools-repository.js';
import { readUnpaidOrders } from '../../accounts/store/unpaid-orders-repository.js';
import { getMembership } from '../../trade/store/trade-repository.js';
import { unpaidOrderHoldMinutes } from '../../platform/config.js';

export const orderDecisionDeps: OrderDecisionDeps = {
  getOrder: getOrderConsistently,
  getMembership,
  getTools: getToolsOnSale,
  readUnpaidOrders,
  approveOrderTakingStock,
  declineAwaitingOrder,
  now: () => new Date(),
  holdMinutes: unpaidOrderHoldMinutes,
};
