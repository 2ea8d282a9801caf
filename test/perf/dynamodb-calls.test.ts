/**
 * How many DynamoDB calls a request costs, counted with aws-sdk-client-mock: every read endpoint
 * makes at most one (an admin one, one more: the role check; the reads named below, a few more side
 * by side), and placing an order (one tool or a cart) reads side by side, then writes one
 * transaction. docs/performance.md's budget table says the same.
 */
import '../unit/support/env.js';
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPAID_COUNTER_PREFIX } from '../../functions/accounts/store/unpaid-counter-key.js';
import { handlerSource, routes, type RouteDefinition } from '../../functions/manifest.js';
import { handler as createOrderHandler } from '../../functions/orders/handlers/create-order.js';
import { handler as placeOrderHandler } from '../../functions/orders/handlers/place-order.js';
import { handler as checkQuickOrderHandler } from '../../functions/quick-order/handlers/check-quick-order.js';
import { MAX_DYNAMODB_CALLS_PER_READ } from '../../scripts/bench/budgets.js';
import { PURCHASE_BODY } from '../../scripts/bench/hot-endpoints.js';
import { admin, apiEvent, call, customer } from '../unit/support/api.js';
import { ddb, useMockedDynamoDb } from '../unit/support/dynamo.js';
import { TABLES } from '../unit/support/env.js';
import { aReview, aTool, anOrder, aUser } from '../unit/support/fixtures.js';
import { startSiteStandIn, type SiteStandIn } from '../../infra/local/site-stand-in.js';
import { freePort } from '../support/free-port.js';

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** A table that answers every read with a stored item, so each endpoint takes its success path. */
function givenEveryItemExists(order = anOrder()): void {
  const itemOf = (table: string | undefined, key?: Record<string, unknown>) => {
    if (table === TABLES.tools) return aTool();
    if (table === TABLES.orders) return order;
    if (table === TABLES.reviews) return aReview();
    if (table === TABLES.audit) return anAuditEntry();
    if (table === TABLES.trade) return tradeItem(String(key?._id));
    if (table === TABLES.lists) return aCompanyList();
    if (table === TABLES.quotes) return aQuote();
    if (String(key?._id).startsWith(UNPAID_COUNTER_PREFIX)) return { _id: key?._id, unpaidOrders: 1 };
    return key?._id === admin.uid ? aUser({ _id: admin.uid, email: admin.email, name: admin.name, role: 'admin' }) : aUser();
  };
  ddb.on(GetCommand).callsFake((input: { TableName?: string; Key?: Record<string, unknown> }) => ({ Item: itemOf(input.TableName, input.Key) }));
  ddb.on(QueryCommand).callsFake((input: { TableName?: string }) => ({ Items: [itemOf(input.TableName)] }));
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Record<string, unknown>[] }> }) => ({
    Responses: Object.fromEntries(
      Object.entries(input.RequestItems).map(([table, { Keys }]) => [
        table,
        Keys.map((key) => ({ ...itemOf(table, key), ...(table === TABLES.tools && { _id: key._id }) })),
      ]),
    ),
  }));
}

/** The caller as the admin of an approved company, its contract prices and its members. */
function tradeItem(id: string) {
  const company = { companyId: 'co-1', name: 'Forge Ltd', address: '1 Forge Lane', number: '01234567890', status: 'approved', discountPercent: 10 };
  if (id.startsWith('company#')) return { ...company, terms: null, taxExempt: null, createdAt: '2024-03-01T10:00:00.000Z', adminCount: 1, version: 1 };
  if (id.startsWith('prices#')) return { prices: { 'tool-1': 1000 } };
  return { userId: customer.uid, companyId: 'co-1', role: 'admin', name: customer.name, email: customer.email, joinedAt: '2024-03-01T10:00:00.000Z' };
}

/** A list of the caller's company, made by another member. */
function aCompanyList() {
  const at = '2024-03-02T10:00:00.000Z';
  const list = { listId: 'list-1', name: 'Workshop restock', lines: [{ toolId: 'tool-1', quantity: 5 }], authorId: 'member-2', authorName: 'Ann' };
  return { ...list, companyId: 'co-1', createdAt: at, updatedAt: at, version: 1, _id: 'list#list-1', ownerKey: 'company#co-1' };
}

