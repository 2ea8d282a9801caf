/**
 * The authorization matrix: every route of functions/manifest.ts x every kind of caller, against
 * the real local API with real emulator sign-ins. Each cell gets a fresh "thing" owned by the
 * owner, asserts the status, and, when the call is refused, that none of the four tables changed.
 * A route without a row here fails the first test (and the type check).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/manifest.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool } from '../support/catalog.js';
import { placeOrder } from '../support/orders.js';
import { numberedOrder } from '../support/trade-documents.js';
import { confirmCard, createIntent, paidOrder } from '../security/support/payments.js';
import { manifestRouteKeys, routeKey, type RouteKey } from '../security/support/route-keys.js';
import { snapshotTables } from '../security/support/table-snapshot.js';
import { applicationBody, applyFor, approvedCompanyOf, memberOfSomeCompany } from '../support/trade.js';

type CallerKind = 'none' | 'stranger' | 'owner' | 'admin';
const CALLER_KINDS: readonly CallerKind[] = ['none', 'stranger', 'owner', 'admin'];

interface Actors {
  owner: SignedInUser;
  stranger: SignedInUser;
  admin: SignedInUser;
  /** A tool with plenty of stock, for orders. */
  toolId: string;
}

interface CellRequest {
  path: string;
  body?: unknown;
  /** The identity provider's ID token instead of the app token (PUT /login). */
  credential?: 'app' | 'id';
  headers?: Record<string, string>;
}

interface MatrixRow {
  /** Prepares a fresh thing of the owner and the request `caller` sends for it (undefined: no token). */
  request(actors: Actors, caller: SignedInUser | undefined): Promise<CellRequest>;
  expected: Record<CallerKind, number>;
}

const enc = encodeURIComponent;
const everyone = (status: number): Record<CallerKind, number> => ({ none: status, stranger: status, owner: status, admin: status });
const ownerOnly = (success: number) => ({ none: 401, stranger: 403, owner: success, admin: 403 });
const ownerOrAdmin = { none: 401, stranger: 403, owner: 200, admin: 200 };
const adminOnly = (success: number) => ({ none: 401, stranger: 403, owner: 403, admin: success });
/** The caller's own email, for routes whose `{email}` must be the caller (the owner's when there is no caller). */
const ownEmail = (actors: Actors, caller: SignedInUser | undefined) => enc((caller ?? actors.owner).email);
/** The unpaid order each owner placed last for a row's request. */
const lastOrderOf = new WeakMap<SignedInUser, string>();
/**
 * A new unpaid order of the owner, its previous one cancelled first (before the request's snapshot):
 * an account holds at most 3 unpaid orders, and a row asks for one per caller kind.
 */
async function orderOf(actors: Actors) {
  const previous = lastOrderOf.get(actors.owner);
  if (previous) await callApi('DELETE', `/myordercancel/${enc(previous)}/${enc(actors.owner.email)}`, { auth: actors.owner.token });
  const order = await placeOrder(actors.owner, actors.toolId, 10);
  lastOrderOf.set(actors.owner, order._id);
  return order;
}
/** A fresh quote the owner asked for (`requested`), and one the shop offered prices for (`offered`, valid today). */
async function quoteOf(actors: Actors): Promise<string> {
  const asked = await callApi<{ quote: { quoteId: string } }>('POST', '/quotes', {
    auth: actors.owner.token,
    body: { lines: [{ toolId: actors.toolId, quantity: 5 }] },
  });
  if (asked.status !== 201) throw new Error(`POST /quotes answered ${asked.status}`);
  return asked.body.quote.quoteId;
}
async function offeredQuoteOf(actors: Actors): Promise<string> {
  const quoteId = await quoteOf(actors);
  const offered = await callApi('POST', `/admin/quotes/${enc(quoteId)}/offer`, {
    auth: actors.admin.token,
    body: { lines: [{ toolId: actors.toolId, unitPrice: 2 }], validUntil: new Date().toISOString().slice(0, 10) },
  });
  if (offered.status !== 200) throw new Error(`POST /admin/quotes/${quoteId}/offer answered ${offered.status}`);
  return quoteId;
}
const acceptBody = { address: '1 Matrix Road', number: '01234567890' };
const purchaseBody = (email: string) => ({ address: '1 Matrix Road', number: '01234567890', quantity: 10, email });
const profileBody = (email: string) => ({ education: 'BSc', location: 'Leeds', phone: '01234567890', linkedin: 'linkedin.com/in/x', email });
/**
 * A paid order once the orders stream has given it its invoice number: the numbering writes the
 * order a moment after the payment, and must not land between a refused call's table snapshots.
 */
