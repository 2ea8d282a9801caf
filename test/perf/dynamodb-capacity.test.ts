/**
 * The hot requests cost the same DynamoDB capacity with 100 and with 10,000 tools and orders in
 * the tables (GetItem, Query on an index with a limit, one transaction: never a Scan), measured
 * against DynamoDB Local with ReturnConsumedCapacity; so does finding the tool a customer bought
 * last, which a review needs, however many orders that customer placed before.
 */
import '../unit/support/env.js';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAppToken } from '../../functions/platform/app-token.js';
import { documentClient } from '../../functions/platform/db.js';
import { createTables } from '../../infra/local/create-tables.js';
import { localDynamoDbClient, startDynamoDbLocal, type DynamoDbLocal } from '../../infra/local/dynamodb-local.js';
import { findBoughtTool, type BoughtTool } from '../../functions/reviews/store/bought-tools-repository.js';
import { benchOrder, benchToolId, fillTables, putAll } from '../../scripts/bench/bulk-load.js';
import { capacityPerRequest, type SendRequest } from '../../scripts/bench/capacity-per-request.js';
import { recordConsumedCapacity, type CapacityReading } from '../../scripts/bench/capacity-recorder.js';
import { hotRequests } from '../../scripts/bench/hot-endpoints.js';
import { callInProcess } from '../../scripts/bench/in-process-handlers.js';
import { customer } from '../unit/support/api.js';
import { TABLES } from '../unit/support/env.js';
import { ORDERS_BY_UNPAID_OWNER_INDEX } from '../../functions/platform/table-names.js';
import { freePort } from '../support/free-port.js';

const send: SendRequest = async (request) => callInProcess(request, await issueAppToken(customer));

const requests = hotRequests({ toolId: benchToolId(1), email: customer.email });

/** A bench order of another tool: its one line names that tool too. */
const ofTool = (toolId: string, name: string) => {
  const order = benchOrder(0, customer);
  return { ...order, toolId, product_name: name, lines: [{ ...order.lines[0]!, toolId, product_name: name }] };
};
/** The customer's newest order, paid: newer than every bench order, for a tool no bench order is for. */
const boughtLately = {
  ...ofTool('reviewed-tool', 'Reviewed tool'),
  _id: 'bought-lately',
  status: 'paid',
  createdAt: new Date().toISOString(),
};
/** Paid before every bench order: found only past the first page. */
const boughtLongAgo = { ...boughtLately, ...ofTool('old-tool', 'Old tool'), _id: 'bought-long-ago', status: 'paid', createdAt: '2020-01-01T00:00:00.000Z' };

/**
 * Takes out the unpaid orders the measured PUT /purchase placed, and the account's count of them
 * (the order reads and moves it), so each measurement starts with the same count: none yet.
 */
async function removeMeasuredOrders(loader: DynamoDBDocumentClient): Promise<void> {
  const { Items = [] } = await loader.send(
    new QueryCommand({
      TableName: TABLES.orders,
      IndexName: ORDERS_BY_UNPAID_OWNER_INDEX,
      KeyConditionExpression: 'unpaidOwner = :uid',
      ExpressionAttributeValues: { ':uid': customer.uid },
    }),
  );
  for (const item of Items) await loader.send(new DeleteCommand({ TableName: TABLES.orders, Key: { _id: item._id } }));
  await loader.send(new DeleteCommand({ TableName: TABLES.users, Key: { _id: `unpaid#${customer.uid}` } }));
}

describe('DynamoDB capacity per request', () => {
  let dynamoDb: DynamoDbLocal | undefined;
  let loader: DynamoDBDocumentClient | undefined;
  let atHundred: Map<string, CapacityReading>;
  let atTenThousand: Map<string, CapacityReading>;
  const reviewLookups: { found: BoughtTool | undefined; reading: CapacityReading }[] = [];
  let foundLongAgo: BoughtTool | undefined;

  beforeAll(async () => {
    dynamoDb = await startDynamoDbLocal({ port: await freePort() });
    process.env.DYNAMODB_ENDPOINT = dynamoDb.endpoint;
    const client = localDynamoDbClient(dynamoDb.endpoint);
    await createTables(client, TABLES);
    loader = DynamoDBDocumentClient.from(client);
    const recorder = recordConsumedCapacity(documentClient());
    const lookUpBoughtLately = async () => {
      recorder.take();
      const found = await findBoughtTool(customer.uid, { toolId: boughtLately.toolId });
      reviewLookups.push({ found, reading: recorder.take() });
    };
    try {
      await putAll(loader, TABLES.orders, [boughtLately, boughtLongAgo]);
      await fillTables(loader, TABLES, { from: 0, to: 100 }, customer);
      atHundred = await capacityPerRequest(requests, send, recorder);
      await removeMeasuredOrders(loader);
      await lookUpBoughtLately();
      await fillTables(loader, TABLES, { from: 100, to: 10_000 }, customer);
      atTenThousand = await capacityPerRequest(requests, send, recorder);
      await lookUpBoughtLately();
      foundLongAgo = await findBoughtTool(customer.uid, { name: boughtLongAgo.product_name });
    } finally {
      recorder.detach();
    }
  });

  afterAll(async () => {
    loader?.destroy();
    documentClient().destroy();
    await dynamoDb?.stop();
  });

  it.each(requests.map((request) => request.label))('%s consumes the same capacity with 100 and with 10,000 items', (label) => {
    const small = atHundred.get(label)!;
    const large = atTenThousand.get(label)!;
    expect(small.capacityUnits).toBeGreaterThan(0);
    expect(large.capacityUnits).toBe(small.capacityUnits);
    // Reads made side by side arrive in either order.
    expect([...large.commands].sort()).toEqual([...small.commands].sort());
  });

  it('finds the tool the customer bought last at the same capacity behind 100 and 10,000 older orders', () => {
    const [behindHundred, behindTenThousand] = reviewLookups;
    expect(behindHundred?.found).toEqual({ toolId: 'reviewed-tool', productName: 'Reviewed tool' });
    expect(behindTenThousand?.found).toEqual(behindHundred?.found);
    expect(behindHundred?.reading).toEqual({ commands: ['QueryCommand'], capacityUnits: expect.any(Number) });
    expect(behindTenThousand?.reading).toEqual(behindHundred?.reading);
  });

  it('still finds, by its name, a tool bought before the 10,000 other orders of the customer', () => {
    expect(foundLongAgo).toEqual({ toolId: 'old-tool', productName: 'Old tool' });
  });
});