/** The customer's quote, asked for as the company's. */
function aQuote() {
  return {
    _id: 'quote-1',
    quoteId: 'quote-1',
    userId: customer.uid,
    user_name: customer.name,
    email: customer.email,
    emailVerified: true,
    companyId: 'co-1',
    lines: [{ toolId: 'tool-1', product_name: 'Vise', quantity: 10 }],
    status: 'requested',
    createdAt: '2024-03-04T10:00:00.000Z',
  };
}

function anAuditEntry() {
  const at = '2024-03-04T10:00:00.000Z';
  return {
    _id: 'audit-1',
    at,
    actor: { uid: admin.uid, email: admin.email },
    action: 'make-admin',
    target: { kind: 'user', id: customer.uid, label: customer.email },
    listKey: 'audit',
    createdAt: at,
  };
}

const paid = {
  status: 'paid',
  transactionId: 'pi_1',
  paidAt: '2024-03-05T12:00:00.000Z',
  invoiceNumber: 'INV-2024-000001',
  invoicedAt: '2024-03-05T12:00:05.000Z',
} as const;
/** The order a read route needs to succeed: a document is served only once the order has its number. */
const ORDERS: Record<string, ReturnType<typeof anOrder>> = {
  'get-invoice': anOrder(paid),
  'get-credit-note': anOrder({
    ...paid,
    status: 'refunded',
    refundedAt: '2024-03-06T12:00:00.000Z',
    creditNoteNumber: 'CN-2024-000001',
    creditNotedAt: '2024-03-06T12:00:05.000Z',
  }),
};
/** Reads allowed a second call, read side by side with the first (one round trip): a tool's reviews check the tool is on sale. */
const SIDE_BY_SIDE_READS: Record<string, number> = {
  'list-tool-reviews': 1,
  // Trade reads start from the caller's membership (keyed by user id), then read what it names side by side.
  'get-trade-account': 2,
  'get-trade-membership': 1,
  'get-trade-prices': 3,
  'list-trade-orders': 1,
  // The company beside its contract prices.
  'get-contract-prices': 1,
  // Lists: the caller's membership, then its company, with the caller's own lists (or the list) read beside them; then the company's lists.
  'get-lists': 3,
  'get-list': 2,
  // A company admin's quotes: the company's beside their own, after the membership.
  'list-my-quotes': 2,
  // The quote beside the caller's membership (a company admin may read it).
  'get-quote': 1,
  // The statement: the membership, its company, then the company's ledger beside its on-account orders (one Query).
  'get-trade-statement': 3,
  // The admins' companies, then their balances in one batched read of their ledgers.
  'list-trade-accounts': 1,
  'get-trade-statement-pdf': 3,
};

/** The query parameters a read route needs to succeed. */
const QUERIES: Record<string, Record<string, string>> = {
  'export-orders': { from: '2024-03-01', to: '2024-03-31' },
  'get-trade-prices': { ids: 'tool-1' },
  'list-admin-quotes': { status: 'requested' },
};

const readRoutes = routes.filter((route): route is (typeof routes)[number] & { method: 'GET' } => route.method === 'GET');

function requestFor(route: RouteDefinition) {
  const caller = route.access === 'admin' ? admin : route.access === 'user' ? customer : undefined;
  const values: Record<string, string> = { id: 'tool-1', orderId: 'order-1', email: caller?.email ?? customer.email };
  const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, values[name!] ?? 'x']));
  return { as: caller, params, query: QUERIES[route.handler] };
}

