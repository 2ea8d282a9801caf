/**
 * Property-based fuzzing of every route of functions/manifest.ts against the real local API, as a
 * caller who is allowed to make the call: wrong types, missing and extra fields, huge strings and
 * numbers, negative and fractional quantities, unicode, __proto__ / constructor / prototype keys,
 * malformed JSON, wrong content types, oversized bodies and weird path and query values.
 * Every answer must be a 4xx JSON `{ message }` and no table may change.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOfSomeCompany } from '../support/trade.js';
import type * as z from '../../functions/platform/contract/zod.js';
import { routes, type RouteDefinition } from '../../functions/manifest.js';
import { placeOrderSchema, purchaseSchema } from '../../functions/orders/contract/order.js';
import { confirmPaymentSchema, createPaymentIntentSchema } from '../../functions/orders/contract/payment.js';
import { reviewSchema } from '../../functions/reviews/contract/review.js';
import { addProductSchema } from '../../functions/catalog/contract/product-input.js';
import { profileSchema } from '../../functions/accounts/contract/user.js';
import {
  applySchema,
  approveSchema,
  contractPricesSchema,
  declineSchema,
  inviteSchema,
  updateCompanySchema,
  updateMemberSchema,
} from '../../functions/trade/contract/trade-account.js';
import { listSchema } from '../../functions/lists/contract/buying-list.js';
import { quickOrderCheckSchema } from '../../functions/quick-order/contract/quick-order.js';
import { acceptQuoteSchema, offerQuoteSchema, requestQuoteSchema } from '../../functions/quotes/contract/quote.js';
import { recordPaymentSchema } from '../../functions/receivables/contract/receivables.js';
import { MAX_BODY_BYTES } from '../../functions/platform/http-handler.js';
import { routePath } from '../../infra/constructs/http-api.js';
import { freshCustomer, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool } from '../support/catalog.js';
import { placeOrder } from '../support/orders.js';
import {
  brokenPercentEncoding,
  hostileKey,
  invalidImageUrl,
  invalidLimit,
  invalidPhone,
  invalidPrice,
  invalidText,
  invalidWholeNumber,
  notAJsonObject,
  notANumber,
  notAString,
  weirdPathValue,
  withKey,
  wrongContentType,
} from '../security/support/hostile-values.js';
import { fillPath, manifestRouteKeys, pathParameterNames, routeKey, type RouteKey } from '../security/support/route-keys.js';
import { snapshotTables } from '../security/support/table-snapshot.js';

/** Requests per route; the whole file stays well under a minute. */
const RUNS_PER_ROUTE = 25;

interface Context {
  owner: SignedInUser;
  admin: SignedInUser;
  toolId: string;
  orderId: string;
  productId: string;
}

interface BodySpec {
  /** A body the route accepts; every attack breaks it. */
  valid(ctx: Context): Record<string, unknown>;
  /** Per field: values the schema must refuse. */
  invalid: Record<string, fc.Arbitrary<unknown>>;
  /** Fields whose absence is refused. */
  required: readonly string[];
  /** Every field the schema knows (an added key must be none of them). */
  known: readonly string[];
}

interface FuzzRow {
  /** Valid path parameters for the allowed caller. */
  params?(ctx: Context): Record<string, string>;
  body?: BodySpec;
  /** The route takes ?limit and ?cursor. */
  paged?: true;
  /** The route reads a provider-signed raw body. */
  signedBody?: true;
  /** The route takes an Idempotency-Key header. */
  idempotencyKey?: true;
  /** The route reads no input at all (no path parameter, query or body): there is nothing hostile to send it. */
  takesNothing?: true;
  /** A site page: an unknown id is answered with the site's 404 page (HTML), any other refusal with JSON. */
  htmlNotFound?: true;
  /** Query parameters: a valid set, and per parameter the values it must refuse. */
  query?: { valid: Record<string, string>; invalid: Record<string, fc.Arbitrary<string>> };
}

interface Attack {
  path: string;
  rawBody?: string;
  headers: Record<string, string>;
  /** The exact status, when the kind of attack decides it. */
  status?: number;
}

