/**
 * The local stack enforces each function's role from the synthesized template: a stack synthesized
 * with one grant removed (create-order's GetItem on orders, which the Idempotency-Key retry needs)
 * fails that very call with DynamoDB's AccessDeniedException, and the request answers 500, as in
 * AWS; the real stack, with the grant, serves it. The functions' secrets come from the local SSM
 * parameter store, and their email goes through the SES endpoint, under the same rule: each role
 * reads exactly the parameters, and sends only as the sender, its template grants. A grant limited
 * to the unpaid-order counters (dynamodb:LeadingKeys 'unpaid#*') lets the public webhook's role move
 * a counter and refuses it any user record.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient, GetItemCommand, TransactWriteItemsCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routes, type RouteDefinition } from '../../functions/manifest.js';
import { toLambdaEvent } from '../../infra/local/lambda-event.js';
import { secretParameterNames } from '../../infra/constructs/secret-parameters.js';
import { LOCAL_EMAIL_SENDER, LOCAL_SECRETS, localTableNames } from '../../infra/local/local-config.js';
import { startLocalFunctions, type LocalFunctions } from '../../infra/local/local-functions.js';
import { triggerFunctionName } from '../../infra/local/local-triggers.js';
import { LOCAL_STAGE } from '../../infra/local/synth-stack.js';
import { LOCAL_REGION, tableArn as tableArnOf } from '../../infra/local/template-model.js';
import { freshCustomer } from '../support/accounts.js';
import { sentEmails } from '../support/mailbox.js';
import { purchase } from '../support/orders.js';
import { localOriginHeaders } from '../../infra/local/origin-verify.js';
import { localDynamoDbClient } from '../../infra/local/dynamodb-local.js';
import { unpaidCounterKey } from '../../functions/accounts/store/unpaid-orders-repository.js';

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

/** The credentials a function's containers sign with (its role's access key id; the session names the function). */
function credentialsOf(functionName: string, functions: Pick<LocalFunctions, 'accessKeyIdOfRole'> = narrowed) {
  const role = narrowed.runner.definition(functionName).roleLogicalId;
  const session = functionName.split('/')[1] ?? functionName;
  return { accessKeyId: functions.accessKeyIdOfRole(role), secretAccessKey: 'local', sessionToken: session };
}

function signedAs(functions: Pick<LocalFunctions, 'accessKeyIdOfRole'>, endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: credentialsOf(CREATE_ORDER, functions), maxAttempts: 1 });
}

const parameterName = secretParameterNames(LOCAL_STAGE);
const readParameter = (functionName: string, name: string, withDecryption = true) =>
  new SSMClient({ endpoint: narrowed.ssmUrl, region: LOCAL_REGION, credentials: credentialsOf(functionName), maxAttempts: 1 }).send(
    new GetParameterCommand({ Name: name, WithDecryption: withDecryption }),
  );

const readOrder = (client: DynamoDBClient) =>
  client.send(new GetItemCommand({ TableName: localTableNames().orders, Key: { _id: { S: randomUUID() } }, ConsistentRead: true }));

