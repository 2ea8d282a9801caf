/**
 * The local stack enforces each function's role from the synthesized template: a stack synthesized
 * with one grant removed (create-order's GetItem on orders, which the Idempotency-Key retry needs)
 * fails that very call with DynamoDB's AccessDeniedException, and the request answers 500, as in
 * AWS; the real stack, with the grant, serves it.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routes, type RouteDefinition } from '../../functions/manifest.js';
import { toLambdaEvent } from '../../infra/local/lambda-event.js';
import { localTableNames } from '../../infra/local/local-config.js';
import { startLocalFunctions, type LocalFunctions } from '../../infra/local/local-functions.js';
import { LOCAL_REGION } from '../../infra/local/template-model.js';
import { freshCustomer } from '../support/accounts.js';
import { purchase } from '../support/orders.js';

const CREATE_ORDER = 'Api/CreateOrder/Function';
const withoutOrderRead: RouteDefinition[] = routes.map((route) =>
  route.handler === 'create-order' ? { ...route, tables: { ...route.tables, orders: ['PutItem'] } } : route,
);

let narrowed: LocalFunctions;

beforeAll(async () => {
  const stack = inject('localStack');
  narrowed = await startLocalFunctions({
    mode: 'sources',
    routes: withoutOrderRead,
    tableNames: localTableNames(),
    webOrigin: stack.webOrigin,
    dynamoDbUrl: stack.dynamoDbUrl,
    paymentUrl: stack.paymentUrl,
    emailUrl: stack.emailUrl,
  });
}, 180_000);
afterAll(() => narrowed?.stop());

function signedAs(functions: Pick<LocalFunctions, 'accessKeyIdOfRole'>, endpoint: string): DynamoDBClient {
  const role = narrowed.runner.definition(CREATE_ORDER).roleLogicalId;
  return new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: functions.accessKeyIdOfRole(role), secretAccessKey: 'local', sessionToken: 'create-order' },
    maxAttempts: 1,
  });
}

const readOrder = (client: DynamoDBClient) =>
  client.send(new GetItemCommand({ TableName: localTableNames().orders, Key: { _id: { S: randomUUID() } }, ConsistentRead: true }));

describe("the local functions' IAM", () => {
  it("refuses create-order's read of orders with DynamoDB's AccessDeniedException once the template lacks the grant", async () => {
    const denied = readOrder(signedAs(narrowed, narrowed.dynamoDbUrl));

    await expect(denied).rejects.toMatchObject({
      name: 'AccessDeniedException',
      $metadata: { httpStatusCode: 400 },
      message: expect.stringMatching(
        /^User: arn:aws:sts::000000000000:assumed-role\/Storefront-local-ApiCreateOrderRole\w+\/create-order is not authorized to perform: dynamodb:GetItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table\/storefront-orders because no identity-based policy allows the dynamodb:GetItem action$/,
      ),
    });
  });

  it('lets the same role read orders in the stack synthesized from the manifest', async () => {
    const allowed = await readOrder(signedAs(narrowed, inject('localStack').functionsDynamoDbUrl));

    expect(allowed.Item).toBeUndefined();
  });

  it('makes a purchase with an Idempotency-Key fail (500) without the grant, and succeed with it', async () => {
    const customer = await freshCustomer('iam');
    const idempotencyKey = randomUUID();
    const event = toLambdaEvent(
      {
        method: 'PUT',
        url: '/purchase/seed-tool-bolts',
        headers: { auth: `bearer ${customer.token}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify({ address: '12 Test Street, Springfield', number: '01234567890', quantity: 50 }),
        sourceIp: '127.0.0.1',
      },
      {
        route: { routeKey: 'PUT /purchase/{id}', method: 'PUT', path: '/purchase/{id}', functionLogicalId: '', payloadFormatVersion: '2.0' },
        pathParameters: { id: 'seed-tool-bolts' },
      },
    );

    const withoutGrant = (await narrowed.runner.invoke(CREATE_ORDER, event)) as { statusCode: number };
    const withGrant = await purchase(customer, 'seed-tool-bolts', 50, {}, { 'idempotency-key': idempotencyKey });

    expect(withoutGrant.statusCode).toBe(500);
    expect(withGrant.status).toBe(200);
  });
});