const keysOf = (schema: z.ZodMiniObject) => Object.keys(schema.shape);
const graphemes = (minLength: number, maxLength: number) => fc.string({ unit: 'grapheme', minLength, maxLength });
/** Below 0, above 50, more than 2 decimals, or not a number. */
const invalidDiscount = fc.oneof(
  fc.double({ max: -0.01, noNaN: true }),
  fc.double({ min: 50.01, noNaN: true }),
  fc.integer({ min: 0, max: 4_999 }).map((hundredths) => hundredths / 100 + 0.003),
  notANumber,
);
const invalidTerms = fc.oneof(
  fc.constantFrom('net30', 30, true),
  fc.record({ netDays: fc.constantFrom(0, 10, 45, 365, '30'), creditLimitCents: fc.constant(1000) }),
  fc.record({ netDays: fc.constant(30), creditLimitCents: invalidWholeNumber(0, 100_000_000) }),
);
const ownerEmail = (ctx: Context) => ({ email: ctx.owner.email });
const fuzzCompany = () => ({ companyId: 'fuzz-company-that-does-not-exist' });
const fuzzList = () => ({ listId: 'fuzz-list-that-does-not-exist' });
const fuzzQuote = () => ({ quoteId: 'fuzz-quote-that-does-not-exist' });
/** A note is optional (empty is none) and at most 1,000 characters. */
const invalidNote = fc.constantFrom(7, null, true, ['note'], 'x'.repeat(1001));

/** Only 'card' or 'account'. */
const invalidPayment = fc.constantFrom('cash', 'Account', '', 7, null, ['account']);
/** Not YYYY-MM-DD, no such day, or after today. */
const invalidReceivedOn = fc.constantFrom('2024-13-01', '2024-02-30', '01/02/2024', '', 20240102, null, '9999-12-31');

