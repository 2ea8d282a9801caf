/**
 * What the manifest does not say about each route: its inputs (the same zod schemas the handler
 * validates with), its answer and the errors of its own. Keyed by handler name, so a route added to
 * the manifest without an entry here fails the type check, and docs/openapi.json + docs/api.md
 * (generated from this file by `npm run docs:api`) cover every route.
 */
import * as z from '../../functions/platform/contract/zod.js';
import type { HandlerName } from '../../functions/manifest.js';
import { pageQuerySchema } from '../../functions/platform/contract/fields.js';
import {
  allOrdersQuerySchema,
  declineOrderSchema,
  deliverySchema,
  orderAnswerSchema as orderSchema,
  placeOrderSchema,
  purchaseSchema,
} from '../../functions/orders/contract/order.js';
import {
  acceptQuoteSchema,
  adminQuotesQuerySchema,
  offerQuoteSchema,
  quoteAnswerSchema,
  quoteIdParams,
  requestQuoteSchema,
} from '../../functions/quotes/contract/quote.js';
import { auditEntrySchema, auditLogQuerySchema } from '../../functions/platform/contract/audit.js';
import { ordersExportQuerySchema, salesSummaryQuerySchema, salesSummarySchema } from '../../functions/admin/contract/sales.js';
import {
  emailParams,
  idempotencyHeaderSchema,
  orderEmailParams,
  orderIdParams,
  productEmailParams,
  productIdParams,
  toolIdParams,
  userIdParams,
} from '../../functions/platform/contract/params.js';
import { confirmPaymentSchema, createPaymentIntentSchema } from '../../functions/orders/contract/payment.js';
import { publicReviewSchema, reviewIdParams, reviewRecordSchema, reviewSchema } from '../../functions/reviews/contract/review.js';
import { toolAnswerSchema as toolSchema } from '../../functions/catalog/contract/tool.js';
import { addProductSchema, editProductSchema } from '../../functions/catalog/contract/product-input.js';
import { catalogSchema } from '../../functions/catalog/contract/catalog.js';
import { loginSchema, profileSchema, ROLES, userSchema } from '../../functions/accounts/contract/user.js';
import {
  adminCompanySchema,
  applySchema,
  approveSchema,
  companyIdParams,
  companyListQuery,
  companySchema,
  contractPriceSchema,
  contractPricesSchema,
  declineSchema,
  inviteAnswerSchema,
  inviteSchema,
  memberParams,
  memberSchema,
  tokenParams,
  tradeAccountSchema,
  membershipAnswerSchema,
  tradePriceSchema,
  tradePricesQuery,
  updateCompanySchema,
  updateMemberSchema,
} from '../../functions/trade/contract/trade-account.js';
import { buyingListSchema, listParams, listSchema } from '../../functions/lists/contract/buying-list.js';
import {
  invoiceAnswerSchema,
  invoiceParams,
  invoicePaymentIntentAnswerSchema,
  recordPaymentSchema,
  statementSchema,
} from '../../functions/receivables/contract/receivables.js';
import { quickOrderAnswerSchema, quickOrderCheckSchema } from '../../functions/quick-order/contract/quick-order.js';

export interface RouteAnswer {
  status: 200 | 201;
  description: string;
  schema: z.ZodMiniType;
  /** Lists: the next page's cursor comes in the x-next-cursor header. */
  paged?: boolean;
  /** When the answer is not JSON. */
  contentType?: 'text/csv' | 'text/html' | 'application/xml' | 'text/plain' | 'application/pdf';
}

export interface RouteDoc {
  summary: string;
  /** Who may call it, beyond the manifest's access level. */
  who: string;
  notes?: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  headers?: z.ZodMiniType;
  body?: z.ZodMiniType;
  answer: RouteAnswer;
  /** Errors particular to this route; the generic ones (400, 401, 403, 413, 415, 503) are added from its access and inputs. */
  errors?: Partial<Record<400 | 403 | 404 | 409 | 410 | 502 | 503, string>>;
}

const acknowledged = z.object({ acknowledged: z.literal(true) });
const modifiedOne = z.extend(acknowledged, { modifiedCount: z.literal(1) });

