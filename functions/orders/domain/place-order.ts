/** The server prices every line; the client's prices, statuses and names are never used. */
import { createHash } from 'node:crypto';
import type { Caller } from '../../platform/app-token.js';
import { ConflictError, ServiceUnavailableError } from '../../platform/errors.js';
import { maximumQuantityMessage, minimumQuantityMessage } from '../../platform/contract/messages.js';
import type { Order } from '../contract/order.js';
import { orderAmounts } from '../contract/order-answer.js';
import { lineAt, priceLine, type RequestedLine } from '../contract/order-pricing.js';
import type { TaxSettings } from '../../platform/contract/tax.js';
import { awaitsApproval, type OrderTerms } from '../../trade/contract/trade-price.js';
import type { Tool } from '../../catalog/contract/tool.js';
import type { CreateOrderOutcome, OnAccountOutcome, OrderWriteOptions } from '../store/orders-repository.js';
import type { CreditLedger } from '../../trade/store/credit-ledger-repository.js';
import { APPROVAL_ON_ACCOUNT_MESSAGE, type PaymentMethod } from '../../trade/contract/credit-terms.js';
import { onAccountOrder, overCreditLimit, paymentTermsOf } from './place-on-account.js';
import type { TransactItem } from '../../platform/db.js';
import type { UnpaidOrders } from '../../accounts/store/unpaid-orders-repository.js';
import { AlongsideRefused, LineRefused } from './order-refusals.js';
import { packQuantityProblem } from '../../catalog/contract/packs.js';
import { checkOrderTotal, checkUnpaidOrders, MAX_UNPAID_ORDERS, tooManyUnpaidOrders } from './order-limits.js';

export interface PlaceOrderDeps {
  /** The tools on sale of these ids, in their order (undefined: unknown or archived). */
  getTools(ids: readonly string[]): Promise<(Tool | undefined)[]>;
  /** The account's unpaid orders as read now (`count`, counted up to `upTo`). */
  readUnpaidOrders(userId: string, upTo: number): Promise<UnpaidOrders>;
  /** Conditioned on every tool's price and breaks and the account's unpaid orders still being as read. */
  createOrderTakingStock(
    order: Order,
    pricedFrom: readonly Tool[],
    unpaid: UnpaidOrders,
    unpaidLimit: number,
    options?: OrderWriteOptions,
  ): Promise<CreateOrderOutcome>;
  tax(): TaxSettings;
  /** The caller's trade terms, if they belong to an approved company. */
  orderTermsOf(userId: string): Promise<OrderTerms | undefined>;
  /** The emails of a company's admins, who approve its buyers' orders above their limits. */
  companyAdminEmails(companyId: string): Promise<string[]>;
  /** Writes an order awaiting approval: no stock taken, not counted among the unpaid ones. */
  createAwaitingOrder(order: Order, alongside?: TransactItem[]): Promise<'created' | 'order-exists' | 'alongside-refused'>;
  newId(): string;
  now(): Date;
  /** How long the order holds its stock before it is cancelled unpaid. */
  holdMinutes(): number;
  /** Reads an order back: needed only for requests with an idempotency key. */
  getOrder?(id: string): Promise<Order | undefined>;
  /** On account: the company's balance and open invoices, the write of the order with its charge, and the length of a terms day. */
  readCreditLedger(companyId: string): Promise<CreditLedger>;
  createOrderOnAccount(order: Order, pricedFrom: readonly Tool[], limitCents: number, options?: OrderWriteOptions): Promise<OnAccountOutcome>;
  termsDaySeconds(): number;
}

export interface OrderRequest {
  lines: RequestedLine[];
  address: string;
  number: string;
  poNumber?: string;
  user_name?: string;
  /** 'card' when absent. */
  payment?: PaymentMethod;
  /** Prices given (a quote's offer): each line's unit price in cents by tool id, in place of the tool's price, breaks and trade price. */
  pricesGiven?: Readonly<Record<string, number>>;
}

export interface PlaceOrderOptions {
  /** The client's Idempotency-Key: a retry with the same key answers the order the first attempt wrote. */
  idempotencyKey?: string;
  /** Idempotency keys of PUT /purchase are per tool (its path); POST /orders' per caller. */
  keyScope: string;
  /** Writes made in the order's own transaction (a quote becoming `ordered`); refused, nothing is written (AlongsideRefused). */
  alongside?: TransactItem[];
}