const bodies = {
  invoicePayment: {
    valid: () => ({ amountCents: 100, reference: 'TRF-1', receivedOn: '2024-01-02' }),
    invalid: {
      amountCents: fc.oneof(fc.integer({ max: 0 }), fc.double({ min: 0.01, max: 1_000, noInteger: true, noNaN: true }), notANumber),
      reference: invalidText(60),
      receivedOn: invalidReceivedOn,
    },
    required: ['amountCents', 'reference', 'receivedOn'],
    known: keysOf(recordPaymentSchema),
  },
  purchase: {
    valid: (ctx: Context) => ({ address: '1 Fuzz Lane', number: '01234567890', quantity: 5, email: ctx.owner.email }),
    invalid: {
      address: invalidText(300),
      number: invalidPhone,
      quantity: invalidWholeNumber(1, 1_000_000),
      user_name: invalidText(120).filter((v) => v !== '' && (typeof v !== 'string' || v.trim() !== '')),
      payment: invalidPayment,
    },
    required: ['address', 'number', 'quantity'],
    known: keysOf(purchaseSchema()),
  },
  placeOrder: {
    valid: (ctx: Context) => ({ lines: [{ toolId: ctx.toolId, quantity: 5 }], address: '1 Fuzz Lane', number: '01234567890' }),
    invalid: {
      lines: fc.oneof(
        notAString.filter((value) => !Array.isArray(value)),
        fc.constant([]),
        // 26 lines: one more than an order may hold.
        fc.constant(Array.from({ length: 26 }, (_unused, i) => ({ toolId: `fuzz-tool-${i}`, quantity: 1 }))),
        // The same tool twice.
        fc.constant([
          { toolId: 'fuzz-tool', quantity: 1 },
          { toolId: 'fuzz-tool', quantity: 2 },
        ]),
        fc.record({ toolId: invalidText(100), quantity: fc.constant(5) }).map((line) => [line]),
        fc.record({ toolId: fc.constant('fuzz-tool'), quantity: invalidWholeNumber(1, 1_000_000) }).map((line) => [line]),
      ),
      address: invalidText(300),
      number: invalidPhone,
      poNumber: fc.oneof(
        notAString.filter((value) => value !== undefined),
        fc.string({ minLength: 41, maxLength: 60 }).filter((value) => value.trim().length > 40),
      ),
      payment: invalidPayment,
    },
    required: ['lines', 'address', 'number'],
    known: keysOf(placeOrderSchema),
  },
  paymentIntent: {
    valid: (ctx: Context) => ({ orderId: ctx.orderId }),
    invalid: { orderId: invalidText(100) },
    required: ['orderId'],
    known: keysOf(createPaymentIntentSchema),
  },
  confirmPayment: {
    valid: (ctx: Context) => ({ orderId: ctx.orderId, transactionId: 'pi_fuzz_never_created' }),
    invalid: {
      orderId: invalidText(100),
      transactionId: fc.oneof(
        invalidText(255),
        fc.string({ minLength: 1, maxLength: 30 }).filter((value) => !/^pi_[A-Za-z0-9_]+$/.test(value.trim())),
      ),
    },
    required: ['orderId', 'transactionId'],
    known: keysOf(confirmPaymentSchema),
  },
  review: {
    valid: (ctx: Context) => ({ name: 'Claw Hammer 16 oz', comment: 'Fuzzed', star: 3, email: ctx.owner.email }),
    invalid: { name: invalidText(120), toolId: invalidText(100), comment: invalidText(2000), star: invalidWholeNumber(1, 5) },
    required: ['name', 'comment', 'star'],
    known: keysOf(reviewSchema),
  },
  profile: {
    valid: (ctx: Context) => ({ education: 'BSc', location: 'Leeds', phone: '01234567890', linkedin: 'linkedin.com/in/fuzz', email: ctx.owner.email }),
    invalid: { education: invalidText(200), location: invalidText(200), phone: invalidPhone, linkedin: invalidText(300) },
    required: ['education', 'location', 'phone', 'linkedin'],
    known: keysOf(profileSchema),
  },
  product: {
    valid: () => ({ name: 'Fuzz File', desc: 'Never stored.', available: 5, minimum: 1, price: 2.5, img: '/images/tools/vise.svg' }),
    invalid: {
      name: invalidText(120),
      desc: invalidText(2000),
      available: invalidWholeNumber(0, 1_000_000),
      minimum: invalidWholeNumber(1, 1_000_000),
      price: invalidPrice,
      img: invalidImageUrl,
    },
    required: ['name', 'desc', 'available', 'minimum', 'price', 'img'],
    known: keysOf(addProductSchema),
  },
  editProduct: {
    valid: () => ({ price: 4 }),
    invalid: {
      name: invalidText(120),
      desc: invalidText(2000),
      available: invalidWholeNumber(0, 1_000_000),
      minimum: invalidWholeNumber(1, 1_000_000),
      price: invalidPrice,
      img: invalidImageUrl,
      lowStockThreshold: invalidWholeNumber(0, 1_000_000),
    },
    required: [],
    known: keysOf(addProductSchema),
  },
  login: {
    valid: ownerEmail,
    invalid: { email: fc.oneof(notAString, fc.string({ minLength: 255, maxLength: 300 })) },
    required: [],
    known: ['email'],
  },
  tradeApply: {
    valid: () => ({ companyName: 'Fuzz Works', address: '1 Fuzz Lane', number: '01234567890' }),
    invalid: {
      companyName: fc.oneof(invalidText(80), fc.constantFrom('x', ' y ')),
      taxId: fc.oneof(
        notAString.filter((value) => value !== null),
        graphemes(41, 60).filter((value) => value.trim().length > 40),
      ),
      address: invalidText(300),
      number: invalidPhone,
      note: fc.oneof(
        notAString.filter((value) => value !== null),
        graphemes(501, 520).filter((value) => value.trim().length > 500),
      ),
    },
    required: ['companyName', 'address', 'number'],
    known: keysOf(applySchema),
  },
  quickOrder: {
    valid: () => ({ rows: [{ sku: 'FUZZ-SKU', quantity: 5 }] }),
    invalid: {
      rows: fc.oneof(
        notAString.filter((value) => !Array.isArray(value)),
        fc.constant([]),
        // 201 rows: one more than a check takes.
        fc.constant(Array.from({ length: 201 }, (_, i) => ({ sku: `S${i}`, quantity: 1 }))),
        fc.constantFrom(
          [{ sku: 'A' }],
          [{ sku: 'A', quantity: 1.5 }],
          [{ sku: '', quantity: 1 }],
          [{ sku: 3, quantity: 1 }],
          [{ sku: 'A', quantity: 1, x: 1 }],
        ),
      ),
    },
    required: ['rows'],
    known: keysOf(quickOrderCheckSchema),
  },
  tradeApprove: {
    valid: () => ({ discountPercent: 10 }),
    invalid: { discountPercent: invalidDiscount, terms: invalidTerms },
    required: [],
    known: keysOf(approveSchema),
  },
  tradeDecline: {
    valid: () => ({ reason: 'Fuzzed' }),
    invalid: { reason: invalidText(500) },
    required: ['reason'],
    known: keysOf(declineSchema),
  },
  tradeUpdate: {
    valid: () => ({ discountPercent: 5 }),
    invalid: { discountPercent: invalidDiscount, terms: invalidTerms, status: fc.constantFrom('pending', 'declined', '', 1, null) },
    required: [],
    known: keysOf(updateCompanySchema),
  },
  requestQuote: {
    valid: (ctx: Context) => ({ lines: [{ toolId: ctx.toolId, quantity: 5 }], note: 'Fuzz' }),
    invalid: {
      lines: fc.oneof(
        notAString.filter((value) => !Array.isArray(value)),
        fc.constant([]),
        // 26 lines: one more than a quote may hold.
        fc.constant(Array.from({ length: 26 }, (_unused, i) => ({ toolId: `fuzz-tool-${i}`, quantity: 1 }))),
        fc.constant([
          { toolId: 'fuzz-tool', quantity: 1 },
          { toolId: 'fuzz-tool', quantity: 2 },
        ]),
        invalidWholeNumber(1, 1_000_000).map((quantity) => [{ toolId: 'fuzz-tool', quantity }]),
      ),
      note: invalidNote,
    },
    required: ['lines'],
    known: keysOf(requestQuoteSchema),
  },
  offerQuote: {
    valid: (ctx: Context) => ({ lines: [{ toolId: ctx.toolId, unitPrice: 3 }], validUntil: new Date().toISOString().slice(0, 10) }),
    invalid: {
      lines: fc.oneof(
        notAString.filter((value) => !Array.isArray(value)),
        fc.constant([]),
        invalidPrice.map((unitPrice) => [{ toolId: 'fuzz-tool', unitPrice }]),
      ),
      validUntil: fc.oneof(notAString, fc.constantFrom('', 'tomorrow', '2026-1-1', '01/02/2026', '2026-02-30T00:00:00Z')),
      note: invalidNote,
    },
    required: ['lines', 'validUntil'],
    known: keysOf(offerQuoteSchema),
  },
  acceptQuote: {
    valid: () => ({ address: '1 Fuzz Lane', number: '01234567890' }),
    invalid: { address: invalidText(300), number: invalidPhone, payment: fc.constantFrom('', 'cash', 7, null) },
    required: ['address', 'number'],
    known: keysOf(acceptQuoteSchema),
  },
  tradePrices: {
    valid: (ctx: Context) => ({ prices: [{ toolId: ctx.toolId, unitPrice: 3 }] }),
    invalid: {
      prices: fc.oneof(
        notAString.filter((value) => !Array.isArray(value)),
        invalidPrice.map((unitPrice) => [{ toolId: 'fuzz-tool', unitPrice }]),
      ),
    },
    required: ['prices'],
    known: keysOf(contractPricesSchema),
  },
  tradeInvite: {
    valid: () => ({ email: 'fuzz-buyer@example.test', role: 'buyer' }),
    invalid: {
      email: fc.oneof(notAString, fc.constantFrom('', 'not-an-email')),
      role: fc.constantFrom('owner', '', 0, null),
      approvalLimitCents: invalidWholeNumber(0, 100_000_000),
    },
    required: ['email', 'role'],
    known: keysOf(inviteSchema),
  },
  tradeMember: {
    valid: () => ({ approvalLimitCents: 1000 }),
    invalid: {
      role: fc.constantFrom('owner', '', 0),
      approvalLimitCents: invalidWholeNumber(0, 100_000_000).filter((value) => value !== null && !(typeof value === 'number' && !Number.isFinite(value))),
    },
    required: [],
    known: keysOf(updateMemberSchema),
  },
  list: {
    valid: (ctx: Context) => ({ name: 'Fuzz list', lines: [{ toolId: ctx.toolId, quantity: 2 }] }),
    invalid: {
      name: invalidText(60),
      lines: fc.oneof(
        notAString.filter((value) => !Array.isArray(value)),
        invalidWholeNumber(1, 1_000_000).map((quantity) => [{ toolId: 'fuzz-tool', quantity }]),
        fc.constantFrom(
          [
            { toolId: 'fuzz-tool', quantity: 1 },
            { toolId: 'fuzz-tool', quantity: 2 },
          ],
          [{ toolId: '', quantity: 1 }],
          [{ quantity: 1 }],
          Array.from({ length: 101 }, (_unused, i) => ({ toolId: `t${i}`, quantity: 1 })),
        ),
      ),
    },
    required: ['name', 'lines'],
    known: keysOf(listSchema),
  },
} satisfies Record<string, BodySpec>;

