/**
 * GET /salessummary costs the same DynamoDB capacity with 100 and with 10,000 orders: it reads the
 * sales figures (one Query on sales.byKey from the first day of the range), which the orders stream's
 * projection keeps current, never the orders. Measured against DynamoDB Local with
 * ReturnConsumedCapacity; paid orders are counted by the projection's own code (countOrder with the
 * sales repository), spread over 30 days and 3 tools.
 */
import '../unit/support/env.js';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as salesSummary } from '../../functions/admin/handlers/sales-summary.js';
import { countOrder } from '../../functions/admin/domain/project-sales.js';
import type { OrderHistory } from '../../functions/admin/store/sales-moves.js';
import { countSteps, readCountedSteps } from '../../functions/admin/store/sales-repository.js';
import { documentClient } from '../../functions/platform/db.js';
import { createTables } from '../../infra/local/create-tables.js';
import { localDynamoDbClient, startDynamoDbLocal, type DynamoDbLocal } from '../../infra/local/dynamodb-local.js';
import { recordConsumedCapacity, type CapacityReading } from '../../scripts/bench/capacity-recorder.js';
import { admin, call } from '../unit/support/api.js';
import { TABLES } from '../unit/support/env.js';
import { freePort } from '../support/free-port.js';

const DAY_MS = 86_400_000;
// The cost grows with the days of the range and the tools sold in them (bounded), never with the
// orders: from the 90th order on, every (day, tool) pair has its figures, so 100 and 10,000 orders
// make items of the same shape, with larger numbers only.
const TOOLS = 3;
const DAYS = 30;

function paidOrder(n: number): OrderHistory {
  const tool = Math.floor(n / DAYS) % TOOLS;
  const quantity = 1 + (n % 7);
  const createdAt = new Date(Date.now() - (n % DAYS) * DAY_MS).toISOString();
  return {
    _id: `capacity-order-${n}`,
    status: 'paid',
    paidAt: createdAt,
    lines: [{ toolId: `capacity-tool-${tool}`, product_name: `Capacity tool ${tool}`, quantity, unitPriceCents: 1250, amountCents: 1_250 * quantity }],
    amountCents: 1_250 * quantity,
    createdAt,
  };
}

/** Orders `from` to `to` (exclusive) placed and paid: the sales items move exactly as the projection moves them. */
async function placeAndPay(from: number, to: number): Promise<void> {
  const CONCURRENT = 16;
  for (let start = from; start < to; start += CONCURRENT) {
    const batch = Array.from({ length: Math.min(CONCURRENT, to - start) }, (_, i) => paidOrder(start + i));
    await Promise.all(batch.map((order) => countOrder({ readCountedSteps, countSteps }, order)));
  }
}

describe('the sales summary capacity', () => {
  let dynamoDb: DynamoDbLocal | undefined;
  const readings = new Map<number, CapacityReading & { toShip: number }>();

  const readSummary = async (orders: number) => {
    const recorder = recordConsumedCapacity(documentClient());
    try {
      const response = await call(salesSummary, { query: { days: '30' }, as: admin });
      expect(response.statusCode).toBe(200);
      readings.set(orders, { ...recorder.take(), toShip: (response.body as { toShip: number }).toShip });
    } finally {
      recorder.detach();
    }
  };

  beforeAll(async () => {
    dynamoDb = await startDynamoDbLocal({ port: await freePort() });
    process.env.DYNAMODB_ENDPOINT = dynamoDb.endpoint;
    const client = localDynamoDbClient(dynamoDb.endpoint);
    await createTables(client, TABLES);
    await DynamoDBDocumentClient.from(client).send(new PutCommand({ TableName: TABLES.users, Item: { _id: admin.uid, email: admin.email, role: 'admin' } }));
    await placeAndPay(0, 100);
    await readSummary(100);
    await placeAndPay(100, 10_000);
    await readSummary(10_000);
  }, 600_000);

  afterAll(async () => {
    documentClient().destroy();
    await dynamoDb?.stop();
  });

  it('counts every order it was given', () => {
    expect(readings.get(100)?.toShip).toBe(100);
    expect(readings.get(10_000)?.toShip).toBe(10_000);
  });

  it('reads the role and one Query, whatever the number of orders', () => {
    expect(readings.get(100)?.commands).toEqual(['GetItemCommand', 'QueryCommand']);
    expect(readings.get(10_000)?.commands).toEqual(['GetItemCommand', 'QueryCommand']);
  });

  it('consumes the same capacity at 100 and at 10,000 orders', () => {
    const atHundred = readings.get(100)!.capacityUnits;
    const atTenThousand = readings.get(10_000)!.capacityUnits;
    console.info(`GET /salessummary?days=30: ${atHundred} RCU at 100 orders, ${atTenThousand} RCU at 10,000 orders`);
    expect(atHundred).toBeGreaterThan(0);
    expect(atTenThousand).toBe(atHundred);
  });
});