describe('DynamoDB calls per request', () => {
  useMockedDynamoDb();
  // The site's pages read its index.html from the site: a stand-in serves it.
  let site: SiteStandIn | undefined;
  beforeAll(async () => {
    process.env.ALLOWED_ORIGIN = `http://localhost:${await freePort()}`;
    site = await startSiteStandIn(process.env.ALLOWED_ORIGIN);
  });
  afterAll(async () => {
    await site?.stop();
    delete process.env.ALLOWED_ORIGIN;
  });

  it.each(readRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s makes at most one DynamoDB call (plus the role check for admins)',
    async (_label, route) => {
      givenEveryItemExists(ORDERS[route.handler]);
      const { handler } = (await import(`../../${handlerSource(route)}`)) as { handler: Handler };
      // Called directly, not through call(): an answer may be CSV (GET /ordersexport), not JSON.
      const response = await handler(await apiEvent(requestFor(route)));
      expect(response.statusCode, String(response.body)).toBe(200);
      expect(ddb.calls().length).toBeLessThanOrEqual(
        MAX_DYNAMODB_CALLS_PER_READ + (route.access === 'admin' ? 1 : 0) + (SIDE_BY_SIDE_READS[route.handler] ?? 0),
      );
    },
  );

  it("creates an order with one read each of the tool, the account's unpaid-order count and its trade membership, side by side, and a single transaction as its only write", async () => {
    givenEveryItemExists();
    // A customer in no trade account: a member's order reads its company and contract prices too.
    ddb.on(GetCommand, { TableName: TABLES.trade }).resolves({});
    const response = await call(createOrderHandler, { as: customer, params: { id: 'tool-1' }, body: { ...PURCHASE_BODY, quantity: 60 } });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const commands = ddb.calls().map((sent) => sent.args[0].constructor);
    expect(commands).toEqual([GetCommand, GetCommand, GetCommand, TransactWriteCommand]);
    expect(
      ddb
        .commandCalls(GetCommand)
        .map((sent) => sent.args[0].input.TableName)
        .sort(),
    ).toEqual([TABLES.tools, TABLES.users, TABLES.trade].sort());
  });

  it("places a cart's order of three tools with one batched read of the tools, beside the account's unpaid-order count and its trade membership, and a single transaction as its only write", async () => {
    givenEveryItemExists();
    ddb.on(GetCommand, { TableName: TABLES.trade }).resolves({});
    const lines = ['tool-1', 'tool-2', 'tool-3'].map((toolId) => ({ toolId, quantity: 60 }));
    const response = await call(placeOrderHandler, { as: customer, body: { address: PURCHASE_BODY.address, number: PURCHASE_BODY.number, lines } });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    const commands = ddb.calls().map((sent) => sent.args[0].constructor);
    expect(
      commands
        .slice(0, 3)
        .map((command) => command.name)
        .sort(),
    ).toEqual(['BatchGetCommand', 'GetCommand', 'GetCommand']);
    expect(commands.slice(3)).toEqual([TransactWriteCommand]);
    const keys = ddb.commandCalls(GetCommand).map((sent) => `${sent.args[0].input.TableName} ${String(sent.args[0].input.Key?._id)}`);
    expect(keys.sort()).toEqual([`${TABLES.users} ${UNPAID_COUNTER_PREFIX}${customer.uid}`, `${TABLES.trade} member#${customer.uid}`].sort());
    const [batch] = ddb.commandCalls(BatchGetCommand).map((sent) => sent.args[0].input.RequestItems!);
    expect(batch).toEqual({ [TABLES.tools]: { Keys: [{ _id: 'tool-1' }, { _id: 'tool-2' }, { _id: 'tool-3' }] } });
  });

  it('checks 200 quick-order rows in two rounds of batched reads (the SKUs, then their tools), beside the trade terms', async () => {
    givenEveryItemExists();
    ddb.on(GetCommand, { TableName: TABLES.trade }).resolves({});
    ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { _id: string }[] }> }) => {
      const [[table, { Keys }]] = Object.entries(input.RequestItems) as [[string, { Keys: { _id: string }[] }]];
      const items = Keys.map(({ _id }) =>
        _id.startsWith('sku#') ? { _id, skuClaim: _id.slice(4), toolId: `tool-${_id.slice(4)}` } : aTool({ _id, sku: `SKU-${_id}` }),
      );
      return { Responses: { [table]: items } };
    });
    const rows = Array.from({ length: 200 }, (_, i) => ({ sku: `S${i}`, quantity: 1 }));
    const response = await call(checkQuickOrderHandler, { as: customer, body: { rows } });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect((response.body as { rows: unknown[] }).rows).toHaveLength(200);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(4);
    expect(ddb.commandCalls(BatchGetCommand).every((sent) => Object.values(sent.args[0].input.RequestItems!)[0]!.Keys!.length === 100)).toBe(true);
    expect(ddb.commandCalls(GetCommand).map((sent) => sent.args[0].input.TableName)).toEqual([TABLES.trade]);
  });
});