const fuzzRows = {
  'GET /hometools': { paged: true },
  'GET /homereviews': { paged: true },
  'GET /catalog': { takesNothing: true },
  'GET /toolreviews/{id}': { params: (ctx) => ({ id: ctx.toolId }), paged: true },
  'GET /purchase/{id}': { params: (ctx) => ({ id: ctx.toolId }) },
  'PUT /purchase/{id}': { params: (ctx) => ({ id: ctx.toolId }), body: bodies.purchase, idempotencyKey: true },
  'POST /orders': { body: bodies.placeOrder, idempotencyKey: true },
  'GET /myorder/{email}': { params: ownerEmail, paged: true },
  'DELETE /myordercancel/{orderId}/{email}': { params: (ctx) => ({ orderId: ctx.orderId, email: ctx.owner.email }) },
  'GET /pay/{orderId}': { params: (ctx) => ({ orderId: ctx.orderId }) },
  'GET /invoice/{orderId}': { params: (ctx) => ({ orderId: ctx.orderId }) },
  'GET /creditnote/{orderId}': { params: (ctx) => ({ orderId: ctx.orderId }) },
  'POST /create-payment-intent': { body: bodies.paymentIntent },
  'PATCH /pay/{orderId}': { params: (ctx) => ({ orderId: ctx.orderId }), body: bodies.confirmPayment },
  'POST /stripe-webhook': { signedBody: true },
  'POST /addareview': { body: bodies.review },
  'GET /userupdate/{email}': { params: ownerEmail },
  'PUT /userupdate/': { body: bodies.profile },
  'GET /allorders/{email}': { params: (ctx) => ({ email: ctx.admin.email }), paged: true },
  'POST /delivered/{orderId}': { params: (ctx) => ({ orderId: ctx.orderId }) },
  'POST /refund/{orderId}': { params: (ctx) => ({ orderId: ctx.orderId }) },
  'POST /addaproduct': { body: bodies.product },
  'GET /allproducts/': { paged: true },
  'DELETE /deleteproduct/{email}/{productId}': { params: (ctx) => ({ email: ctx.admin.email, productId: ctx.productId }) },
  'PATCH /product/{productId}': { params: (ctx) => ({ productId: ctx.productId }), body: bodies.editProduct },
  'POST /restoreproduct/{productId}': { params: (ctx) => ({ productId: ctx.productId }) },
  'GET /ordersexport': {
    query: {
      valid: { from: '2024-01-01', to: '2024-01-31' },
      invalid: {
        from: fc.string({ maxLength: 12 }).filter((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value)),
        to: fc.constantFrom('2023-12-31', '2024-02-30', '2026-13-01', '31-01-2024', '2025-02-01'),
        cursor: fc.string({ minLength: 1, maxLength: 40 }),
      },
    },
  },
  'GET /salessummary': {
    query: {
      valid: { days: '30' },
      invalid: {
        days: fc.oneof(
          fc.constantFrom('0', '366', '-1', '1.5', '1e2', ''),
          fc.string({ maxLength: 5 }).filter((value) => !/^\d{1,3}$/.test(value)),
        ),
      },
    },
  },
  'GET /auditlog': { paged: true },
  'GET /allreviews': { paged: true },
  // A review id that does not exist: no attack may hide a real review.
  'POST /hidereview/{reviewId}': { params: () => ({ reviewId: 'fuzz-review-that-does-not-exist' }) },
  'GET /allusers': { paged: true },
  'POST /makeadmin/{userId}': { params: (ctx) => ({ userId: ctx.owner.uid }) },
  'GET /tools/{id}': { params: (ctx) => ({ id: ctx.toolId }), htmlNotFound: true },
  'GET /sitemap.xml': { takesNothing: true },
  'GET /robots.txt': { takesNothing: true },
  'GET /tools': { takesNothing: true },
  'PUT /login/{email}': { params: ownerEmail, body: bodies.login },
  'GET /admin/{email}': { params: ownerEmail },
  // The fuzzed owner belongs to no trade account and the company does not exist: nothing can be written.
  'POST /trade/apply': { body: bodies.tradeApply },
  'GET /trade/account': { takesNothing: true },
  'GET /trade/membership': { takesNothing: true },
  'POST /quick-order/check': { body: bodies.quickOrder },
  'GET /admin/trade-accounts': { query: { valid: { status: 'pending' }, invalid: { status: fc.constantFrom('', 'open', 'PENDING', 'approved,pending') } } },
  'POST /admin/trade-accounts/{companyId}/approve': { params: fuzzCompany, body: bodies.tradeApprove },
  'POST /admin/trade-accounts/{companyId}/decline': { params: fuzzCompany, body: bodies.tradeDecline },
  'PATCH /admin/trade-accounts/{companyId}': { params: fuzzCompany, body: bodies.tradeUpdate },
  'PUT /admin/trade-accounts/{companyId}/prices': { params: fuzzCompany, body: bodies.tradePrices },
  'GET /admin/trade-accounts/{companyId}/prices': { params: fuzzCompany },
  'POST /trade/invites': { body: bodies.tradeInvite, idempotencyKey: true },
  'POST /trade/join/{token}': { params: () => ({ token: 'fuzz-token-that-opens-nothing-0000' }) },
  'PATCH /trade/members/{userId}': { params: (ctx) => ({ userId: ctx.owner.uid }), body: bodies.tradeMember },
  'DELETE /trade/members/{userId}': { params: (ctx) => ({ userId: ctx.owner.uid }) },
  'GET /trade/prices': {
    query: { valid: { ids: 'fuzz-tool' }, invalid: { ids: fc.constantFrom('', ',', ' , ', Array.from({ length: 101 }, (_u, i) => `t${i}`).join(',')) } },
  },
  'GET /trade/orders': { paged: true },
  'POST /trade/orders/{orderId}/approve': { params: (ctx) => ({ orderId: ctx.orderId }) },
  // The order is the owner's card order: no invoice on account, so even a valid payment is refused (404) and nothing is written.
  'POST /admin/invoices/{orderId}/payments': { params: (ctx) => ({ orderId: ctx.orderId }), body: bodies.invoicePayment },
  'POST /trade/invoices/{orderId}/payment-intent': { params: (ctx) => ({ orderId: ctx.orderId }) },
  'GET /trade/statement': { takesNothing: true },
  'GET /trade/statement.pdf': { takesNothing: true },
  'POST /trade/orders/{orderId}/decline': {
    params: (ctx) => ({ orderId: ctx.orderId }),
    body: { valid: () => ({ reason: 'Over budget' }), invalid: { reason: fc.constantFrom(7, null, 'x'.repeat(501)) }, required: [], known: ['reason'] },
  },
  // A list id that is no list: input is checked before any list is read, so nothing can be written.
  'GET /lists': { takesNothing: true },
  'POST /lists': { body: bodies.list },
  'GET /lists/{listId}': { params: fuzzList },
  'PUT /lists/{listId}': { params: fuzzList, body: bodies.list },
  'DELETE /lists/{listId}': { params: fuzzList },
  'POST /quotes': { body: bodies.requestQuote, idempotencyKey: true },
  'GET /quotes': { takesNothing: true },
  'GET /quotes/{quoteId}': { params: fuzzQuote },
  'POST /quotes/{quoteId}/accept': { params: fuzzQuote, body: bodies.acceptQuote },
  'POST /quotes/{quoteId}/decline': { params: fuzzQuote },
  'POST /quotes/{quoteId}/withdraw': { params: fuzzQuote },
  'GET /admin/quotes': { query: { valid: { status: 'requested' }, invalid: { status: fc.constantFrom('', 'open', 'REQUESTED', 'requested,offered') } } },
  'POST /admin/quotes/{quoteId}/offer': { params: fuzzQuote, body: bodies.offerQuote },
} satisfies Record<RouteKey, FuzzRow>;

