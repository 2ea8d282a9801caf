/**
 * Starts a whole local stack for the integration tests (the functions from the bundles and layers
 * `cdk synth` builds, each under its template role), on ports shifted by 10000 (INTEGRATION_PORT_OFFSET overrides it, so a running
 * `npm start` is not disturbed) and with an in-memory database, and stops it after the run.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/local-stack.js';
import { startSiteStandIn } from '../../infra/local/site-stand-in.js';
import { allPollersDrained } from '../../infra/local/stream-poller.js';

export const INTEGRATION_PORT_OFFSET = Number(process.env.INTEGRATION_PORT_OFFSET ?? 10_000);

export interface IntegrationStack {
  apiUrl: string;
  authEmulatorUrl: string;
  dynamoDbUrl: string;
  /** The IAM-enforcing DynamoDB endpoint the functions call. */
  functionsDynamoDbUrl: string;
  paymentUrl: string;
  projectId: string;
  /** The web app's origin (the functions' ALLOWED_ORIGIN): only its index.html is served here (startSiteStandIn), for the site pages to fill. */
  webOrigin: string;
  /** The local email server (aws-ses-v2-local): `GET /store` lists what was sent. */
  emailUrl: string;
  /** Lambda's Invoke API for the stack's functions, for tests that run a trigger function themselves. */
  functionsInvokeUrl: string;
  /** The orders table's name in DynamoDB Local (a test reads its stream). */
  ordersTable: string;
  /**
   * `GET` answers once the stack's stream triggers have handed over every change written before the
   * request, with `{ delivered }`: the batches they delivered meanwhile (test/support/triggers-idle.ts).
   */
  triggersDrainedUrl: string;
  /** The local Secrets Manager stand-in (PutSecretValue), where a test rotates the origin secret. */
  secretsUrl: string;
  /** The local SES endpoint (IAM proxy): a test verifies a sandboxed recipient there. */
  sesUrl: string;
}

/** The seller the test stack's invoices name. */
export const TEST_SELLER = { name: 'Tools and parts Ltd', address: '1 Mill Road, Sheffield S1 2AB', taxId: 'GB123456789' };

/** Unpaid orders of the test stack hold their stock this long (3 s): the hold-expiry test waits that out. */
export const TEST_HOLD_MINUTES = 0.05;

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: IntegrationStack;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The hold expiry does not run on a timer here: the test that checks it runs it, so no other test's order expires under it.
  // No tax, so every total is unit price x quantity; the seller as an invoice names it.
  const stack = await startLocalStack({
    portOffset: INTEGRATION_PORT_OFFSET,
    unpaidOrderHoldMinutes: TEST_HOLD_MINUTES,
    scheduleEveryMs: 0,
    // The functions read their secrets again after a second, so the origin secret's rotation is seen without waiting minutes.
    secretMaxAgeSeconds: 1,
    tradeTerms: { tax: { ratePercent: 0, label: 'Tax' }, seller: TEST_SELLER },
  });
  const drainServer = await startDrainServer().catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  project.provide('localStack', {
    apiUrl: stack.urls.api,
    authEmulatorUrl: stack.urls.auth,
    dynamoDbUrl: stack.urls.dynamodb,
    functionsDynamoDbUrl: stack.functionsDynamoDbUrl,
    paymentUrl: stack.urls.payment,
    projectId: stack.settings.projectId,
    webOrigin: stack.settings.urls.web,
    emailUrl: stack.urls.email,
    functionsInvokeUrl: stack.functionsInvokeUrl,
    ordersTable: stack.settings.tableNames.orders,
    triggersDrainedUrl: drainServer.url,
    secretsUrl: stack.secretsUrl,
    sesUrl: stack.sesUrl,
  });
  const site = await startSiteStandIn(stack.settings.urls.web).catch(async (error: unknown) => {
    await drainServer.stop();
    await stack.stop();
    throw error;
  });
  return async () => {
    await site.stop();
    await drainServer.stop();
    await stack.stop();
  };
}

/** The stack's stream pollers run in this process: a test asks them, over loopback, whether they are idle. */
async function startDrainServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((_request, response) => {
    allPollersDrained().then(
      (delivered) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ delivered })),
      (error: unknown) => response.writeHead(500).end((error as Error).message),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/drained`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
