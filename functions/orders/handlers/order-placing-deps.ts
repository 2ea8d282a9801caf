import { randomUUID } from 'node:crypto';
import type { PlaceOrderDeps } from '../domain/place-order.js';
import { getOrderConsistently } from '../store/order-payments-repository.js';
import { createAwaitingOrder, createOrderOnAccount, createOrderTakingStock } from '../store/orders-repository.js';
import { getCreditLedger } from '../../trade/store/credit-ledger-repository.js';
import { getToolsOnSale } from '../../catalog/store/tools-repository.js';
import { readUnpaidOrders } from '../../accounts/store/unpaid-orders-repository.js';
import { shopTax, termsDaySeconds, unpaidOrderHoldMinutes } from '../../platform/config.js';
import { orderTermsOf } from '../../trade/domain/order-terms.js';
import { getCompany, getContractPrices, getMembership, listMembers } from '../../trade/store/trade-repository.js';

export const orderPlacingDeps: PlaceOrderDeps = {
  getTools: getToolsOnSale,
  createOrderTakingStock,
  readUnpaidOrders,
  // A retry reads back what its first attempt wrote a moment ago: a strongly consistent read.
  getOrder: getOrderConsistently,
  newId: randomUUID,
  now: () => new Date(),
  holdMinutes: unpaidOrderHoldMinutes,
  tax: shopTax,
  orderTermsOf: (userId) => orderTermsOf({ getMembership, getCompany, getContractPrices }, userId),
  companyAdminEmails: async (companyId) => (await listMembers(companyId)).filter((member) => member.role === 'admin').map((member) => member.email),
  createAwaitingOrder,
  readCreditLedger: getCreditLedger,
  createOrderOnAccount,
  termsDaySeconds,
};
