/** Conditions and effects come from the lifecycle table, in one transaction: a racing change is refused, not applied twice. */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { tableName } from '../../platform/config.js';
import { cancellationReasons, db, isConditionalCheckFailed, type TransactItem } from '../../platform/db.js';
import { updateExpression, type UpdateExpressionInput } from '../../platform/update-expression.js';
import { leavingUnpaid } from '../../accounts/store/unpaid-orders-repository.js';
import { conditionOf, effectsOf, mayStartFrom, ORDER_LIFECYCLE, UNPAID_ONLY, type Effects, type TransitionName } from '../contract/lifecycle.js';
import { toDynamoCondition, type Params } from '../contract/order-condition.js';
import type { Order, OrderStatus } from '../contract/order.js';
import { giveLineStockBack } from './order-stock.js';
import { creditLedger } from '../../trade/store/credit-ledger-writes.js';

/** The order as it was when a condition failed (raw attribute values); undefined when there is no order. */
export type FailedItem = Record<string, AttributeValue> | undefined;
export type ChangeOutcome = { changed: true } | { changed: false; current: FailedItem };

interface OrderUpdate extends UpdateExpressionInput {
  TableName: string;
  Key: { _id: string };
  ReturnValuesOnConditionCheckFailure: 'ALL_OLD';
}

export interface OrderChange {
  /** The order as read: needed when the change moves stock, the unpaid count or the company's balance, or pins the status read. */
  order?: { userId: string; status: OrderStatus; lines?: Order['lines'] } & Partial<Pick<Order, 'companyId' | 'amountCents' | 'paidCents' | 'dueAt'>>;
  pinStatus?: boolean;
  params?: Params;
  set?: Record<string, unknown>;
  append?: { attribute: string; value: string };
  /** Elements added at the end of lists the change sets. */
  appendLists?: Record<string, readonly unknown[]>;
  withIt?: TransactItem[];
}

function orderUpdate(name: TransitionName, orderId: string, change: OrderChange): OrderUpdate {
  const { to, clears = [], sets = [] } = ORDER_LIFECYCLE[name] as { to?: OrderStatus; clears?: readonly string[]; sets?: readonly string[] };
  // Only what the lifecycle table declares: the webhook's IAM role is limited to the same list (attributesOfChanges).
  const named = [...Object.keys(change.set ?? {}), ...Object.keys(change.appendLists ?? {}), ...(change.append ? [change.append.attribute] : [])];
  const undeclared = named.filter((attribute) => !sets.includes(attribute));
  if (undeclared.length > 0) throw new Error(`The change ${name} does not declare ${undeclared.join(', ')} in ORDER_LIFECYCLE (sets)`);
  const condition = toDynamoCondition(conditionOf(name, change.pinStatus ? change.order?.status : undefined), change.params);
  const leavesUnpaid = to !== undefined && to !== 'Not paid' && mayStartFrom(name, 'Not paid');
  const base = { TableName: tableName('orders'), Key: { _id: orderId }, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const };
  if (change.append) {
    return {
      ...base,
      UpdateExpression: 'SET #list = list_append(if_not_exists(#list, :none), :value)',
      ConditionExpression: condition.expression,
      ExpressionAttributeNames: { ...condition.names, '#list': change.append.attribute },
      ExpressionAttributeValues: { ...condition.values, ':none': [], ':value': [change.append.value] },
    };
  }
  return {
    ...base,
    ...updateExpression({
      set: { ...(to !== undefined && { status: to }), ...change.set },
      ...(change.appendLists && { append: change.appendLists }),
      remove: [...(leavesUnpaid ? UNPAID_ONLY : []), ...clears],
      condition: { expression: condition.expression, names: condition.names, values: condition.values },
    }),
  };
}

/** All of it happens, or none. */
async function conditionalUpdate(update: OrderUpdate, withIt: TransactItem[]): Promise<ChangeOutcome> {
  try {
    if (withIt.length === 0) await db.update(update);
    else await db.transactWrite({ TransactItems: [{ Update: update }, ...withIt] });
    return { changed: true };
  } catch (error) {
    if (isConditionalCheckFailed(error)) return { changed: false, current: error.Item };
    const [orderReason] = cancellationReasons(error) ?? [];
    if (orderReason?.Code === 'ConditionalCheckFailed') return { changed: false, current: orderReason.Item };
    throw error;
  }
}

/** A deleted tool has no stock to take back: the change is made again without its line, on the same condition. */
async function updateGivingStockBack(update: OrderUpdate, lines: Order['lines'], withIt: TransactItem[]): Promise<ChangeOutcome> {
  let returning = lines;
  while (returning.length > 0) {
    try {
      await db.transactWrite({ TransactItems: [{ Update: update }, ...returning.map(giveLineStockBack), ...withIt] });
      return { changed: true };
    } catch (error) {
      const [orderReason, ...lineReasons] = cancellationReasons(error) ?? [];
      if (orderReason?.Code === 'ConditionalCheckFailed') return { changed: false, current: orderReason.Item };
      const present = returning.filter((_line, index) => lineReasons[index]?.Code !== 'ConditionalCheckFailed');
      if (present.length === returning.length) throw error;
      returning = present;
    }
  }
  return conditionalUpdate(update, withIt);
}

function effectsFor(name: TransitionName, change: OrderChange): Effects {
  const from = Object.keys(ORDER_LIFECYCLE[name].from) as OrderStatus[];
  const status = change.pinStatus ? change.order?.status : from.length === 1 ? from[0] : undefined;
  if (status !== undefined) return effectsOf(name, status);
  if (from.some((start) => Object.keys(effectsOf(name, start)).length > 0)) throw new Error(`${name} needs the status read`);
  return {};
}

/** The company's balance moved by a payment (`params.paymentCents`) or by a cancel (what is still due), in the order's transaction. */
function creditMove(name: TransitionName, orderId: string, credit: Effects['credit'], change: OrderChange): TransactItem[] {
  if (credit === undefined) return [];
  const order = change.order;
  if (!order?.companyId || order.amountCents === undefined || !order.dueAt) throw new Error(`${name} needs the on-account order read`);
  const invoice = { companyId: order.companyId, orderId, dueAt: order.dueAt };
  const due = order.amountCents - (order.paidCents ?? 0);
  if (credit === 'charge') throw new Error('An order is charged to its company when it is placed (createOrderOnAccount)');
  if (credit === 'release') return [creditLedger(invoice, due, true)];
  const paying = change.params?.paymentCents;
  if (typeof paying !== 'number') throw new Error(`${name} needs params.paymentCents`);
  return [creditLedger(invoice, paying, paying >= due)];
}

export function writeChange(name: TransitionName, orderId: string, change: OrderChange = {}): Promise<ChangeOutcome> {
  const update = orderUpdate(name, orderId, change);
  const effects = effectsFor(name, change);
  const order = change.order;
  if ((effects.stock !== undefined || effects.unpaidCount !== undefined) && !order) throw new Error(`${name} needs the order read`);
  const credit = creditMove(name, orderId, effects.credit, change);
  const run = (counter: TransactItem[]) => {
    const withIt = [...(change.withIt ?? []), ...credit, ...counter];
    return effects.stock === 'give back' ? updateGivingStockBack(update, order!.lines ?? [], withIt) : conditionalUpdate(update, withIt);
  };
  // The counter's item goes last: leavingUnpaid reads its refusal there.
  if (effects.unpaidCount === 'down') return leavingUnpaid(order!.userId, (counterItem) => run([counterItem]));
  return run([]);
}

export function statusOf(item: FailedItem): string | undefined {
  return item?.status?.S;
}
