/** Data builders of the web tests: a valid record with every field, overridable one field at a time. */
import type { AuditEntry } from '@functions/platform/contract/audit';
import { orderAnswer, readOrder, type Order, type OrderAnswer } from '@functions/orders/contract/order';
import type { PublicReview } from '@functions/reviews/contract/review';
import type { SalesSummary } from '@functions/admin/contract/sales';
import { toolAnswer, type Tool, type ToolAnswer } from '@functions/catalog/contract/tool';
import type { User } from '@functions/accounts/contract/user';
import type { MembershipAnswer, TradeAccountView } from '@functions/trade/contract/trade-account';
import type { RuntimeConfig } from '../lib/runtime-config';

export const TEST_CUSTOMER = { uid: 'uid-ada', email: 'ada@tools.test', name: 'Ada Buyer', emailVerified: true };
export const TEST_ADMIN = { uid: 'uid-olga', email: 'olga@tools.test', name: 'Olga Owner', emailVerified: true };

const CREATED_AT = '2026-11-01T10:00:00.000Z';

export const aRuntimeConfig = (overrides: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  apiUrl: 'http://api.test',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  paymentMode: 'local',
  localPaymentUrl: 'http://pay.test',
  tax: { ratePercent: 0, label: 'Tax' },
  ...overrides,
});

/** A tool as the API answers it; `overrides` in the server's terms (cents). */
export const aTool = (overrides: Partial<Tool> = {}): ToolAnswer =>
  toolAnswer({
    _id: 'tool-1',
    name: 'Impact Drill',
    desc: 'A sturdy tool.',
    available: 500,
    minimum: 10,
    priceCents: 1250,
    img: '/images/tools/drill.svg',
    rating: { average: 0, count: 0 },
    createdAt: CREATED_AT,
    // From the id, as the server makes one: 'tool-1' is TOOL1.
    sku: (overrides._id ?? 'tool-1').replace(/[^A-Za-z0-9]/g, '').toUpperCase(),
    orderMultiple: 1,
    ...overrides,
  });

/** A one-line order (60 at $10 unless `overrides` name its tool and quantity) as the API answers it; `overrides` in the server's terms (cents). */
export const anOrder = (overrides: Partial<Order> = {}): OrderAnswer => {
  const line = { toolId: overrides.toolId ?? 'tool-1', product_name: overrides.product_name ?? 'Cordless drill', quantity: overrides.quantity ?? 60 };
  const amountCents = line.quantity * 1000;
  return orderAnswer(
    readOrder({
      _id: 'order-1',
      toolId: 'tool-1',
      userId: TEST_CUSTOMER.uid,
      user_name: TEST_CUSTOMER.name,
      email: TEST_CUSTOMER.email,
      emailVerified: true,
      product_name: 'Cordless drill',
      quantity: 60,
      address: '12 Mill Road',
      number: '01712345678',
      lines: [{ ...line, unitPriceCents: 1000, amountCents }],
      subtotalCents: amountCents,
      taxCents: 0,
      amountCents,
      status: 'Not paid',
      createdAt: CREATED_AT,
      ...overrides,
    }),
  );
};

export const aReview = (overrides: Partial<PublicReview> = {}): PublicReview => ({
  _id: 'review-1',
  toolId: 'tool-1',
  name: 'Impact Drill',
  customer: TEST_CUSTOMER.name,
  comment: 'Works well.',
  star: 4,
  createdAt: CREATED_AT,
  ...overrides,
});

export const aUser = (overrides: Partial<User> = {}): User => ({
  _id: TEST_CUSTOMER.uid,
  email: TEST_CUSTOMER.email,
  name: TEST_CUSTOMER.name,
  createdAt: CREATED_AT,
  ...overrides,
});

export const aSalesSummary = (overrides: Partial<SalesSummary> = {}): SalesSummary => ({
  days: [
    { date: '2026-11-01', orders: 2, paidOrders: 1, revenue: 125 },
    { date: '2026-11-02', orders: 0, paidOrders: 0, revenue: 0 },
    { date: '2026-11-03', orders: 3, paidOrders: 2, revenue: 250.5 },
  ],
  topTools: [{ toolId: 'tool-1', name: 'Impact Drill', quantity: 30, revenue: 375.5 }],
  toShip: 4,
  lowStock: [{ toolId: 'tool-2', name: 'Bench Vise', available: 3, lowStockThreshold: 10 }],
  ...overrides,
});

export const anAuditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: 'audit-1',
  at: CREATED_AT,
  actor: { uid: TEST_ADMIN.uid, email: TEST_ADMIN.email },
  action: 'edit-product',
  target: { kind: 'product', id: 'tool-1', label: 'Impact Drill' },
  before: { price: 12.5 },
  after: { price: 14 },
  ...overrides,
});

/** GET /trade/membership's answer for a trade account (or for none). */
export const aMembershipAnswer = (account: TradeAccountView | null): MembershipAnswer => ({
  membership: account && { companyId: account.company.companyId, companyName: account.company.name, status: account.company.status, role: account.me.role },
});
