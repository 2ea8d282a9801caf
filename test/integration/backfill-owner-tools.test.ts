/**
 * The owner's-tools backfill, on tables of its own in the test stack's DynamoDB Local. The orders
 * are made by the live repository code, and each change is counted by the orders stream's projection
 * code as it goes; the figures they left are the answer the backfill must reach from the orders alone.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readOrder, type Order } from '../../functions/orders/contract/order.js';
import { tableDefinitions, type TableKey } from '../../functions/platform/table-definitions.js';
import { createTables } from '../../infra/local/create-tables.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { backfillOwnerTools, type BackfillTables } from '../../scripts/backfill-owner-tools.js';

const suffix = randomUUID().slice(0, 8);
const names = Object.fromEntries((Object.keys(tableDefinitions) as TableKey[]).map((key) => [key, `bf-${key}-${suffix}`])) as Record<TableKey, string>;
// The live repositories read their tables and endpoint from the environment, on first use.
for (const key of Object.keys(names) as TableKey[]) process.env[tableDefinitions[key].envVar] = names[key];
process.env.DYNAMODB_ENDPOINT = inject('localStack').dynamoDbUrl;

const { createOrderTakingStock } = await import('../../functions/orders/store/orders-repository.js');
const { markOrderPaid } = await import('../../functions/orders/store/order-payments-repository.js');
const { readUnpaidOrders } = await import('../../functions/accounts/store/unpaid-orders-repository.js');
const { cancelUnpaidOrder, claimProviderRefund, markOrderRefunded, markOrderShipped, markUnpaidOrderRefunded } =
  await import('../../functions/orders/store/order-lifecycle-repository.js');
const { listAllTools, toolItem } = await import('../../functions/catalog/store/tools-repository.js');
const { countSteps, readCountedSteps } = await import('../../functions/admin/store/sales-repository.js');
const { countOrder } = await import('../../functions/admin/domain/project-sales.js');

describe('backfilling the tools list key and the sales figures', () => {
  const tables: BackfillTables = { tools: names.tools, orders: names.orders, sales: names.sales };
  let db: DynamoDBDocumentClient;
  /** The sales figures as the projection of the live order changes left them. */
  let liveFigures: Record<string, unknown>[];
  const scan = async (table: string) =>
    ((await db.send(new ScanCommand({ TableName: table, ConsistentRead: true }))).Items ?? []).sort((a, b) => String(a._id).localeCompare(String(b._id)));
  /** The sales figures (revisions left out: they count writes, not sales), low-stock items left out. */
  const figures = async () => (await scan(names.sales)).filter((item) => !String(item._id).startsWith('low#')).map(({ rev: _revision, ...item }) => item);
  let client: ReturnType<typeof localDynamoDbClient>;
  const audit = (at: string) => ({ at, actor: 'system' as const, action: 'deliver-order' as const, target: { kind: 'order' as const, id: 'x' } });

  const tool = (id: string, name: string) => ({
    _id: id,
    name,
    desc: 'A tool of the backfill test.',
    available: 1000,
    minimum: 1,
    price: 12.5,
    img: '/images/tools/wrench.svg',
    createdAt: '2024-01-01T00:00:00.000Z',
  });
  const order = (id: string, toolId: string, quantity: number, createdAt: string): Order =>
    readOrder({
      _id: `${id}-${suffix}`,
      toolId,
      userId: 'uid-buyer',
      user_name: 'Buyer',
      email: 'buyer@tools.test',
      product_name: toolId === 'drill' ? 'Drill' : 'Saw',
      quantity,
      address: '7 Foundry Lane, Leeds',
      number: '01712345678',
      unitPrice: 12.5,
      price: 12.5 * quantity,
      amountCents: 1250 * quantity,
      status: 'Not paid',
      createdAt,
    });

  /** What the orders stream's projection does with the order's change: the order as now stored, counted. */
  async function projected(orderId: string): Promise<void> {
    const { Item } = await db.send(new GetCommand({ TableName: names.orders, Key: { _id: orderId }, ConsistentRead: true }));
    await countOrder({ readCountedSteps, countSteps }, readOrder(Item));
  }
  const UNLIMITED = 1000;
  async function place(o: Order): Promise<Order> {
    expect(
      await createOrderTakingStock(
        o,
        o.lines.map((line) => ({ price: line.unitPrice })),
        // The shop's limit is not what this test is about: the buyer may hold any number of unpaid orders.
        await readUnpaidOrders(o.userId, UNLIMITED),
        UNLIMITED,
      ),
    ).toBe('created');
    await projected(o._id);
    return o;
  }
  async function pay(o: Order): Promise<Order> {
    const paidAt = '2024-03-05T12:00:00.000Z';
    expect(await markOrderPaid({ orderId: o._id, userId: o.userId, transactionId: `pi_${o._id}`, amountCents: o.amountCents, paidAt })).toBe('paid');
    await projected(o._id);
    return { ...o, status: 'paid', transactionId: `pi_${o._id}`, paidAt };
  }
  async function ship(o: Order): Promise<Order> {
    const deliveredAt = '2024-03-06T12:00:00.000Z';
    expect(await markOrderShipped(o._id, { deliveredAt }, audit(deliveredAt))).toEqual({ changed: true });
    await projected(o._id);
    return { ...o, status: 'delivered', deliveredAt };
  }
  async function refund(o: Order): Promise<void> {
    expect(await markOrderRefunded(o, o.transactionId!, { at: '2024-03-07T12:00:00.000Z', source: 'admin' })).toEqual({ changed: true });
    await projected(o._id);
  }
  async function cancel(o: Order): Promise<void> {
    expect(await cancelUnpaidOrder(o, { reason: 'owner', at: '2024-03-05T13:00:00.000Z' })).toEqual({ changed: true });
    await projected(o._id);
  }

  beforeAll(async () => {
    client = localDynamoDbClient(inject('localStack').dynamoDbUrl);
    db = DynamoDBDocumentClient.from(client);
    await createTables(client, names);
    // Tools as stored before `catalogKey`: one on sale, one archived.
    await db.send(new PutCommand({ TableName: names.tools, Item: { ...tool('drill', 'Drill'), listKey: 'tool' } }));
    await db.send(new PutCommand({ TableName: names.tools, Item: { ...tool('saw', 'Saw'), archived: true, archivedAt: '2024-02-01T00:00:00.000Z' } }));
    // The orders are placed while the saw is on sale (an archived tool takes no order).
    await db.send(new PutCommand({ TableName: names.tools, Item: toolItem(tool('saw-on-sale', 'Saw')) }));

    const dayA = '2024-03-04T09:00:00.000Z';
    const dayB = '2024-03-05T09:00:00.000Z';
    await place(order('unpaid', 'drill', 2, dayA));
    await cancel(await place(order('cancelled', 'drill', 3, dayA)));
    await pay(await place(order('paid', 'drill', 4, dayA)));
    await ship(await pay(await place(order('delivered', 'drill', 5, dayB))));
    await refund(await pay(await place(order('refunded-paid', 'saw-on-sale', 6, dayB))));
    // Refunded by the admin, whose refund's provider event was recorded first: the admin then claims it.
    const shipped = await ship(await pay(await place(order('refunded-shipped', 'saw-on-sale', 7, dayA))));
    const refundedAt = '2024-03-07T12:00:00.000Z';
    expect(await markOrderRefunded(shipped, shipped.transactionId!, { at: refundedAt, source: 'provider' })).toEqual({ changed: true });
    await projected(shipped._id);
    const claim = { refundId: 're_claimed', at: refundedAt, source: 'admin' as const, audit: { ...audit(refundedAt), action: 'refund-order' as const } };
    expect(await claimProviderRefund(shipped._id, shipped.transactionId!, claim)).toEqual({ changed: true });
    await projected(shipped._id);
    expect(await claimProviderRefund(shipped._id, shipped.transactionId!, claim)).toMatchObject({ changed: false });
    expect((await db.send(new GetCommand({ TableName: names.orders, Key: { _id: shipped._id } }))).Item).toMatchObject({
      status: 'refunded',
      refundSource: 'admin',
      refundId: 're_claimed',
      refundedAt,
    });
    expect((await scan(names.audit)).filter((entry) => entry.action === 'refund-order')).toHaveLength(1);
    const late = await place(order('late-payment', 'drill', 8, dayB));
    await cancel(late);
    expect(
      await markUnpaidOrderRefunded({ ...late, status: 'cancelled' }, `pi_${late._id}`, { at: '2024-03-05T14:00:00.000Z', source: 'late-payment' }),
    ).toEqual({ changed: true });
    await projected(late._id);

    liveFigures = await figures();
    // As before the sales table: no figures at all, and one day wrong for good measure.
    for (const item of liveFigures) await db.send(new DeleteCommand({ TableName: names.sales, Key: { _id: item._id } }));
    await db.send(new PutCommand({ TableName: names.sales, Item: { _id: 'day#2024-01-01', listKey: 'sales', date: '2024-01-01', orders: 9 } }));
    await db.send(new PutCommand({ TableName: names.sales, Item: { _id: 'low#drill', listKey: 'sales', toolId: 'drill', name: 'Drill', available: 3 } }));
  });

  it('the live changes left figures that count the paid, shipped and refunded orders (the answer to reach)', () => {
    expect(liveFigures.filter((item) => String(item._id).startsWith('counted#'))).toHaveLength(7);
    expect(liveFigures.filter((item) => !String(item._id).startsWith('counted#'))).toEqual([
      expect.objectContaining({ _id: 'day#2024-03-04', orders: 4, paidOrders: 2, revenueCents: 5000, qty_drill: 4, 'qty_saw-on-sale': 0 }),
      expect.objectContaining({ _id: 'day#2024-03-05', orders: 3, paidOrders: 2, revenueCents: 6250, qty_drill: 5, 'qty_saw-on-sale': 0 }),
      { _id: 'totals', listKey: 'sales', toShip: 1 },
    ]);
  });

  it('lists every tool and recomputes the figures from the orders as the live changes made them', async () => {
    const report = await backfillOwnerTools(db, tables);

    expect(report).toEqual({
      toolsListed: 2,
      ordersCounted: 7,
      ordersSkipped: [],
      salesItemsWritten: 10,
      salesItemsDeleted: 1,
      salesItemsChangedMeanwhile: [],
    });
    expect(await figures()).toEqual(liveFigures);
    expect((await db.send(new GetCommand({ TableName: names.sales, Key: { _id: 'low#drill' } }))).Item).toMatchObject({ available: 3 });
    expect((await listAllTools(10)).items.map((t) => t._id).sort()).toEqual(['drill', 'saw', 'saw-on-sale']);
  });

  it('changes nothing when run again, and mends figures that drifted since', async () => {
    expect(await backfillOwnerTools(db, tables)).toEqual({
      toolsListed: 0,
      ordersCounted: 7,
      ordersSkipped: [],
      salesItemsWritten: 0,
      salesItemsDeleted: 0,
      salesItemsChangedMeanwhile: [],
    });

    await db.send(
      new UpdateCommand({ TableName: names.sales, Key: { _id: 'totals' }, UpdateExpression: 'SET toShip = :n', ExpressionAttributeValues: { ':n': -2 } }),
    );
    expect(await backfillOwnerTools(db, tables)).toMatchObject({ salesItemsWritten: 1, salesItemsDeleted: 0 });
    expect(await figures()).toEqual(liveFigures);
  });

  it('runs while orders change: an order paid and then shipped during its read is neither lost nor counted as still to ship', async () => {
    const racing = await place(order('paid-during-backfill', 'drill', 1, '2024-03-04T10:00:00.000Z'));
    const before = Object.fromEntries((await figures()).map((item) => [item._id, item])); // the order placed counted already
    // The shop goes on during the backfill's first read of the orders: the order is paid just before
    // the read sees it, and shipped just after. The backfill read the figures before both.
    const duringBackfill = DynamoDBDocumentClient.from(client);
    let raced = false;
    duringBackfill.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { TableName?: string };
        if (raced || input.TableName !== names.orders) return next(args);
        raced = true;
        const paid = await pay(racing);
        const output = await next(args);
        await ship(paid);
        return output;
      },
      { step: 'initialize', name: 'orderChangesDuringTheScan' },
    );

    const report = await backfillOwnerTools(duringBackfill, tables);

    expect(raced).toBe(true);
    expect(report.salesItemsChangedMeanwhile).toEqual([]);
    const after = Object.fromEntries((await figures()).map((item) => [item._id, item]));
    expect(after.totals).toEqual(before.totals); // paid, then shipped: nothing more to ship
    expect(after['day#2024-03-04']).toEqual({
      ...before['day#2024-03-04'],
      paidOrders: Number(before['day#2024-03-04']?.paidOrders) + 1,
      revenueCents: Number(before['day#2024-03-04']?.revenueCents) + 1250,
      qty_drill: Number(before['day#2024-03-04']?.qty_drill) + 1,
      cents_drill: Number(before['day#2024-03-04']?.cents_drill) + 1250,
    });
    expect(await backfillOwnerTools(db, tables)).toMatchObject({ salesItemsWritten: 0, salesItemsDeleted: 0, salesItemsChangedMeanwhile: [] });
  });
});
