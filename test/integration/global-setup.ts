/**
 * Starts a whole local stack for the integration tests (the functions from the bundles and layers
 * `cdk synth` builds, each under its template role), on ports shifted by 10000 (INTEGRATION_PORT_OFFSET overrides it, so a running
 * `npm start` is not disturbed) and with an in-memory database, and stops it after the run.
 */
import { createServer, type Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { HOME_SHELL_END, HOME_SHELL_START } from '../../functions/schemas/shop.js';
import { startLocalStack } from '../../infra/local/local-stack.js';

export const INTEGRATION_PORT_OFFSET = Number(process.env.INTEGRATION_PORT_OFFSET ?? 10_000);

export interface IntegrationStack {
  apiUrl: string;
  authEmulatorUrl: string;
  dynamoDbUrl: string;
  /** The IAM-enforcing DynamoDB endpoint the functions call. */
  functionsDynamoDbUrl: string;
  paymentUrl: string;
  projectId: string;
  /** The web app's origin (the functions' ALLOWED_ORIGIN): only its index.html is served here (siteStandIn), for the site pages to fill. */
  webOrigin: string;
  /** The local email server (aws-ses-v2-local): `GET /store` lists what was sent. */
  emailUrl: string;
  /** Lambda's Invoke API for the stack's functions, for tests that run a trigger function themselves. */
  functionsInvokeUrl: string;
  /** The orders table's name in DynamoDB Local (a test reads its stream). */
  ordersTable: string;
}

/** Unpaid orders of the test stack hold their stock this long (3 s): the hold-expiry test waits that out. */
export const TEST_HOLD_MINUTES = 0.05;

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: IntegrationStack;
  }
}

/** index.html as the build writes it, in short: what the site pages (GET /tools/{id}) fill. */
export const SITE_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Tools and parts for manufacturers." />
    <title>Tools Storefront</title>
    <script type="module" crossorigin src="/static/js/index.test.js"></script>
  </head>
  <body>
    <div id="root">${HOME_SHELL_START}<header>Home</header>${HOME_SHELL_END}</div>
  </body>
</html>`;

/** Stands in for the site's origin (S3 behind CloudFront): answers /index.html, nothing else. */
async function siteStandIn(origin: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/index.html') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SITE_INDEX_HTML);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(Number(new URL(origin).port), 'localhost', resolve));
  return server;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The hold expiry does not run on a timer here: the test that checks it runs it, so no other test's order expires under it.
  const stack = await startLocalStack({ portOffset: INTEGRATION_PORT_OFFSET, unpaidOrderHoldMinutes: TEST_HOLD_MINUTES, scheduleEveryMs: 0 });
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
  });
  const site = await siteStandIn(stack.settings.urls.web).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  return async () => {
    await new Promise((resolve) => site.close(resolve));
    await stack.stop();
  };
}