const json = { 'content-type': 'application/json' };

function pathAttacks(route: RouteDefinition, row: FuzzRow, ctx: Context): fc.Arbitrary<Attack>[] {
  const names = pathParameterNames(route.path);
  if (names.length === 0) return [];
  const valid = row.params?.(ctx) ?? {};
  const rawBody = row.body && JSON.stringify(row.body.valid(ctx));
  const withBody = (path: string): Attack => ({ path, rawBody, headers: rawBody ? json : {} });
  return [
    fc.tuple(fc.constantFrom(...names), weirdPathValue).map(([name, value]) => withBody(fillPath(route.path, { ...valid, [name]: value }))),
    fc.tuple(fc.constantFrom(...names), brokenPercentEncoding).map(([name, raw]) => ({
      ...withBody(fillPath(route.path, valid).replace(encodeURIComponent(valid[name] ?? ''), raw)),
      status: 400,
    })),
  ];
}

type Mutation = (body: Record<string, unknown>) => Record<string, unknown>;

function bodyAttacks(spec: BodySpec, ctx: Context, path: string): fc.Arbitrary<Attack>[] {
  const fields = Object.keys(spec.invalid);
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc.constantFrom(...fields).chain((field) =>
      (spec.invalid[field] as fc.Arbitrary<unknown>).map(
        (value): Mutation =>
          (body) =>
            withKey(body, field, value),
      ),
    ),
    fc.tuple(hostileKey(spec.known), fc.jsonValue()).map(
      ([key, value]): Mutation =>
        (body) =>
          withKey(body, key, value),
    ),
  ];
  if (spec.required.length > 0) {
    mutations.push(
      fc.constantFrom(...spec.required).map((field): Mutation => (body) => {
        const { [field]: _dropped, ...rest } = body;
        return rest;
      }),
    );
  }
  const valid = spec.valid(ctx);
  return [
    fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }).map((steps) => ({
      path,
      rawBody: JSON.stringify(steps.reduce((body, step) => step(body), valid)),
      headers: json,
      status: 400,
    })),
    notAJsonObject.map((rawBody) => ({ path, rawBody, headers: json, status: 400 })),
    wrongContentType.map((type) => ({ path, rawBody: JSON.stringify(valid), headers: { 'content-type': type }, status: 415 })),
    fc.integer({ min: MAX_BODY_BYTES + 1, max: MAX_BODY_BYTES * 4 }).map((size) => ({
      path,
      rawBody: JSON.stringify({ ...valid, padding: 'x'.repeat(size) }),
      headers: json,
      status: 413,
    })),
  ];
}