/** The order id of a keyed request: the same caller, scope and key always give the same id. */
export function idempotentOrderId(callerUid: string, scope: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${callerUid}\n${scope}\n${idempotencyKey}`).digest('hex').slice(0, 32);
}

const sameLines = (order: Order, lines: readonly RequestedLine[]) =>
  order.lines.length === lines.length && order.lines.every((line, index) => line.toolId === lines[index]!.toolId && line.quantity === lines[index]!.quantity);

async function earlierAttempt(deps: PlaceOrderDeps, orderId: string | undefined, lines: readonly RequestedLine[]): Promise<Order | undefined> {
  if (!orderId || !deps.getOrder) return undefined;
  const existing = await deps.getOrder(orderId);
  if (existing && !sameLines(existing, lines)) throw new ConflictError('Idempotency-Key: already used for another order');
  return existing;
}

export function checkLineTools(tools: readonly (Tool | undefined)[], lines: readonly RequestedLine[]): Tool[] {
  return lines.map((line, index) => {
    const tool = tools[index];
    if (!tool) throw new LineRefused(index, 'toolId', `No tool with id ${line.toolId}`);
    // At least 1 whatever the stored tool says: an order never gives stock back by being placed.
    const minimum = Math.max(1, tool.minimum);
    if (line.quantity < minimum) throw new LineRefused(index, 'quantity', minimumQuantityMessage(minimum));
    const packProblem = packQuantityProblem(line.quantity, tool);
    if (packProblem) throw new LineRefused(index, 'quantity', packProblem);
    if (line.quantity > tool.available) {
      if (tool.available < tool.minimum) throw new ConflictError(`${tool.name} is out of stock`, { toolId: tool._id });
      throw new LineRefused(index, 'quantity', maximumQuantityMessage(tool.available));
    }
    return tool;
  });
}

/** Lines at given prices (an accepted quote): the tool must still be on sale with the units; its own range and prices do not apply. */
export function checkGivenPriceTools(tools: readonly (Tool | undefined)[], lines: readonly RequestedLine[]): Tool[] {
  return lines.map((line, index) => {
    const tool = tools[index];
    if (!tool) throw new ConflictError(`The tool ${line.toolId} is no longer on sale`, { toolId: line.toolId });
    if (line.quantity > tool.available) throw new ConflictError(`Not enough ${tool.name} left in stock`, { toolId: tool._id });
    return tool;
  });
}

function givenPriceLine(tool: Tool, quantity: number, unitPriceCents: number | undefined) {
  if (unitPriceCents === undefined) throw new Error(`No price given for ${tool._id}`);
  return lineAt(tool, quantity, unitPriceCents);
}

/** Readings of the account's unpaid orders before an order that keeps finding them changed is given up. */
const UNPAID_READS = 3;

/** An account without a counter gets one in the same transaction, made from its unpaid orders as read. */
async function createCountingUnpaid(
  deps: PlaceOrderDeps,
  order: Order,
  tools: readonly Tool[],
  firstRead: UnpaidOrders,
  writeOptions: OrderWriteOptions,
): Promise<CreateOrderOutcome> {
  let unpaid = firstRead;
  for (let read = 1; ; read++) {
    const outcome = await deps.createOrderTakingStock(order, tools, unpaid, MAX_UNPAID_ORDERS, writeOptions);
    if (outcome !== 'unpaid-changed' || read >= UNPAID_READS) return outcome;
    unpaid = await deps.readUnpaidOrders(order.userId, MAX_UNPAID_ORDERS);
    checkUnpaidOrders(unpaid.count);
  }
}

export async function placeOrder(deps: PlaceOrderDeps, caller: Caller, request: OrderRequest, options: PlaceOrderOptions): Promise<Order> {
  const keyedId = options.idempotencyKey === undefined ? undefined : idempotentOrderId(caller.uid, options.keyScope, options.idempotencyKey);
  // One round trip for an earlier attempt of the request, the account's limit and every line's tool, side by side.
  const reads = Promise.all([
    deps.readUnpaidOrders(caller.uid, MAX_UNPAID_ORDERS),
    deps.getTools(request.lines.map((line) => line.toolId)),
    deps.orderTermsOf(caller.uid),
  ]);
  reads.catch(() => undefined); // An earlier attempt answers without them.
  const earlier = await earlierAttempt(deps, keyedId, request.lines);
  if (earlier) return earlier;
  const [unpaidRead, toolsRead, terms] = await reads;
  const paymentTerms = request.payment === 'account' ? paymentTermsOf(terms) : undefined;
  const ledgerRead = paymentTerms && deps.readCreditLedger(terms!.companyId);
  ledgerRead?.catch(() => undefined); // Read beside the pricing; answered below.
  const given = request.pricesGiven;
  const tools = given ? checkGivenPriceTools(toolsRead, request.lines) : checkLineTools(toolsRead, request.lines);
  const lines = request.lines.map((line, index) =>
    given ? givenPriceLine(tools[index]!, line.quantity, given[line.toolId]) : priceLine(tools[index]!, line.quantity, terms),
  );
  const tax = terms?.taxExemptCertificate === undefined ? deps.tax() : { ratePercent: 0, label: '' };
  const amounts = orderAmounts(lines, tax.ratePercent);
  checkOrderTotal(amounts.amountCents);
  const now = deps.now();
  const order: Order = {
    _id: keyedId ?? deps.newId(),
    userId: caller.uid,
    user_name: request.user_name || caller.name || caller.email,
    email: caller.email,
    emailVerified: caller.emailVerified === true,
    address: request.address,
    number: request.number,
    ...(request.poNumber !== undefined && { poNumber: request.poNumber }),
    ...(terms && { companyId: terms.companyId, companyName: terms.companyName }),
    ...(terms?.companyTaxId !== undefined && { companyTaxId: terms.companyTaxId }),
    ...(terms?.taxExemptCertificate !== undefined && { taxExempt: terms.taxExemptCertificate }),
    ...amounts,
    ...(tax.ratePercent > 0 && { taxRatePercent: tax.ratePercent, taxLabel: tax.label }),
    status: 'Not paid',
    createdAt: now.toISOString(),
    holdExpiresAt: new Date(now.getTime() + deps.holdMinutes() * 60_000).toISOString(),
  };
  const alongside = options.alongside ?? [];
  if (awaitsApproval(terms, order.amountCents)) {
    if (paymentTerms) throw new ConflictError(APPROVAL_ON_ACCOUNT_MESSAGE);
    return placeForApproval(deps, order, terms!, keyedId, request.lines, alongside);
  }
  const onAccount = paymentTerms && onAccountOrder(order, paymentTerms, await ledgerRead!, deps.termsDaySeconds());
  if (!onAccount) checkUnpaidOrders(unpaidRead.count);
  const writeOptions = { pricesGiven: given !== undefined, alongside };
  const outcome = onAccount
    ? await deps.createOrderOnAccount(onAccount, tools, paymentTerms.creditLimitCents, writeOptions)
    : await createCountingUnpaid(deps, order, tools, unpaidRead, writeOptions);
  if (typeof outcome === 'object' && 'overLimit' in outcome) throw overCreditLimit(paymentTerms!.creditLimitCents, outcome.balanceCents);
  if (outcome === 'alongside-refused') throw new AlongsideRefused();
  if (outcome === 'order-exists') {
    // A concurrent retry of the same keyed request won the write.
    const winner = await earlierAttempt(deps, keyedId, request.lines);
    if (winner) return winner;
    throw new ConflictError('Idempotency-Key: this order was placed and then cancelled; use a new key for a new order');
  }
  if (outcome === 'unpaid-limit') throw tooManyUnpaidOrders();
  if (outcome === 'unpaid-changed') throw new ServiceUnavailableError('Your unpaid orders changed while this order was placed: try again');
  if (outcome !== 'created') {
    const tool = tools.find((candidate) => candidate._id === outcome.toolId);
    throw new ConflictError(`Not enough ${tool?.name ?? 'stock'} left in stock: another order took the units or the price changed. Reload and try again.`, {
      toolId: outcome.toolId,
    });
  }
  return onAccount ?? order;
}

/** A buyer's order above their limit waits, holding no stock, for one of the company's admins (emailed). */
async function placeForApproval(
  deps: PlaceOrderDeps,
  placed: Order,
  terms: OrderTerms,
  keyedId: string | undefined,
  lines: readonly RequestedLine[],
  alongside: TransactItem[],
): Promise<Order> {
  const { holdExpiresAt: _noHold, ...order } = placed;
  const waiting: Order = { ...order, status: 'Awaiting approval', approverEmails: await deps.companyAdminEmails(terms.companyId) };
  const outcome = await deps.createAwaitingOrder(waiting, alongside);
  if (outcome === 'created') return waiting;
  if (outcome === 'alongside-refused') throw new AlongsideRefused();
  const winner = await earlierAttempt(deps, keyedId, lines);
  if (winner) return winner;
  throw new ConflictError('Idempotency-Key: this order was placed and then cancelled; use a new key for a new order');
}
