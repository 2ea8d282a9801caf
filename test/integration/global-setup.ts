/**
 * Starts a whole local stack for the integration tests, on ports shifted by 10000 (INTEGRATION_PORT_OFFSET overrides it, so a running
 * `npm start` is not disturbed) and with an in-memory database, and stops it after the run.
 */
import type { TestProject } from 'vitest/node';
import { handlerEnvironment } from '../../infra/local/local-config.js';
import { startLocalStack } from '../../infra/local/local-stack.js';

export const INTEGRATION_PORT_OFFSET = Number(process.env.INTEGRATION_PORT_OFFSET ?? 10_000);

export interface IntegrationStack {
  apiUrl: string;
  authEmulatorUrl: string;
  dynamoDbUrl: string;
  paymentUrl: string;
  projectId: string;
  /** The web origin the API allows by CORS (the web app itself is not served in these tests). */
  webOrigin: string;
  /** The local email server (aws-ses-v2-local): `GET /store` lists what was sent. */
  emailUrl: string;
  /** The environment the stack's functions run with, for tests that run a trigger function themselves. */
  functionEnvironment: Record<string, string>;
}

/** Unpaid orders of the test stack hold their stock this long (3 s): the hold-expiry test waits that out. */
export const TEST_HOLD_MINUTES = 0.05;

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: IntegrationStack;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The hold expiry does not run on a timer here: the test that checks it runs it, so no other test's order expires under it.
  const stack = await startLocalStack({ portOffset: INTEGRATION_PORT_OFFSET, unpaidOrderHoldMinutes: TEST_HOLD_MINUTES, scheduleEveryMs: 0 });
  project.provide('localStack', {
    apiUrl: stack.urls.api,
    authEmulatorUrl: stack.urls.auth,
    dynamoDbUrl: stack.urls.dynamodb,
    paymentUrl: stack.urls.payment,
    projectId: stack.settings.projectId,
    webOrigin: stack.settings.urls.web,
    emailUrl: stack.urls.email,
    functionEnvironment: handlerEnvironment(stack.settings),
  });
  return () => stack.stop();
}