/** `strictKeys`: an unknown parameter is a 400; a cached public read ignores it instead (review-hardening.test.ts checks that). */
function queryAttacks(path: string, strictKeys: boolean): fc.Arbitrary<Attack>[] {
  const query = (name: string, value: string) => ({ path: `${path}?${encodeURIComponent(name)}=${encodeURIComponent(value)}`, headers: {}, status: 400 });
  return [
    invalidLimit.map((limit) => query('limit', limit)),
    fc.string({ unit: 'grapheme', maxLength: 80 }).map((cursor) => query('cursor', cursor)),
    fc.base64String({ maxLength: 120 }).map((cursor) => query('cursor', cursor)),
    // Well-formed cursors of the right shape whose values are never a real list's (they start with 'z').
    fc
      .dictionary(
        fc.constantFrom('_id', 'listKey', 'createdAt', 'email', '__proto__'),
        fc.string({ maxLength: 20 }).map((value) => `z${value}`),
        { minKeys: 1 },
      )
      .map((key) => query('cursor', Buffer.from(JSON.stringify(key)).toString('base64url'))),
    ...(strictKeys
      ? [
          fc
            .string({ unit: 'grapheme', minLength: 1, maxLength: 10 })
            .filter((name) => !['limit', 'cursor'].includes(name))
            .map((name) => query(name, '1')),
        ]
      : []),
  ];
}