const settledPaidOrder = async (owner: SignedInUser, toolId: string, quantity: number) => {
  const { _id } = await paidOrder(owner, toolId, quantity);
  return numberedOrder(owner, _id);
};
/** The owner bought the matrix tool (a paid order), once per owner: only a buyer may review it. */
const purchases = new Map<string, Promise<unknown>>();
const ownerBought = (actors: Actors) => {
  if (!purchases.has(actors.owner.uid)) purchases.set(actors.owner.uid, settledPaidOrder(actors.owner, actors.toolId, 1));
  return purchases.get(actors.owner.uid);
};
const reviewBody = (actors: Actors) => ({ toolId: actors.toolId, comment: 'Matrix review', star: 4, email: actors.owner.email });
/**
 * Trade accounts: the owner is the admin of an approved company (once per owner), and the shop's
 * admin belongs to a company of its own (pending), so their calls reach another company's routes.
 */
const companies = new Map<string, Promise<string>>();
const ownerCompany = (actors: Actors, approved = true) => {
  const key = `${actors.owner.uid}:${approved}`;
  if (!companies.has(key)) {
    companies.set(
      key,
      (async () => {
        await memberOfSomeCompany(actors.admin);
        return (approved ? await approvedCompanyOf(actors.owner, actors.admin) : await applyFor(actors.owner)).companyId;
      })(),
    );
  }
  return companies.get(key)!;
};
const tradeAdminOnly = (success: number) => ({ none: 401, stranger: 404, owner: success, admin: 404 });
/** A fresh list of the owner's approved company (the owner its admin and the list's author); the shop's admin is in another company. */
const listBody = (actors: Actors) => ({ name: 'Matrix list', lines: [{ toolId: actors.toolId, quantity: 3 }] });
async function listOf(actors: Actors): Promise<string> {
  await ownerCompany(actors);
  const response = await callApi<{ list: { listId: string } }>('POST', '/lists', { auth: actors.owner.token, body: listBody(actors) });
  if (response.status !== 201) throw new Error(`POST /lists answered ${response.status}`);
  return response.body.list.listId;
}
const productBody = { name: 'Matrix Mallet', desc: 'A mallet added by the matrix.', available: 10, minimum: 1, price: 3.5, img: '/images/tools/hammer.svg' };