describe("the local functions' IAM", () => {
  it("refuses create-order's read of orders with DynamoDB's AccessDeniedException once the template lacks the grant", async () => {
    const denied = readOrder(signedAs(narrowed, narrowed.dynamoDbUrl));

    await expect(denied).rejects.toMatchObject({
      name: 'AccessDeniedException',
      $metadata: { httpStatusCode: 400 },
      message: expect.stringMatching(
        /^User: arn:aws:sts::000000000000:assumed-role\/Storefront-local-ApiCreateOrderRole\w+\/CreateOrder is not authorized to perform: dynamodb:GetItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table\/storefront-orders because no identity-based policy allows the dynamodb:GetItem action$/,
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
        headers: { ...localOriginHeaders(), auth: `bearer ${customer.token}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
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

describe("the webhook's users-table grant, limited to the unpaid-order counters", () => {
  const STRIPE_WEBHOOK = 'Api/StripeWebhook/Function';
  const webhookRole = () =>
    new DynamoDBClient({
      endpoint: inject('localStack').functionsDynamoDbUrl,
      region: LOCAL_REGION,
      credentials: credentialsOf(STRIPE_WEBHOOK),
      maxAttempts: 1,
    });
  const users = localTableNames().users;
  const makeAdmin = (userId: string) => ({
    TableName: users,
    Key: { _id: { S: userId } },
    UpdateExpression: 'SET #role = :admin',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':admin': { S: 'admin' } },
  });
  /** Starts the counter at 0 if there is none (an account without unpaid orders), changes nothing otherwise. */
  const touchCounter = (userId: string) => ({
    TableName: users,
    Key: { _id: { S: unpaidCounterKey(userId) } },
    UpdateExpression: 'SET unpaidOrders = if_not_exists(unpaidOrders, :zero)',
    ExpressionAttributeValues: { ':zero': { N: '0' } },
  });
  const itemOf = async (id: string) =>
    (await localDynamoDbClient(inject('localStack').dynamoDbUrl).send(new GetItemCommand({ TableName: users, Key: { _id: { S: id } }, ConsistentRead: true })))
      .Item;
  const roleOf = async (userId: string) => (await itemOf(userId))?.role?.S;
  const accessDenied = (action: string) => ({
    name: 'AccessDeniedException',
    $metadata: { httpStatusCode: 400 },
    message: expect.stringContaining(`/StripeWebhook is not authorized to perform: dynamodb:${action} on resource: ${tableArnOf(users)}`),
  });

  it("refuses the webhook's role an update of a user record (its role), and leaves the record as it was", async () => {
    const customer = await freshCustomer('iam-scope');

    await expect(webhookRole().send(new UpdateItemCommand(makeAdmin(customer.uid)))).rejects.toMatchObject(accessDenied('UpdateItem'));
    expect(await roleOf(customer.uid)).not.toBe('admin');
  });

  it("lets the same role update the account's counter, and refuses a transaction that also touches the user record", async () => {
    const customer = await freshCustomer('iam-scope');

    await webhookRole().send(new UpdateItemCommand(touchCounter(customer.uid)));
    expect((await itemOf(unpaidCounterKey(customer.uid)))?.unpaidOrders).toEqual({ N: '0' });
    const both = webhookRole().send(
      new TransactWriteItemsCommand({ TransactItems: [{ Update: touchCounter(customer.uid) }, { Update: makeAdmin(customer.uid) }] }),
    );

    await expect(both).rejects.toMatchObject(accessDenied('UpdateItem'));
    expect(await roleOf(customer.uid)).not.toBe('admin');
  });
});

describe("the local functions' secrets (SSM parameters under each role)", () => {
  it('are in no function environment: a function finds the name of its parameter and the SSM endpoint', () => {
    const secretValues = Object.values(LOCAL_SECRETS);
    const environments = narrowed.runner.names.map((name) => narrowed.runner.environment(name));
    const withSecrets = environments.filter((environment) => Object.keys(environment).some((name) => name.endsWith('_PARAMETER')));

    for (const environment of environments) expect(Object.values(environment).filter((value) => secretValues.includes(value as never))).toEqual([]);
    expect(withSecrets.length).toBeGreaterThanOrEqual(7);
    for (const environment of withSecrets) expect(environment.AWS_ENDPOINT_URL_SSM).toBe(narrowed.ssmUrl);
  });

  it('gives each role the secret its template grants, decrypted', async () => {
    const login = await readParameter('Api/Login/Function', parameterName.TOKEN_PRIVATE_KEY);
    const payment = await readParameter('Api/CreatePaymentIntent/Function', parameterName.STRIPE_SECRET_KEY);
    const webhook = await readParameter('Api/StripeWebhook/Function', parameterName.STRIPE_WEBHOOK_SECRET);

    expect(login.Parameter).toMatchObject({ Type: 'SecureString', Value: LOCAL_SECRETS.TOKEN_PRIVATE_KEY });
    expect(payment.Parameter?.Value).toBe(LOCAL_SECRETS.STRIPE_SECRET_KEY);
    expect(webhook.Parameter).toMatchObject({
      Value: LOCAL_SECRETS.STRIPE_WEBHOOK_SECRET,
      ARN: 'arn:aws:ssm:us-east-1:000000000000:parameter/storefront/local/stripe-webhook-secret',
    });
  });

  it('answers without WithDecryption with something other than the secret', async () => {
    const encrypted = await readParameter('Api/CreatePaymentIntent/Function', parameterName.STRIPE_SECRET_KEY, false);

    expect(encrypted.Parameter?.Value).toEqual(expect.any(String));
    expect(encrypted.Parameter?.Value).not.toContain(LOCAL_SECRETS.STRIPE_SECRET_KEY);
  });

  it("refuses a secret the role is not granted with SSM's AccessDeniedException", async () => {
    const webhookSecretForPaymentRoute = readParameter('Api/CreatePaymentIntent/Function', parameterName.STRIPE_WEBHOOK_SECRET);
    const tokenKeyForOrders = readParameter(CREATE_ORDER, parameterName.TOKEN_PRIVATE_KEY);

    await expect(webhookSecretForPaymentRoute).rejects.toMatchObject({
      name: 'AccessDeniedException',
      $metadata: { httpStatusCode: 400 },
      message: expect.stringMatching(
        /^User: arn:aws:sts::000000000000:assumed-role\/Storefront-local-ApiCreatePaymentIntentRole\w+\/CreatePaymentIntent is not authorized to perform: ssm:GetParameter on resource: arn:aws:ssm:us-east-1:000000000000:parameter\/storefront\/local\/stripe-webhook-secret because no identity-based policy allows the ssm:GetParameter action$/,
      ),
    });
    await expect(tokenKeyForOrders).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });

  it('refuses a request signed with a key of no role', async () => {
    const stranger = new SSMClient({
      endpoint: narrowed.ssmUrl,
      region: LOCAL_REGION,
      credentials: { accessKeyId: 'AKIDSTRANGER', secretAccessKey: 'x' },
      maxAttempts: 1,
    });

    await expect(stranger.send(new GetParameterCommand({ Name: parameterName.STRIPE_SECRET_KEY, WithDecryption: true }))).rejects.toMatchObject({
      name: 'UnrecognizedClientException',
    });
  });
});

describe("the local functions' email (SES SendEmail under each role)", () => {
  const ORDER_EMAILS = triggerFunctionName('send-order-emails');
  const sendAs = (functionName: string, from: string, subject: string) =>
    new SESv2Client({ endpoint: narrowed.sesUrl, region: LOCAL_REGION, credentials: credentialsOf(functionName), maxAttempts: 1 }).send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: ['someone@tools.test'] },
        Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: 'Hello' } } } },
      }),
    );

  it("sends as the stack's sender under a role granted ses:SendEmail", async () => {
    const subject = `IAM allowed ${randomUUID()}`;

    await sendAs(ORDER_EMAILS, LOCAL_EMAIL_SENDER, subject);

    expect((await sentEmails()).find((email) => email.subject === subject)?.from).toBe(LOCAL_EMAIL_SENDER);
  });

  it("refuses another sender address and a role without the grant, with SES's AccessDeniedException", async () => {
    const otherSender = sendAs(ORDER_EMAILS, 'ceo@tools.test', `IAM other sender ${randomUUID()}`);
    const noGrant = sendAs(CREATE_ORDER, LOCAL_EMAIL_SENDER, `IAM no grant ${randomUUID()}`);

    await expect(otherSender).rejects.toMatchObject({
      name: 'AccessDeniedException',
      $metadata: { httpStatusCode: 403 },
      message: expect.stringMatching(
        /^User: arn:aws:sts::000000000000:assumed-role\/Storefront-local-TriggersSendOrderEmailsRole\w+\/SendOrderEmails is not authorized to perform: ses:SendEmail on resource: arn:aws:ses:us-east-1:000000000000:identity\/ceo@tools.test because no identity-based policy allows the ses:SendEmail action$/,
      ),
    });
    await expect(noGrant).rejects.toMatchObject({ name: 'AccessDeniedException', $metadata: { httpStatusCode: 403 } });
    expect((await sentEmails()).filter((email) => email.subject.startsWith('IAM other sender') || email.subject.startsWith('IAM no grant'))).toEqual([]);
  });
});