export const routeDocs: Record<HandlerName, RouteDoc> = {
  'list-home-tools': {
    summary: 'The newest tools, for the home page.',
    who: 'anyone',
    query: pageQuerySchema,
    answer: { status: 200, description: 'Tools, newest first; 6 when no `limit` is given.', schema: z.array(toolSchema), paged: true },
  },
  'list-home-reviews': {
    summary: 'The newest reviews, for the home page.',
    who: 'anyone',
    query: pageQuerySchema,
    answer: {
      status: 200,
      description: 'Visible reviews, newest first; 3 when no `limit` is given. The reviewer appears by display name only (`customer`), never by email.',
      schema: z.array(publicReviewSchema),
      paged: true,
    },
  },
  'get-catalog': {
    summary: 'Every tool on sale and the categories in use, for the /tools page.',
    who: 'anyone',
    notes: 'Cached at the edge for up to 30 seconds, then served stale for up to 30 more while it is fetched again: at most a minute behind.',
    answer: {
      status: 200,
      description:
        "`tools`: every tool on sale once, newest first (a tool stored without a category is in 'General'; `rating` only when it has visible reviews, `priceBreaks` only when it has price breaks). `categories`: the categories of those tools with their number of tools, by name.",
      schema: catalogSchema,
    },
  },
  'list-tool-reviews': {
    summary: "One tool's visible reviews, for its product page.",
    who: 'anyone',
    params: toolIdParams,
    query: pageQuerySchema,
    answer: {
      status: 200,
      description:
        'Visible reviews of the tool, newest first; 20 when no `limit` is given (an unknown tool has none). The reviewer appears by display name only.',
      schema: z.array(publicReviewSchema),
      paged: true,
    },
  },
  'catalog-page': {
    summary:
      "The catalog's page for crawlers and link previews, at the site's own /tools (CloudFront and Vite send that path here; the app reads the search, category and sort from the query string).",
    who: 'anyone',
    notes:
      "The built index.html with `<title>Tools | Tools Storefront</title>`, the catalog's meta description, the canonical link and Open Graph tags (og:type website), and the page's heading, with the 6 newest tools' cards when there is no query string, in place of the home page's first screen. Cached at the edge for a minute.",
    answer: { status: 200, description: "The catalog's page (HTML).", schema: z.string(), contentType: 'text/html' },
  },
  'tool-page': {
    summary: "A tool's page for crawlers and link previews, at the site's own /tools/{id} (CloudFront and Vite send that path here).",
    who: 'anyone',
    params: toolIdParams,
    notes:
      'The built index.html with `<title>{name} | Tools Storefront</title>`, the meta description (at most 160 characters), the canonical link, Open Graph tags (og:type product) and one JSON-LD Product (offers in USD, availability, aggregateRating when rated). Cached at the edge for a minute.',
    answer: { status: 200, description: "The tool's page (HTML).", schema: z.string(), contentType: 'text/html' },
    errors: { 404: 'No tool on sale has this id: the 404 page (HTML, noindex).' },
  },
  sitemap: {
    summary: "The sitemap, at the site's own /sitemap.xml.",
    who: 'anyone',
    answer: {
      status: 200,
      description: '/, /tools, /blog and every tool page on sale, each tool with `lastmod`.',
      schema: z.string(),
      contentType: 'application/xml',
    },
  },
  robots: {
    summary: "The crawlers' rules, at the site's own /robots.txt.",
    who: 'anyone',
    answer: {
      status: 200,
      description: 'Disallows /dashboard, /purchase, /login, /signup and /cart; names the sitemap.',
      schema: z.string(),
      contentType: 'text/plain',
    },
  },
  'get-tool': {
    summary: 'One tool, for the purchase page.',
    who: 'anyone',
    params: toolIdParams,
    answer: { status: 200, description: 'The tool.', schema: z.object({ tool: toolSchema }) },
    errors: { 404: 'No tool has this id.' },
  },
  'create-order': {
    summary: 'Places an order for a tool and takes its stock, in one atomic write.',
    who: 'a signed-in customer, for their own account',
    notes:
      'The server computes the price (unit price times quantity), the status (`Not paid`) and the product name; values the client sends for them are ignored. ' +
      "`quantity` must be at least the tool's minimum order and at most its stock (`Minimum quantity must be 50`, `Maximum quantity must be less or equal 120`). " +
      'An optional `Idempotency-Key` header makes a retry answer the first order instead of placing a second one.',
    params: toolIdParams,
    headers: idempotencyHeaderSchema,
    body: purchaseSchema(),
    answer: {
      status: 200,
      description: 'The stored order.',
      schema: z.object({ quantityUpdateResult: z.object({ modifiedCount: z.literal(1) }), order: orderSchema }),
    },
    errors: {
      400: 'A field is missing or invalid, or the quantity is below the tool\'s minimum or above its stock ("Minimum quantity must be N", "Maximum quantity must be less or equal N").',
      403: "The body names an email other than the caller's.",
      404: 'No tool has this id.',
      409: 'Out of stock, another order took the last units, or the Idempotency-Key was used for a different order.',
    },
  },
  'place-order': {
    summary: "Places one order of a cart's lines and takes the stock of every line in one transaction, or none of it.",
    who: 'a signed-in customer, for their own account',
    notes:
      'Every line names a tool (each tool once, 1 to 25 lines) and a quantity; the server reads each tool and computes every unit price, line amount, the subtotal, tax and total. ' +
      "A quantity outside a tool's minimum order and stock is a 400 naming the line's field (`lines.2.quantity`) with the purchase form's messages. " +
      "The order answers with its `lines`; `product_name` is the tool's name for one line and `{first name} and {n} more` for several, `quantity` the total units, `price` the total in dollars. " +
      'An optional `Idempotency-Key` header makes a retry answer the first order instead of placing a second one.',
    headers: idempotencyHeaderSchema,
    body: placeOrderSchema,
    answer: { status: 201, description: 'The stored order.', schema: z.object({ order: orderSchema }) },
    errors: {
      400: "A field is missing or invalid, a tool is unknown or twice in the order, or a line's quantity is below its tool's minimum or above its stock (the field names the line: `lines.N.quantity`).",
      409: 'A tool is out of stock, another order took the units in between (`details.toolId` names the tool), or the Idempotency-Key was used for a different order.',
    },
  },
  'list-my-orders': {
    summary: "The caller's own orders.",
    who: 'the owner of `{email}`',
    params: emailParams,
    query: pageQuerySchema,
    answer: {
      status: 200,
      description: 'Orders, newest first, and the cursor of the next page.',
      schema: z.object({ orders: z.array(orderSchema), nextCursor: z.optional(z.string()) }),
      paged: true,
    },
    errors: { 403: "`{email}` is not the caller's." },
  },
  'cancel-order': {
    summary:
      "Cancels an unpaid order (it stays, with status 'cancelled' and why) and gives its stock back, in one atomic write; then cancels its payment intent.",
    who: 'the owner of the order, or an admin',
    notes: 'A payment that still arrives for a cancelled order is refunded.',
    params: orderEmailParams,
    answer: {
      status: 200,
      description: 'The order is cancelled.',
      schema: z.object({ result: z.object({ deletedCount: z.literal(1) }), order: orderSchema }),
    },
    errors: {
      403: "`{email}` is not the caller's, or the order is someone else's and the caller is not an admin.",
      404: 'No order has this id.',
      409: 'The order is paid or delivered: only an unpaid order can be cancelled.',
    },
  },
  'get-order-for-payment': {
    summary: 'One order, for the pay page.',
    who: 'the owner of the order, or an admin',
    params: orderIdParams,
    answer: { status: 200, description: 'The order.', schema: orderSchema },
    errors: { 403: "The order is someone else's and the caller is not an admin.", 404: 'No order has this id.' },
  },
  'get-invoice': {
    summary: "The paid order's invoice as a PDF (INV-{year}-{six digits}.pdf).",
    who: 'the owner of the order, or an admin',
    params: orderIdParams,
    notes:
      "The number comes from a per-year sequence with no gaps and no repeats, given a moment after the payment. Drawn from the stored order alone: seller, buyer (name, email, address, PO number), lines, subtotal, tax with its label and rate, total, and 'Paid' with the date and payment reference.",
    answer: {
      status: 200,
      description: 'application/pdf, as an attachment named after the invoice number.',
      schema: z.string(),
      contentType: 'application/pdf',
    },
    errors: { 403: "The order is someone else's and the caller is not an admin.", 404: 'No order has this id, or it has no invoice yet (not paid).' },
  },
  'get-credit-note': {
    summary: "The refunded order's credit note as a PDF (CN-{year}-{six digits}.pdf), naming the invoice it cancels.",
    who: 'the owner of the order, or an admin',
    params: orderIdParams,
    answer: {
      status: 200,
      description: 'application/pdf, as an attachment named after the credit note number.',
      schema: z.string(),
      contentType: 'application/pdf',
    },
    errors: { 403: "The order is someone else's and the caller is not an admin.", 404: 'No order has this id, or it is not refunded.' },
  },
  'create-payment-intent': {
    summary: "Creates (or reuses) the payment provider's payment intent for an unpaid order.",
    who: 'the owner of the order',
    notes: "The amount is the stored order's total in cents, never a value from the client (`price` is accepted and ignored).",
    body: createPaymentIntentSchema,
    answer: { status: 200, description: 'The client secret the browser confirms the card payment with.', schema: z.object({ clientSecret: z.string() }) },
    errors: {
      403: "The order is someone else's.",
      404: 'No order has this id.',
      409: 'The order is already paid, or its total is below the minimum card payment of $0.50.',
      502: 'The payment provider failed or refused the request.',
      503: 'The payment provider could not be reached or is busy.',
    },
  },
  'confirm-payment': {
    summary: 'Marks an order paid once the payment provider confirms the payment succeeded.',
    who: 'the owner of the order',
    notes: 'The server asks the provider whether this payment intent succeeded for this order and this amount. Doing it twice changes nothing.',
    params: orderIdParams,
    body: confirmPaymentSchema,
    answer: {
      status: 200,
      description: '`modifiedCount` is 1 when this call marked the order paid, 0 when it already was.',
      schema: z.extend(acknowledged, { modifiedCount: z.number(), order: orderSchema }),
    },
    errors: {
      400: "A field is invalid, or the body's `orderId` is not the one in the path.",
      403: "The order is someone else's.",
      404: 'No order has this id.',
      409: 'The order is already paid or delivered, or the provider has no succeeded payment of that amount for it.',
      502: 'The payment provider failed to answer.',
      503: 'The payment provider could not be reached or is busy.',
    },
  },
  'stripe-webhook': {
    summary: "The payment provider's signed events.",
    who: 'the payment provider (the `stripe-signature` header is the proof)',
    notes: 'A `payment_intent.succeeded` event marks its order paid, with the same checks as PATCH /pay/{orderId}; other events are acknowledged and ignored.',
    answer: {
      status: 200,
      description: 'The event was received; `outcome` says what it did.',
      schema: z.object({ received: z.literal(true), outcome: z.string() }),
    },
    errors: { 400: 'The signature header is missing, does not match the body, or is too old.' },
  },
  'add-review': {
    summary: "Adds or replaces the caller's review of a tool they bought.",
    who: 'a signed-in customer with a `paid` or `delivered` order of that tool',
    notes:
      "The body names the tool by `name` (the product name on the customer's order, as My orders shows it) or `toolId` (which also finds a tool renamed since). The reviewer is the caller (user id and display name from the token). One review per customer and tool: " +
      "a second one replaces the first. The tool's `rating` moves in the same transaction. " +
      'A tool archived after the purchase can still be reviewed: the purchase was real, even though the tool has left the shop.',
    body: reviewSchema,
    answer: { status: 201, description: 'The stored review.', schema: z.extend(acknowledged, { insertedId: z.string(), review: reviewRecordSchema }) },
    errors: { 403: "'You can review only tools you have bought', or the body names an email other than the caller's." },
  },
  'get-profile': {
    summary: "The caller's profile.",
    who: 'the owner of `{email}`',
    params: emailParams,
    answer: { status: 200, description: 'The user as stored.', schema: z.object({ user: userSchema }) },
    errors: { 403: "`{email}` is not the caller's.", 404: 'The user has not signed in yet.' },
  },
  'update-profile': {
    summary: "Updates the caller's profile fields.",
    who: 'a signed-in user, for their own account',
    notes:
      "Name and email are read-only: `user_name` is ignored and `email`, if sent, must be the caller's. The route has no trailing slash (`/userupdate`); on the site, `/api/userupdate/` reaches it too (the edge strips the slash).",
    body: profileSchema,
    answer: {
      status: 200,
      description: 'The profile is saved.',
      schema: z.object({ result: z.extend(acknowledged, { matchedCount: z.literal(1), modifiedCount: z.literal(1) }) }),
    },
    errors: { 403: "The body names an email other than the caller's.", 404: 'The user has not signed in yet.' },
  },
  'list-all-orders': {
    summary: 'Every order, for the admin.',
    who: 'an admin, with their own email as `{email}`',
    params: emailParams,
    query: allOrdersQuerySchema,
    notes: '`status` and `buyer` (the email an order was placed with) filter the list; each is served by an index (byStatus, byBuyer), never a Scan.',
    answer: { status: 200, description: 'Orders, newest first.', schema: z.array(orderSchema), paged: true },
    errors: { 403: "Not an admin, or `{email}` is not the caller's." },
  },
  'mark-delivered': {
    summary: 'Marks a paid order delivered (shipped), optionally with the carrier and tracking number.',
    who: 'an admin',
    params: orderIdParams,
    body: deliverySchema,
    answer: { status: 200, description: 'The order is delivered.', schema: modifiedOne },
    errors: { 404: 'No order has this id.', 409: 'The order is not paid.' },
  },
  'refund-order': {
    summary: 'Refunds a paid or delivered order in full at the payment provider; a paid order gives its stock back.',
    who: 'an admin',
    params: orderIdParams,
    answer: { status: 200, description: "The order, now 'refunded'.", schema: z.object({ order: orderSchema }) },
    errors: {
      404: 'No order has this id.',
      409: 'The order is not paid or delivered, or it changed meanwhile.',
      502: 'The payment provider failed to answer.',
      503: 'The payment provider could not be reached or is busy.',
    },
  },
  'add-product': {
    summary: 'Adds a tool to the shop.',
    who: 'an admin',
    body: addProductSchema,
    answer: { status: 201, description: 'The stored tool.', schema: z.extend(acknowledged, { insertedId: z.string(), tool: toolSchema }) },
  },
  'list-all-products': {
    summary: 'Every tool, for the admin.',
    who: 'an admin',
    query: pageQuerySchema,
    notes: 'The route has no trailing slash (`/allproducts`); on the site, `/api/allproducts/` reaches it too (the edge strips the slash).',
    answer: { status: 200, description: 'Tools, newest first; archived ones carry `archived: true`.', schema: z.array(toolSchema), paged: true },
  },
  'edit-product': {
    summary: "Changes any of a tool's fields (validated like POST /addaproduct). Orders already placed keep their totals.",
    who: 'an admin',
    params: productIdParams,
    body: editProductSchema,
    answer: { status: 200, description: 'The tool as changed.', schema: z.object({ tool: toolSchema }) },
    errors: { 404: 'No tool has this id.', 409: 'The tool kept changing meanwhile; try again.' },
  },
  'delete-product': {
    summary: 'Archives a tool: it leaves the shop (lists, GET and PUT /purchase/{id} answer 404) and keeps its orders.',
    who: 'an admin, with their own email as `{email}`',
    params: productEmailParams,
    answer: { status: 200, description: 'The tool is archived.', schema: z.extend(acknowledged, { deletedCount: z.literal(1), tool: toolSchema }) },
    errors: { 403: "Not an admin, or `{email}` is not the caller's.", 404: 'No tool has this id.' },
  },
  'restore-product': {
    summary: 'Puts an archived tool back on sale.',
    who: 'an admin',
    params: productIdParams,
    answer: { status: 200, description: 'The tool, on sale again.', schema: z.object({ tool: toolSchema }) },
    errors: { 404: 'No tool has this id.' },
  },
  'export-orders': {
    summary: 'The orders placed in a date range (both days included, UTC) as CSV, for the accountant.',
    who: 'an admin',
    query: ordersExportQuerySchema,
    notes:
      "One row per line of each order (a one-tool order is one row; `total` is the line's amount). Paged: each answer holds up to 2,000 rows, an order never split between two answers; while more remain, `x-next-cursor` carries the cursor to send as `cursor` with the same range. Only the first page starts with the header row. A cell starting with =, +, - or @ is prefixed with a quote.",
    answer: {
      status: 200,
      description:
        "text/csv: order id, created at, buyer name, buyer email, address, phone, product, quantity, unit price, total, status, paid at, delivered at, carrier, tracking number, subtotal, tax, PO number, invoice number, company and list unit price (for a trade member's order: its company, and what a visitor pays a unit beside the unit price charged).",
      schema: z.string(),
      contentType: 'text/csv',
      paged: true,
    },
  },
  'sales-summary': {
    summary: 'Orders, paid orders and revenue per day, the top tools, the orders to ship and the tools low on stock.',
    who: 'an admin',
    query: salesSummaryQuerySchema,
    notes:
      'Read from figures every order change keeps current in its own transaction: one Query, whatever the number of orders. An order counts on the UTC day it was placed; revenue is in dollars, from paid and delivered orders, less refunds.',
    answer: { status: 200, description: 'The summary of the last `days` days (default 30).', schema: salesSummarySchema },
  },
  'apply-for-trade-account': {
    summary: "Applies for a trade account for the caller's company; the caller becomes its first admin.",
    who: 'a signed-in user who belongs to no trade account',
    body: applySchema,
    notes: "The shop's admins are emailed.",
    answer: { status: 201, description: 'The company, `pending`.', schema: z.object({ company: companySchema }) },
    errors: { 409: "'You already belong to a trade account'." },
  },
  'get-trade-account': {
    summary: "The caller's trade account: the company, its members and the caller's role.",
    who: 'a member of a trade account',
    notes: "Only the company's admins see members' emails.",
    answer: { status: 200, description: 'The account.', schema: tradeAccountSchema },
    errors: { 404: "'No trade account': the caller is a member of none." },
  },
  'record-invoice-payment': {
    summary: 'Records a payment received for an on-account invoice (a bank transfer, a cheque).',
    who: 'a shop admin',
    params: invoiceParams,
    body: recordPaymentSchema,
    notes:
      "Part payments add up; the last one marks the invoice paid (`paidAt`) and frees the company's balance. The payment, the order's `paidCents` and the company's balance move in one transaction, with the audit entry.",
    answer: { status: 201, description: 'The invoice after the payment.', schema: invoiceAnswerSchema },
    errors: {
      400: "`amountCents` is not a whole number of cents more than 0 (naming it), or 'More than the amount due'; `reference` is not 1 to 60 characters; `receivedOn` is not a date or is in the future.",
      404: 'No order has this id, or it is not paid on account.',
      409: 'The invoice changed meanwhile (another payment, a cancel): read it again.',
    },
  },
  'create-invoice-payment-intent': {
    summary: 'Starts the card payment of an on-account invoice, for the whole amount still due.',
    who: "an admin of the invoice's trade account",
    params: invoiceParams,
    notes:
      "The provider's `payment_intent.succeeded` event records the payment like any other (POST /stripe-webhook), once: an event delivered twice counts once. The provider call carries an idempotency key of the invoice and what was paid so far.",
    answer: {
      status: 200,
      description: 'The client secret the browser confirms the card with, and the amount it pays.',
      schema: invoicePaymentIntentAnswerSchema,
    },
    errors: {
      403: "The caller is a buyer of the company, not an admin ('Only an admin of your trade account can do this').",
      404: "'No trade account', or no on-account invoice of the caller's company has this id.",
      409: "'This invoice is paid', or the amount due is below the minimum card payment of $0.50.",
      502: 'The payment provider failed or refused the request.',
      503: 'The payment provider could not be reached or is busy.',
    },
  },
  'get-trade-statement': {
    summary: "The caller's company's statement: balance, credit limit, what is available, whether it is on hold, its invoices and their aging.",
    who: 'an admin of a trade account',
    notes:
      'Decided at the time of the read: an invoice past `dueAt` and not fully paid is `overdue`; aging buckets what is due by whole days past `dueAt` (current: not yet due); an account with an invoice more than 30 days overdue is `onHold`.',
    answer: { status: 200, description: 'The statement.', schema: statementSchema },
    errors: { 403: 'The caller is a buyer, not an admin of the company.', 404: "'No trade account'." },
  },
  'get-trade-statement-pdf': {
    summary: "The caller's company's statement as a PDF.",
    who: 'an admin of a trade account',
    notes: 'The same figures as GET /trade/statement, at the time of the read.',
    answer: { status: 200, description: 'application/pdf, as an attachment.', schema: z.string(), contentType: 'application/pdf' },
    errors: { 403: 'The caller is a buyer, not an admin of the company.', 404: "'No trade account'." },
  },
  'check-quick-order': {
    summary: "Checks rows of SKU and quantity against the catalog, each on its own, at the caller's prices.",
    who: 'a signed-in user',
    body: quickOrderCheckSchema,
    notes:
      "Rows of one SKU (ignoring case) are merged first, otherwise answered in the order sent. A bad row never fails the others: each has its status, and `suggestedQuantity` where a quantity fits the tool's minimum, pack, maximum and stock. Trade prices apply.",
    answer: { status: 200, description: 'Every row, checked.', schema: quickOrderAnswerSchema },
    errors: { 400: 'More than 200 rows, or a row that is not `{ sku: string, quantity: integer }`, naming the field.' },
  },
  'get-trade-membership': {
    summary: "Whether the caller belongs to a trade account: its company's id, name and status, and the caller's role.",
    who: 'a signed-in user',
    notes: 'Answered to every signed-in user (null for an account in no company), so the web app learns who gets trade prices without a 404.',
    answer: { status: 200, description: 'The membership, or null.', schema: membershipAnswerSchema },
  },
  'list-trade-accounts': {
    summary: 'The trade accounts, newest first, optionally of one status.',
    who: 'an admin',
    query: companyListQuery,
    answer: { status: 200, description: 'The companies.', schema: z.object({ companies: z.array(adminCompanySchema) }) },
  },
  'approve-trade-account': {
    summary: 'Approves a trade account application, with its discount and terms.',
    who: 'an admin',
    params: companyIdParams,
    body: approveSchema,
    notes: 'Audited; the applicant is emailed. Approving an approved account changes nothing (no second email).',
    answer: { status: 200, description: 'The company as now stored.', schema: z.object({ company: adminCompanySchema }) },
    errors: { 404: 'No trade account has this id.', 409: 'The account is suspended, or changed meanwhile.' },
  },
  'decline-trade-account': {
    summary: 'Declines a pending application, with a reason.',
    who: 'an admin',
    params: companyIdParams,
    body: declineSchema,
    notes: 'Audited; the applicant is emailed with the reason. Declining a declined application changes nothing.',
    answer: { status: 200, description: 'The company as now stored.', schema: z.object({ company: adminCompanySchema }) },
    errors: { 404: 'No trade account has this id.', 409: 'The account is not pending.' },
  },
  'update-trade-account': {
    summary: "Changes a trade account's discount, terms, tax exemption or status (approved or suspended).",
    who: 'an admin',
    params: companyIdParams,
    body: updateCompanySchema,
    notes: 'Audited with the fields before and after.',
    answer: { status: 200, description: 'The company as now stored.', schema: z.object({ company: adminCompanySchema }) },
    errors: { 404: 'No trade account has this id.', 409: 'A status change of an application not yet approved or declined.' },
  },
  'set-contract-prices': {
    summary: "Replaces a trade account's contract prices (dollars, at most 500).",
    who: 'an admin',
    params: companyIdParams,
    body: contractPricesSchema,
    notes: 'Audited with the prices that changed (in cents).',
    answer: { status: 200, description: 'The contract prices now.', schema: z.object({ prices: z.array(contractPriceSchema) }) },
    errors: { 404: 'No trade account has this id.' },
  },
  'get-contract-prices': {
    summary: "A trade account's contract prices.",
    who: 'an admin',
    params: companyIdParams,
    answer: { status: 200, description: 'The contract prices.', schema: z.object({ prices: z.array(contractPriceSchema) }) },
    errors: { 404: 'No trade account has this id.' },
  },
  'invite-trade-member': {
    summary: "Invites an address to the caller's trade account: the link, single use for 7 days, is only in the email.",
    who: 'an admin of an approved trade account',
    body: inviteSchema,
    headers: idempotencyHeaderSchema,
    notes: 'A new invitation of an address replaces its earlier one. The same `Idempotency-Key` answers the same invitation and sends no second email.',
    answer: { status: 201, description: 'The invitation (without its token).', schema: z.object({ invite: inviteAnswerSchema }) },
    errors: {
      403: "A buyer, or 'Your trade account is not approved'.",
      404: "'No trade account'.",
      503: 'The email could not be sent; safe to retry.',
    },
  },
  'join-trade-account': {
    summary: 'Accepts an invitation: the caller joins its trade account.',
    who: 'a signed-in user whose verified email is the invited address',
    params: tokenParams,
    notes: 'Joining again with the same link answers the company again.',
    answer: { status: 200, description: 'The company joined.', schema: z.object({ company: companySchema }) },
    errors: {
      403: "'This invitation is for another email address'.",
      409: "'You already belong to a trade account'.",
      410: "'This invitation has expired': used, replaced or older than 7 days.",
    },
  },
  'update-trade-member': {
    summary: "Changes a member's role or approval limit (null removes the limit).",
    who: 'an admin of the trade account',
    params: memberParams,
    body: updateMemberSchema,
    answer: { status: 200, description: 'The member now.', schema: z.object({ member: memberSchema }) },
    errors: {
      403: 'A buyer.',
      404: "'No trade account', or no member of the caller's with this id.",
      409: "'A trade account needs at least one admin'.",
    },
  },
  'remove-trade-member': {
    summary: 'Removes a member from the trade account, or the caller leaves it.',
    who: 'an admin of the trade account, or the member leaving',
    params: memberParams,
    notes: 'The last admin may leave only a declined application, so that the account can apply again.',
    answer: { status: 200, description: 'The member is removed.', schema: acknowledged },
    errors: {
      403: 'A buyer removing someone else.',
      404: "'No trade account', or no member of the caller's with this id.",
      409: "'A trade account needs at least one admin'.",
    },
  },
  'get-lists': {
    summary: "The caller's buying lists: their own, then their trade account's when it is approved.",
    who: 'a signed-in user',
    notes:
      'A list made by a member of an approved trade account belongs to the company: every member sees and uses it; each list says whether the caller may change it (`canChange`: its author or a company admin).',
    answer: { status: 200, description: 'The lists, oldest first.', schema: z.object({ lists: z.array(buyingListSchema) }) },
  },
  'create-list': {
    summary: 'Saves a buying list: a name (1 to 60 characters) and at most 100 lines, each tool once.',
    who: 'a signed-in user',
    body: listSchema,
    notes: "The list belongs to the caller's trade account when they are a member of an approved one, else to the caller.",
    answer: { status: 201, description: 'The list, with its `listId`.', schema: z.object({ list: buyingListSchema }) },
  },
  'get-list': {
    summary: 'One buying list.',
    who: 'its author, or any member of its trade account',
    params: listParams,
    answer: { status: 200, description: 'The list.', schema: z.object({ list: buyingListSchema }) },
    errors: { 404: "'No such list': no list with this id, or not the caller's nor their company's." },
  },
  'update-list': {
    summary: "Replaces a buying list's name and lines.",
    who: 'its author, or an admin of its trade account',
    params: listParams,
    body: listSchema,
    answer: { status: 200, description: 'The list now.', schema: z.object({ list: buyingListSchema }) },
    errors: {
      404: "'No such list': no list with this id, or not one the caller may change.",
      409: 'The list changed meanwhile; safe to retry.',
    },
  },
  'delete-list': {
    summary: 'Deletes a buying list.',
    who: 'its author, or an admin of its trade account',
    params: listParams,
    answer: { status: 200, description: 'The list is deleted.', schema: acknowledged },
    errors: {
      404: "'No such list': no list with this id, or not one the caller may change.",
      409: 'The list changed meanwhile; safe to retry.',
    },
  },
  'get-trade-prices': {
    summary: "The caller's trade prices for some tools, by the trade price rule.",
    who: 'a member of an approved trade account',
    query: tradePricesQuery,
    notes: "Never cached at the edge. `unitPrice` is at the tool's minimum quantity, each break's by the same rule. Tools not on sale are left out.",
    answer: { status: 200, description: 'The prices.', schema: z.object({ prices: z.array(tradePriceSchema) }) },
    errors: { 403: "'Your trade account is not approved'.", 404: "'No trade account'." },
  },
  'list-trade-orders': {
    summary: "A trade account's orders: every member's for its admins, a buyer's own.",
    who: 'a member of a trade account',
    query: pageQuerySchema,
    answer: {
      status: 200,
      description: 'Orders, newest first, each with the name of the member who placed it, and the cursor of the next page.',
      schema: z.object({ orders: z.array(z.extend(orderSchema, { memberName: z.string() })), nextCursor: z.optional(z.string()) }),
      paged: true,
    },
    errors: { 404: "'No trade account'." },
  },
  'request-quote': {
    summary: "Asks the shop for a price: 1 to 25 lines of a tool and a quantity, and an optional note. The shop's admins are emailed.",
    who: 'a signed-in customer',
    notes:
      'The quote is `requested`, with its `quoteId`; a member of a trade account asks for their company, whose admins see it. ' +
      'An optional `Idempotency-Key` header makes a retry answer the first quote instead of asking twice.',
    headers: idempotencyHeaderSchema,
    body: requestQuoteSchema,
    answer: { status: 201, description: 'The stored quote.', schema: z.object({ quote: quoteAnswerSchema }) },
    errors: {
      400: 'A field is missing or invalid, a tool is unknown (`lines.N.toolId`) or twice, no lines or more than 25, or a note over 1,000 characters.',
      409: 'The Idempotency-Key was used for another quote.',
    },
  },
  'list-my-quotes': {
    summary: "The caller's quotes, newest first; a trade account admin's: every quote of the company.",
    who: 'a signed-in customer',
    notes: 'An offer past its `validUntil` day reads `expired`.',
    answer: { status: 200, description: 'The quotes.', schema: z.object({ quotes: z.array(quoteAnswerSchema) }) },
  },
  'get-quote': {
    summary: 'One quote.',
    who: "its buyer, or an admin of the buyer's trade account",
    params: quoteIdParams,
    answer: { status: 200, description: 'The quote.', schema: z.object({ quote: quoteAnswerSchema }) },
    errors: { 404: "Another account's quote, or none." },
  },
  'accept-quote': {
    summary:
      'Orders an offered quote at its offered prices plus tax: the order is placed as POST /orders places one, its stock taken and the quote `ordered` in one transaction.',
    who: 'the buyer who asked for the quote',
    params: quoteIdParams,
    body: acceptQuoteSchema,
    notes:
      'The order is a normal order: paid on the pay page, listed in My orders. Accepting again answers the same order; after `validUntil` the quote is written `expired`.',
    answer: { status: 201, description: 'The order placed.', schema: z.object({ order: orderSchema }) },
    errors: {
      403: "A trade account admin answering for their buyer, or `payment: 'account'` ('Your trade account has no payment terms').",
      404: "Another account's quote, or none.",
      409: "'This quote is {status}' from any status but `offered`; a tool whose stock ran out, named ('Not enough {name} left in stock').",
      410: "'This quote has expired': its `validUntil` day has passed.",
    },
  },
  'decline-quote': {
    summary: "Declines an offered quote; the shop's admins are emailed.",
    who: 'the buyer who asked for the quote',
    params: quoteIdParams,
    answer: { status: 200, description: 'The declined quote.', schema: z.object({ quote: quoteAnswerSchema }) },
    errors: { 404: "Another account's quote, or none.", 409: "'This quote is {status}': it is not `offered`." },
  },
  'withdraw-quote': {
    summary: "Withdraws a requested quote before the shop answers it; the shop's admins are emailed.",
    who: 'the buyer who asked for the quote',
    params: quoteIdParams,
    answer: { status: 200, description: 'The withdrawn quote.', schema: z.object({ quote: quoteAnswerSchema }) },
    errors: { 404: "Another account's quote, or none.", 409: "'This quote is {status}': it is not `requested`." },
  },
  'list-admin-quotes': {
    summary: 'Every quote, or those of one status, newest first (up to 100 per status).',
    who: 'an admin',
    query: adminQuotesQuerySchema,
    answer: { status: 200, description: 'The quotes.', schema: z.object({ quotes: z.array(quoteAnswerSchema) }) },
  },
  'offer-quote': {
    summary: 'Offers a price for every line of a requested quote, valid until a day from today to 90 days ahead; the buyer is emailed.',
    who: 'an admin',
    params: quoteIdParams,
    body: offerQuoteSchema,
    answer: { status: 200, description: 'The offered quote.', schema: z.object({ quote: quoteAnswerSchema }) },
    errors: {
      400: "A price missing for a line or given for a tool not in the quote ('Give one price for every line of the quote'), or `validUntil` out of range.",
      404: 'No such quote.',
      409: "'This quote is {status}': it is not `requested`.",
    },
  },
  'approve-trade-order': {
    summary: "Approves a buyer's order awaiting approval: its stock is taken then, and it is 'Not paid'.",
    who: "an admin of the order's trade account",
    params: orderIdParams,
    notes: 'Approving an approved order answers it as it is.',
    answer: { status: 200, description: 'The approved order.', schema: z.object({ order: orderSchema }) },
    errors: {
      400: 'A line no longer fits its tool (minimum or stock), naming `lines.N.quantity`.',
      403: "'Only an admin of your trade account can do this'.",
      404: "Another account's order, or none.",
      409: 'Not enough stock left, naming the tool; or the order is not awaiting approval.',
    },
  },
  'decline-trade-order': {
    summary: "Declines a buyer's order awaiting approval, with an optional reason the buyer is told.",
    who: "an admin of the order's trade account",
    params: orderIdParams,
    body: declineOrderSchema,
    answer: { status: 200, description: 'The declined order.', schema: z.object({ order: orderSchema }) },
    errors: { 403: "'Only an admin of your trade account can do this'.", 404: "Another account's order, or none.", 409: 'The order is not awaiting approval.' },
  },
  'list-audit-log': {
    summary: 'The audit trail: every admin action and automatic cancellation, newest first.',
    who: 'an admin',
    query: auditLogQuerySchema,
    answer: { status: 200, description: 'Entries, newest first.', schema: z.array(auditEntrySchema), paged: true },
  },
  'list-all-reviews': {
    summary: 'Every review, hidden ones included, for moderation.',
    who: 'an admin',
    query: pageQuerySchema,
    answer: { status: 200, description: 'Reviews, newest first; a hidden one carries `hidden: true`.', schema: z.array(reviewRecordSchema), paged: true },
  },
  'hide-review': {
    summary: "Hides a review: it leaves every public list and its tool's rating.",
    who: 'an admin',
    params: reviewIdParams,
    notes: 'Hiding a hidden review changes nothing.',
    answer: { status: 200, description: 'The review as now stored.', schema: z.extend(acknowledged, { review: reviewRecordSchema }) },
    errors: { 404: 'No review has this id.' },
  },
  'list-all-users': {
    summary: 'Every user, for the admin.',
    who: 'an admin',
    query: pageQuerySchema,
    answer: { status: 200, description: 'Users, newest first.', schema: z.array(userSchema), paged: true },
  },
  'make-admin': {
    summary: 'Gives a user the admin role.',
    who: 'an admin',
    params: userIdParams,
    answer: { status: 200, description: 'The user is an admin.', schema: z.extend(modifiedOne, { email: z.string() }) },
    errors: { 404: 'No user has this id.' },
  },
  login: {
    summary: "Exchanges the identity provider's ID token for the app's own token.",
    who: 'the holder of a valid ID token for `{email}`',
    notes:
      "Send the identity provider's (Firebase's) ID token as `auth: bearer <ID token>`. The server verifies its signature, issuer, audience and expiry, " +
      'creates the user on first sign-in and answers a short-lived app token that every later call sends as `auth: bearer <token>`.',
    params: emailParams,
    body: loginSchema,
    answer: { status: 200, description: "The app's token.", schema: z.object({ token: z.string() }) },
    errors: { 403: "`{email}` (or the body's email) is not the signed-in account's." },
  },
  'get-role': {
    summary: "A user's role.",
    who: 'the owner of `{email}`, or an admin',
    params: emailParams,
    answer: { status: 200, description: '`user` or `admin`.', schema: z.object({ role: z.enum(ROLES) }) },
    errors: { 403: "`{email}` is someone else's and the caller is not an admin." },
  },
};