const matrix = {
  'GET /hometools': { request: async () => ({ path: '/hometools' }), expected: everyone(200) },
  'GET /homereviews': { request: async () => ({ path: '/homereviews' }), expected: everyone(200) },
  'GET /tools': { request: async () => ({ path: '/tools' }), expected: everyone(200) },
  'GET /tools/{id}': { request: async ({ toolId }) => ({ path: `/tools/${enc(toolId)}` }), expected: everyone(200) },
  'GET /sitemap.xml': { request: async () => ({ path: '/sitemap.xml' }), expected: everyone(200) },
  'GET /robots.txt': { request: async () => ({ path: '/robots.txt' }), expected: everyone(200) },
  'GET /catalog': { request: async () => ({ path: '/catalog' }), expected: everyone(200) },
  'GET /toolreviews/{id}': { request: async ({ toolId }) => ({ path: `/toolreviews/${enc(toolId)}` }), expected: everyone(200) },
  'GET /purchase/{id}': { request: async ({ toolId }) => ({ path: `/purchase/${enc(toolId)}` }), expected: everyone(200) },
  'PUT /purchase/{id}': {
    request: async (actors) => ({ path: `/purchase/${enc(actors.toolId)}`, body: purchaseBody(actors.owner.email) }),
    expected: ownerOnly(200),
  },
  'POST /orders': {
    request: async (actors) => ({
      path: '/orders',
      body: { lines: [{ toolId: actors.toolId, quantity: 10 }], address: '1 Matrix Road', number: '01234567890' },
    }),
    // Anyone signed in orders for themselves.
    expected: { none: 401, stranger: 201, owner: 201, admin: 201 },
  },
  'GET /myorder/{email}': { request: async ({ owner }) => ({ path: `/myorder/${enc(owner.email)}` }), expected: ownerOnly(200) },
  'DELETE /myordercancel/{orderId}/{email}': {
    // The caller names their own email: the order's owner is checked, not the path.
    request: async (actors, caller) => ({ path: `/myordercancel/${enc((await orderOf(actors))._id)}/${ownEmail(actors, caller)}` }),
    // An admin may cancel anyone's unpaid order.
    expected: ownerOrAdmin,
  },
  'GET /pay/{orderId}': { request: async (actors) => ({ path: `/pay/${enc((await orderOf(actors))._id)}` }), expected: ownerOrAdmin },
  'GET /invoice/{orderId}': {
    request: async (actors) => {
      const { _id } = await settledPaidOrder(actors.owner, actors.toolId, 1);
      return { path: `/invoice/${enc(_id)}` };
    },
    expected: ownerOrAdmin,
  },
  // Paid, not refunded: no credit note for anyone, and still nobody else's to ask about.
  'GET /creditnote/{orderId}': {
    request: async (actors) => ({ path: `/creditnote/${enc((await settledPaidOrder(actors.owner, actors.toolId, 1))._id)}` }),
    expected: { none: 401, stranger: 403, owner: 404, admin: 404 },
  },
  'POST /create-payment-intent': {
    request: async (actors) => ({ path: '/create-payment-intent', body: { orderId: (await orderOf(actors))._id } }),
    expected: ownerOnly(200),
  },
  'PATCH /pay/{orderId}': {
    request: async (actors, caller) => {
      const order = await orderOf(actors);
      const { clientSecret, intentId } = await createIntent(actors.owner, order._id);
      // Only the owner's cell really pays: a refused cell must leave no webhook in flight.
      if (caller === actors.owner) await confirmCard(clientSecret);
      return { path: `/pay/${enc(order._id)}`, body: { orderId: order._id, transactionId: intentId } };
    },
    expected: ownerOnly(200),
  },
  'POST /stripe-webhook': {
    request: async (actors) => {
      const order = await orderOf(actors);
      const event = {
        id: 'evt_matrix',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: 'pi_matrix',
            object: 'payment_intent',
            amount: order.amountCents,
            currency: 'usd',
            status: 'succeeded',
            metadata: { orderId: order._id },
          },
        },
      };
      return { path: '/stripe-webhook', body: event };
    },
    // No token of any kind stands in for the provider's signature.
    expected: everyone(400),
  },
  'POST /addareview': {
    request: async (actors) => {
      await ownerBought(actors);
      return { path: '/addareview', body: reviewBody(actors) };
    },
    expected: ownerOnly(201),
  },
  'GET /userupdate/{email}': { request: async ({ owner }) => ({ path: `/userupdate/${enc(owner.email)}` }), expected: ownerOnly(200) },
  'PUT /userupdate/': { request: async ({ owner }) => ({ path: '/userupdate', body: profileBody(owner.email) }), expected: ownerOnly(200) },
  'GET /allorders/{email}': { request: async (actors, caller) => ({ path: `/allorders/${ownEmail(actors, caller)}` }), expected: adminOnly(200) },
  'POST /delivered/{orderId}': {
    request: async (actors) => ({ path: `/delivered/${enc((await settledPaidOrder(actors.owner, actors.toolId, 10))._id)}` }),
    expected: adminOnly(200),
  },
  'POST /refund/{orderId}': {
    request: async (actors) => ({ path: `/refund/${enc((await settledPaidOrder(actors.owner, actors.toolId, 10))._id)}` }),
    expected: adminOnly(200),
  },
  'POST /addaproduct': { request: async () => ({ path: '/addaproduct', body: productBody }), expected: adminOnly(201) },
  'GET /allproducts/': { request: async () => ({ path: '/allproducts' }), expected: adminOnly(200) },
  'DELETE /deleteproduct/{email}/{productId}': {
    request: async (actors, caller) => ({ path: `/deleteproduct/${ownEmail(actors, caller)}/${enc(await addTool(actors.admin.token))}` }),
    expected: adminOnly(200),
  },
  'PATCH /product/{productId}': {
    request: async (actors) => ({ path: `/product/${enc(await addTool(actors.admin.token))}`, body: { price: 3.25 } }),
    expected: adminOnly(200),
  },
  'POST /restoreproduct/{productId}': {
    request: async (actors) => {
      const toolId = await addTool(actors.admin.token);
      await callApi('DELETE', `/deleteproduct/${enc(actors.admin.email)}/${enc(toolId)}`, { auth: actors.admin.token });
      return { path: `/restoreproduct/${enc(toolId)}` };
    },
    expected: adminOnly(200),
  },
  'GET /ordersexport': { request: async () => ({ path: '/ordersexport?from=2024-01-01&to=2024-01-31' }), expected: adminOnly(200) },
  'GET /salessummary': { request: async () => ({ path: '/salessummary?days=7' }), expected: adminOnly(200) },
  'GET /auditlog': { request: async () => ({ path: '/auditlog?limit=5' }), expected: adminOnly(200) },
  'GET /allreviews': { request: async () => ({ path: '/allreviews' }), expected: adminOnly(200) },
  'POST /hidereview/{reviewId}': {
    // Each cell gets the owner's review afresh (a second review replaces the first; the admin's cell comes last).
    request: async (actors) => {
      await ownerBought(actors);
      const review = await callApi<{ insertedId: string }>('POST', '/addareview', { auth: actors.owner.token, body: reviewBody(actors) });
      return { path: `/hidereview/${enc(review.body.insertedId)}` };
    },
    expected: adminOnly(200),
  },
  'GET /allusers': { request: async () => ({ path: '/allusers' }), expected: adminOnly(200) },
  'POST /makeadmin/{userId}': {
    // The owner trying to promote themselves is the cell that matters most.
    request: async ({ owner }) => ({ path: `/makeadmin/${enc(owner.uid)}` }),
    expected: adminOnly(200),
  },
  'PUT /login/{email}': {
    request: async ({ owner }) => ({ path: `/login/${enc(owner.email)}`, body: { email: owner.email }, credential: 'id' }),
    // Each caller sends their own ID token for the owner's email.
    expected: ownerOnly(200),
  },
  'GET /admin/{email}': { request: async ({ owner }) => ({ path: `/admin/${enc(owner.email)}` }), expected: ownerOrAdmin },
  // The owner already belongs to their company, as does the admin: only the fresh stranger may apply.
  'POST /trade/apply': {
    request: async (actors) => {
      await ownerCompany(actors);
      return { path: '/trade/apply', body: applicationBody('Matrix Works') };
    },
    expected: { none: 401, stranger: 201, owner: 409, admin: 409 },
  },
  'GET /trade/account': {
    request: async (actors) => {
      await ownerCompany(actors);
      return { path: '/trade/account' };
    },
    // The admin sees its own company, never the owner's.
    expected: { none: 401, stranger: 404, owner: 200, admin: 200 },
  },
  // Everyone signed in is answered (a stranger's membership is null).
  'GET /trade/membership': {
    request: async (actors) => {
      await ownerCompany(actors);
      return { path: '/trade/membership' };
    },
    expected: { none: 401, stranger: 200, owner: 200, admin: 200 },
  },
  'POST /quick-order/check': {
    request: async () => ({ path: '/quick-order/check', body: { rows: [{ sku: 'MATRIX-SKU', quantity: 1 }] } }),
    expected: { none: 401, stranger: 200, owner: 200, admin: 200 },
  },
  'GET /admin/trade-accounts': { request: async () => ({ path: '/admin/trade-accounts?status=pending' }), expected: adminOnly(200) },
  'POST /admin/trade-accounts/{companyId}/approve': {
    request: async (actors) => ({ path: `/admin/trade-accounts/${enc(await ownerCompany(actors, false))}/approve`, body: { discountPercent: 10 } }),
    expected: adminOnly(200),
  },
  'POST /admin/trade-accounts/{companyId}/decline': {
    request: async (actors) => ({ path: `/admin/trade-accounts/${enc(await ownerCompany(actors, false))}/decline`, body: { reason: 'Matrix' } }),
    expected: adminOnly(200),
  },
  'PATCH /admin/trade-accounts/{companyId}': {
    request: async (actors) => ({ path: `/admin/trade-accounts/${enc(await ownerCompany(actors))}`, body: { discountPercent: 5 } }),
    expected: adminOnly(200),
  },
  'PUT /admin/trade-accounts/{companyId}/prices': {
    request: async (actors) => ({
      path: `/admin/trade-accounts/${enc(await ownerCompany(actors))}/prices`,
      body: { prices: [{ toolId: actors.toolId, unitPrice: 2 }] },
    }),
    expected: adminOnly(200),
  },
  'GET /admin/trade-accounts/{companyId}/prices': {
    request: async (actors) => ({ path: `/admin/trade-accounts/${enc(await ownerCompany(actors))}/prices` }),
    expected: adminOnly(200),
  },
  'POST /trade/invites': {
    request: async (actors) => {
      await ownerCompany(actors);
      return { path: '/trade/invites', body: { email: `invited-${actors.owner.uid.slice(0, 6)}@tools.test`, role: 'buyer' } };
    },
    // The admin is an admin of its own company, which is not approved.
    expected: { none: 401, stranger: 404, owner: 201, admin: 403 },
  },
  'POST /trade/join/{token}': {
    // A token no email carried: nobody joins with it (the real invitation is in trade-accounts.test.ts).
    request: async () => ({ path: '/trade/join/matrix-token-that-opens-nothing-0' }),
    expected: { none: 401, stranger: 410, owner: 410, admin: 410 },
  },
  'PATCH /trade/members/{userId}': {
    request: async (actors) => {
      await ownerCompany(actors);
      return { path: `/trade/members/${enc(actors.owner.uid)}`, body: { approvalLimitCents: 50_000 } };
    },
    expected: tradeAdminOnly(200),
  },
  'DELETE /trade/members/{userId}': {
    // The owner is their company's only admin: even they cannot leave it.
    request: async (actors) => {
      await ownerCompany(actors);
      return { path: `/trade/members/${enc(actors.owner.uid)}` };
    },
    expected: tradeAdminOnly(409),
  },
  'GET /trade/prices': {
    request: async (actors) => {
      await ownerCompany(actors);
      return { path: `/trade/prices?ids=${enc(actors.toolId)}` };
    },
    expected: { none: 401, stranger: 404, owner: 200, admin: 403 },
  },
  'GET /trade/orders': {
    request: async (actors) => {
      await ownerCompany(actors);
      return { path: '/trade/orders' };
    },
    // Each company admin sees its own company's orders; an account in no company has none.
    expected: { none: 401, stranger: 404, owner: 200, admin: 200 },
  },
  // Deciding on orders of one's own company is covered in trade-orders.test.ts; here, an order of no company is nobody's.
  'POST /trade/orders/{orderId}/approve': {
    request: async () => ({ path: '/trade/orders/no-such-order/approve' }),
    expected: { none: 401, stranger: 404, owner: 404, admin: 404 },
  },
  // On account: a shop admin records payments (an order on no account is not found); a company admin reads its own statement.
  'POST /admin/invoices/{orderId}/payments': {
    request: async () => ({ path: '/admin/invoices/no-such-order/payments', body: { amountCents: 100, reference: 'TRF-1', receivedOn: '2024-01-02' } }),
    expected: { none: 401, stranger: 403, owner: 403, admin: 404 },
  },
  'POST /trade/invoices/{orderId}/payment-intent': {
    request: async (actors) => {
      await ownerCompany(actors);
      return { path: '/trade/invoices/no-such-order/payment-intent' };
    },
    expected: { none: 401, stranger: 404, owner: 404, admin: 404 },
  },
  'GET /trade/statement': {
    request: async (actors) => {
      await ownerCompany(actors);
      return { path: '/trade/statement' };
    },
    // Each company admin reads its own company's statement; an account in no company has none.
    expected: { none: 401, stranger: 404, owner: 200, admin: 200 },
  },
  'GET /trade/statement.pdf': {
    request: async (actors) => {
      await ownerCompany(actors);
      return { path: '/trade/statement.pdf' };
    },
    expected: { none: 401, stranger: 404, owner: 200, admin: 200 },
  },
  'POST /trade/orders/{orderId}/decline': {
    request: async () => ({ path: '/trade/orders/no-such-order/decline', body: {} }),
    expected: { none: 401, stranger: 404, owner: 404, admin: 404 },
  },
  // Everyone signed in has lists (their own, and their approved company's).
  'GET /lists': {
    request: async (actors) => {
      await listOf(actors);
      return { path: '/lists' };
    },
    expected: { none: 401, stranger: 200, owner: 200, admin: 200 },
  },
  'POST /lists': { request: async (actors) => ({ path: '/lists', body: listBody(actors) }), expected: { none: 401, stranger: 201, owner: 201, admin: 201 } },
  'GET /lists/{listId}': { request: async (actors) => ({ path: `/lists/${enc(await listOf(actors))}` }), expected: tradeAdminOnly(200) },
  'PUT /lists/{listId}': {
    request: async (actors) => ({ path: `/lists/${enc(await listOf(actors))}`, body: { ...listBody(actors), name: 'Renamed' } }),
    expected: tradeAdminOnly(200),
  },
  'DELETE /lists/{listId}': { request: async (actors) => ({ path: `/lists/${enc(await listOf(actors))}` }), expected: tradeAdminOnly(200) },
  // Quotes: anyone signed in asks; only the buyer (or their company's admins) reads one, only the buyer answers an offer.
  'POST /quotes': {
    request: async (actors) => ({ path: '/quotes', body: { lines: [{ toolId: actors.toolId, quantity: 5 }] } }),
    expected: { none: 401, stranger: 201, owner: 201, admin: 201 },
  },
  'GET /quotes': { request: async () => ({ path: '/quotes' }), expected: { none: 401, stranger: 200, owner: 200, admin: 200 } },
  'GET /quotes/{quoteId}': {
    request: async (actors) => ({ path: `/quotes/${enc(await quoteOf(actors))}` }),
    expected: { none: 401, stranger: 404, owner: 200, admin: 404 },
  },
  'POST /quotes/{quoteId}/accept': {
    request: async (actors) => ({ path: `/quotes/${enc(await offeredQuoteOf(actors))}/accept`, body: acceptBody }),
    expected: { none: 401, stranger: 404, owner: 201, admin: 404 },
  },
  'POST /quotes/{quoteId}/decline': {
    request: async (actors) => ({ path: `/quotes/${enc(await offeredQuoteOf(actors))}/decline` }),
    expected: { none: 401, stranger: 404, owner: 200, admin: 404 },
  },
  'POST /quotes/{quoteId}/withdraw': {
    request: async (actors) => ({ path: `/quotes/${enc(await quoteOf(actors))}/withdraw` }),
    expected: { none: 401, stranger: 404, owner: 200, admin: 404 },
  },
  'GET /admin/quotes': { request: async () => ({ path: '/admin/quotes?status=requested' }), expected: adminOnly(200) },
  'POST /admin/quotes/{quoteId}/offer': {
    request: async (actors) => ({
      path: `/admin/quotes/${enc(await quoteOf(actors))}/offer`,
      body: { lines: [{ toolId: actors.toolId, unitPrice: 2 }], validUntil: new Date().toISOString().slice(0, 10) },
    }),
    expected: adminOnly(200),
  },
} satisfies Record<RouteKey, MatrixRow>;