/** Each parameter in turn given a bad value (the others valid), and a parameter the route does not know. */
function namedQueryAttacks(path: string, spec: NonNullable<FuzzRow['query']>): fc.Arbitrary<Attack>[] {
  const withQuery = (query: Record<string, string>) => ({ path: `${path}?${new URLSearchParams(query).toString()}`, headers: {}, status: 400 });
  return [
    ...Object.entries(spec.invalid).map(([name, values]) => values.map((value) => withQuery({ ...spec.valid, [name]: value }))),
    fc
      .string({ minLength: 1, maxLength: 10 })
      .filter((name) => name.trim() !== '' && !(name in spec.valid) && !(name in spec.invalid))
      .map((name) => withQuery({ ...spec.valid, [name]: '1' })),
  ];
}

const signedBodyAttacks = (path: string): fc.Arbitrary<Attack>[] => [
  fc
    .tuple(
      fc.oneof(
        fc.jsonValue().map((value) => JSON.stringify(value)),
        notAJsonObject,
      ),
      fc.option(fc.string({ maxLength: 120 }), { nil: undefined }),
    )
    .map(([rawBody, signature]) => ({
      path,
      rawBody,
      headers: { ...json, ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
      status: 400,
    })),
  fc.integer({ min: 1, max: 2_000_000_000 }).map((timestamp) => ({
    path,
    rawBody: JSON.stringify({ id: 'evt_fuzz', type: 'payment_intent.succeeded', data: { object: { object: 'payment_intent', metadata: {} } } }),
    headers: { ...json, 'stripe-signature': `t=${timestamp},v1=${'0'.repeat(64)}` },
    status: 400,
  })),
];

const idempotencyKeyAttacks = (path: string, body: Record<string, unknown>): fc.Arbitrary<Attack>[] => [
  fc
    .string({ maxLength: 120 })
    .filter((key) => key.trim() !== '' && !/^[A-Za-z0-9_-]{8,100}$/.test(key.trim()))
    .map((key) => ({ path, rawBody: JSON.stringify(body), headers: { ...json, 'idempotency-key': key }, status: 400 })),
];

function attacksFor(route: RouteDefinition, row: FuzzRow, ctx: Context): fc.Arbitrary<Attack> {
  // As deployed: API Gateway serves `/userupdate/` as `/userupdate`.
  const path = fillPath(routePath(route.path), row.params?.(ctx) ?? {});
  const attacks = [
    ...pathAttacks(route, row, ctx),
    ...(row.body ? bodyAttacks(row.body, ctx, path) : []),
    ...(row.paged ? queryAttacks(path, !route.publicCache) : []),
    ...(row.query ? namedQueryAttacks(path, row.query) : []),
    ...(row.signedBody ? signedBodyAttacks(path) : []),
    ...(row.idempotencyKey && row.body ? idempotencyKeyAttacks(path, row.body.valid(ctx)) : []),
  ];
  return fc.oneof(...attacks);
}

describe('hostile input to every route', () => {
  let ctx: Context;

  beforeAll(async () => {
    const [admin, owner] = await Promise.all([seededAdmin(), freshCustomer('fuzzed')]);
    const toolId = await addTool(admin.token, { available: 1_000, minimum: 1, price: 4 });
    const productId = await addTool(admin.token, { available: 1, minimum: 1 });
    const orderId = (await placeOrder(owner, toolId, 5))._id;
    // A member (the admin of a pending company), so member-only reads reach their input checks.
    await memberOfSomeCompany(owner);
    ctx = { owner, admin, toolId, orderId, productId };
  });

  it('has a fuzz row for every route of the manifest, and no other', () => {
    expect(Object.keys(fuzzRows).sort()).toEqual(manifestRouteKeys().sort());
  });

  const fuzzed = routes.filter((route) => !(fuzzRows[routeKey(route)] as FuzzRow).takesNothing);
  it.each(fuzzed.map((route) => [routeKey(route), route] as const))('%s answers 4xx JSON with a message and changes nothing', async (key, route) => {
    const row: FuzzRow = fuzzRows[key];
    const credential =
      route.access === 'admin' ? ctx.admin.token : route.handler === 'login' ? ctx.owner.idToken : route.access === 'user' ? ctx.owner.token : undefined;
    const before = await snapshotTables();

    await fc.assert(
      fc.asyncProperty(attacksFor(route, row, ctx), async (attack) => {
        const response = await callApi<{ message?: unknown }>(route.method, attack.path, {
          auth: credential,
          rawBody: attack.rawBody,
          headers: attack.headers,
        });
        // The caller is always allowed: a 401 would mean the attack never reached the handler.
        expect(response.status).not.toBe(401);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        if (attack.status !== undefined) expect(response.status).toBe(attack.status);
        // A page route answers its 404 as a page; a path that dot segments take off the route (/tools/.. or /tools/. ->
        // /tools/, an empty id) reaches no route, and the API's JSON 404 answers it.
        const segments = new URL(attack.path, 'http://shop.test').pathname.split('/').slice(1);
        const routeSegments = route.path.split('/').slice(1);
        const reachesRoute =
          segments.length === routeSegments.length &&
          segments.every((segment, i) => segment !== '' && (routeSegments[i]!.startsWith('{') || segment === routeSegments[i]));
        if (row.htmlNotFound && response.status === 404 && reachesRoute) {
          expect(response.headers.get('content-type')).toMatch(/^text\/html/);
          return;
        }
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(typeof response.body?.message).toBe('string');
      }),
      { numRuns: RUNS_PER_ROUTE },
    );

    expect(await snapshotTables()).toEqual(before);
  });
});
