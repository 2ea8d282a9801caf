/**
 * The hot requests cost the same DynamoDB capacity with 100 and with 10,000 tools and orders in
 * the tables (GetItem, Query on an index with a limit, one transaction: never a Scan), measured
 * against DynamoDB Local with ReturnConsumedCapacity.
 */
import '../unit/support/env.js';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAppToken } from '../../functions/shared/app-token.js';
import { documentClient } from '../../functions/shared/db.js';
import { createTables } from '../../infra/local/create-tables.js';
import { localDynamoDbClient, startDynamoDbLocal, type DynamoDbLocal } from '../../infra/local/dynamodb-local.js';
import { benchToolId, fillTables } from '../../scripts/bench/bulk-load.js';
import { capacityPerRequest, type SendRequest } from '../../scripts/bench/capacity-per-request.js';
import { recordConsumedCapacity, type CapacityReading } from '../../scripts/bench/capacity-recorder.js';
import { hotRequests } from '../../scripts/bench/hot-endpoints.js';
import { callInProcess } from '../../scripts/bench/in-process-handlers.js';
import { customer } from '../unit/support/api.js';
import { TABLES } from '../unit/support/env.js';
import { freePort } from '../support/free-port.js';

const send: SendRequest = async (request) => callInProcess(request, await issueAppToken(customer));

const requests = hotRequests({ toolId: benchToolId(1), email: customer.email });

describe('DynamoDB capacity per request', () => {
  let dynamoDb: DynamoDbLocal | undefined;
  let loader: DynamoDBDocumentClient | undefined;
  let atHundred: Map<string, CapacityReading>;
  let atTenThousand: Map<string, CapacityReading>;

  beforeAll(async () => {
    dynamoDb = await startDynamoDbLocal({ port: await freePort() });
    process.env.DYNAMODB_ENDPOINT = dynamoDb.endpoint;
    const client = localDynamoDbClient(dynamoDb.endpoint);
    await createTables(client, TABLES);
    loader = DynamoDBDocumentClient.from(client);
    const recorder = recordConsumedCapacity(documentClient());
    try {
      await fillTables(loader, TABLES, { from: 0, to: 100 }, customer);
      atHundred = await capacityPerRequest(requests, send, recorder);
      await fillTables(loader, TABLES, { from: 100, to: 10_000 }, customer);
      atTenThousand = await capacityPerRequest(requests, send, recorder);
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
    expect(small.capacityUnits).toBeGreaterThan(0);
    expect(atTenThousand.get(label)).toEqual(small);
  });
});