describe('the authorization matrix', () => {
  let admin: SignedInUser;
  let toolId: string;

  beforeAll(async () => {
    admin = await seededAdmin();
    toolId = await addTool(admin.token, { available: 100_000, minimum: 1, price: 2.5 });
  });

  it('has a row for every route of the manifest, and no other', () => {
    expect(Object.keys(matrix).sort()).toEqual(manifestRouteKeys().sort());
  });

  describe.each(routes.map((route) => [routeKey(route), route] as const))('%s', (key, route) => {
    const row: MatrixRow = matrix[key];

    it(`answers ${CALLER_KINDS.map((kind) => `${kind} ${row.expected[kind]}`).join(', ')}; a refused call changes nothing`, async () => {
      // Fresh accounts per route, so a promotion or a profile change in one row cannot leak into another.
      const [owner, stranger] = await Promise.all([freshCustomer('owner'), freshCustomer('stranger')]);
      const actors: Actors = { owner, stranger, admin, toolId };
      const callers: Record<CallerKind, SignedInUser | undefined> = { none: undefined, stranger, owner, admin };

      const answered: Record<string, number> = {};
      for (const kind of CALLER_KINDS) {
        const caller = callers[kind];
        const request = await row.request(actors, caller);
        const before = await snapshotTables();
        const credential = caller && (request.credential === 'id' ? caller.idToken : caller.token);
        const response = await callApi<{ message?: string }>(route.method, request.path, { auth: credential, body: request.body, headers: request.headers });
        answered[kind] = response.status;
        if (response.status >= 400) {
          expect(response.body, `${kind}: an error answer is JSON with a message`).toMatchObject({ message: expect.any(String) });
          expect(await snapshotTables(), `${kind}: a refused call changed stored data`).toEqual(before);
        }
      }
      expect(answered).toEqual(row.expected);
    });
  });
});
