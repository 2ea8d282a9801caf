/**
 * The state each cold request needs to succeed, made fresh before every run: through the shop's own
 * API, as the web app makes it, and the payment stand-in, as the pay page confirms a card. So every
 * function is measured on the path a user takes, not on a refusal after an earlier run changed the
 * data (an order cancelled once is refused as already cancelled).
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ORDERS_BY_UNPAID_OWNER_INDEX } from '../../functions/platform/table-names.js';
import type { Order } from '../../functions/orders/contract/order.js';
import { DOCUMENT_KINDS, type DocumentKind } from '../../functions/orders/contract/documents.js';
import { giveDocumentNumber } from '../../functions/orders/store/document-numbers-repository.js';
import { handlerEnvironment } from '../../infra/local/local-config.js';
import type { LocalStack } from '../../infra/local/local-stack.js';
import { confirmCardAtStandIn, VISA_OK } from '../../infra/local/stripe-stand-in/card-confirmation.js';
import { callBenchApi, type BenchCall } from './bench-api.js';
import { signIn, type BENCH_ACCOUNT } from './bench-context.js';
import { PURCHASE_BODY } from './hot-endpoints.js';
import type { SignedIn } from './cold-events.js';
import { tradeFixtures, type TradeFixtures } from './cold-trade-fixtures.js';

/** An order and the PaymentIntent created for it (the pay page was opened). */
export interface OrderWithIntent {
  order: Order;
  intentId: string;
  clientSecret: string;
}

/** A PaymentIntent the card was confirmed for, as the stand-in answered it. */
export interface ConfirmedIntent extends OrderWithIntent {
  intent: Record<string, unknown>;
}

/** The orders' and products' fixtures here; those of trade accounts, buying lists and quotes in cold-trade-fixtures.ts. */
export interface ColdFixtures extends TradeFixtures {
  /**
   * A new unpaid order of the customer for the tool (PUT /purchase/{id} with a key of its own). The
   * customer's earlier unpaid orders but the one for payment are cancelled first, so it fits the
   * shop's limit of unpaid orders per account (functions/orders/domain/order-limits.ts).
   */
  unpaidOrder(toolId?: string): Promise<Order>;
  /** The same unpaid order on every call, the one GET /pay/{orderId} reads; never cancelled. */
  orderForPayment(): Promise<Order>;
  /** Cancels the customer's unpaid orders but the one for payment (DELETE /myordercancel), before a measured request places one. */
  cancelUnpaidOrders(): Promise<void>;
  /** A new unpaid order with its PaymentIntent. */
  orderWithIntent(): Promise<OrderWithIntent>;
  /** A new order whose card was confirmed at the stand-in; the shop has not heard of the payment yet. */
  cardConfirmedOrder(toolId?: string): Promise<ConfirmedIntent>;
  /** A new order, paid and reported (PATCH /pay/{orderId}). */
  paidOrder(toolId?: string): Promise<Order>;
  /** A new paid order once it has its invoice number. */
  invoicedOrder(): Promise<Order>;
  /** A new paid order, refunded by the admin, once it has its credit note number. */
  creditNotedOrder(): Promise<Order>;
  /** A new unpaid order with its PaymentIntent, whose stock hold ended a minute ago. */
  expiredHold(): Promise<Order>;
  /** A new tool on sale, added by the admin. */
  productOnSale(): Promise<string>;
  /** A new tool the admin added and then archived. */
  archivedProduct(): Promise<string>;
  /** A new visible review by the customer, of a new tool they bought. */
  visibleReview(): Promise<string>;
  /** A new account, signed in once (a customer). */
  newCustomer(): Promise<SignedIn>;
}

export interface ColdFixtureContext {
  stack: LocalStack;
  loader: DynamoDBDocumentClient;
  customer: SignedIn;
  admin: SignedIn;
  /** The tool the orders are placed for. */
  toolId: string;
}

/** The tool the admin adds in the cold requests (the name is given each time). */
export const COLD_PRODUCT = {
  name: 'Cold bench tool',
  desc: 'Added by the cold-request benchmark.',
  available: 100,
  minimum: 1,
  price: 12,
  img: '/images/tools/drill.svg',
};

export function coldFixtures({ stack, loader, customer, admin, toolId }: ColdFixtureContext): ColdFixtures {
  const api = <T>(handler: Parameters<typeof callBenchApi>[1], call: BenchCall) => callBenchApi<T>(stack.urls.api, handler, call);

  let forPayment: Promise<Order> | undefined;
  /** The customer's unpaid orders, as the shop counts them for its limit (order-limits.ts). */
  const unpaidOrderIds = async () => {
    const ids: string[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await loader.send(
        new QueryCommand({
          TableName: stack.settings.tableNames.orders,
          IndexName: ORDERS_BY_UNPAID_OWNER_INDEX,
          KeyConditionExpression: 'unpaidOwner = :userId',
          ExpressionAttributeValues: { ':userId': customer.uid },
          ExclusiveStartKey: startKey,
        }),
      );
      ids.push(...(page.Items ?? []).map((item) => String(item._id)));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return ids;
  };
  const cancelUnpaidOrders = async () => {
    const kept = forPayment && (await forPayment)._id;
    for (const orderId of await unpaidOrderIds())
      if (orderId !== kept) await api('cancel-order', { token: customer.token, params: { orderId, email: customer.email } });
  };
  const newUnpaidOrder = async (forTool = toolId) => {
    const { order } = await api<{ order: Order }>('create-order', {
      token: customer.token,
      params: { id: forTool },
      body: PURCHASE_BODY,
      headers: { 'idempotency-key': randomUUID() },
    });
    return order;
  };
  const unpaidOrder = async (forTool = toolId) => {
    await cancelUnpaidOrders();
    return newUnpaidOrder(forTool);
  };
  const withIntent = async (order: Order): Promise<OrderWithIntent> => {
    const { clientSecret } = await api<{ clientSecret: string }>('create-payment-intent', { token: customer.token, body: { orderId: order._id } });
    return { order, clientSecret, intentId: clientSecret.split('_secret_')[0]! };
  };
  const cardConfirmedOrder = async (forTool = toolId): Promise<ConfirmedIntent> => {
    const started = await withIntent(await unpaidOrder(forTool));
    const confirmed = await confirmCardAtStandIn(stack.urls.payment, started.clientSecret, VISA_OK);
    if (confirmed.body.status !== 'succeeded') throw new Error(`The stand-in confirmed the card as ${JSON.stringify(confirmed.body)}`);
    return { ...started, intent: confirmed.body };
  };
  const paidOrder = async (forTool = toolId) => {
    const { order, intentId } = await cardConfirmedOrder(forTool);
    await api('confirm-payment', { token: customer.token, params: { orderId: order._id }, body: { orderId: order._id, transactionId: intentId } });
    return { ...order, status: 'paid' as const, transactionId: intentId };
  };
  /**
   * The order with its document number, given by the code the orders stream's
   * assign-document-numbers runs (the benchmark's stack runs no triggers), in this process
   * configured as the stack's functions are.
   */
  const numbered = async (orderId: string, kind: DocumentKind) => {
    Object.assign(process.env, handlerEnvironment(stack.settings));
    const now = new Date();
    await giveDocumentNumber(kind, orderId, now.getUTCFullYear(), now.toISOString());
    const order = await api<Order>('get-order-for-payment', { token: customer.token, params: { orderId } });
    if (!order[DOCUMENT_KINDS[kind].numberField]) throw new Error(`Order ${orderId} got no ${DOCUMENT_KINDS[kind].numberField}`);
    return order;
  };
  const invoicedOrder = async () => numbered((await paidOrder())._id, 'invoice');
  const productOnSale = async () => {
    const { insertedId } = await api<{ insertedId: string }>('add-product', {
      token: admin.token,
      body: { ...COLD_PRODUCT, name: `${COLD_PRODUCT.name} ${randomUUID().slice(0, 8)}` },
    });
    return insertedId;
  };
  const newCustomer = async () => {
    const account: typeof BENCH_ACCOUNT = { email: `cold-bench-${randomUUID()}@tools.test`, password: 'cold-bench-1234', displayName: 'Cold Bench' };
    return signIn(stack, account);
  };

  return {
    unpaidOrder,
    orderForPayment: () => (forPayment ??= unpaidOrder()),
    cancelUnpaidOrders,
    orderWithIntent: async () => withIntent(await unpaidOrder()),
    cardConfirmedOrder,
    paidOrder,
    invoicedOrder,
    async creditNotedOrder() {
      const { _id } = await invoicedOrder();
      await api('refund-order', { token: admin.token, params: { orderId: _id } });
      return numbered(_id, 'creditNote');
    },
    async expiredHold() {
      const { order } = await withIntent(await unpaidOrder());
      const holdExpiresAt = new Date(Date.now() - 60_000).toISOString();
      await loader.send(
        new UpdateCommand({
          TableName: stack.settings.tableNames.orders,
          Key: { _id: order._id },
          UpdateExpression: 'SET holdExpiresAt = :ended',
          ExpressionAttributeValues: { ':ended': holdExpiresAt },
        }),
      );
      return { ...order, holdExpiresAt };
    },
    productOnSale,
    async archivedProduct() {
      const productId = await productOnSale();
      await api('delete-product', { token: admin.token, params: { email: admin.email, productId } });
      return productId;
    },
    async visibleReview() {
      const bought = await productOnSale();
      await paidOrder(bought);
      const { insertedId } = await api<{ insertedId: string }>('add-review', {
        token: customer.token,
        body: { toolId: bought, comment: 'A review the benchmark hides.', star: 4 },
      });
      return insertedId;
    },
    newCustomer,
    ...tradeFixtures({ stack, customer, admin, toolId, newCustomer }),
  };
}
