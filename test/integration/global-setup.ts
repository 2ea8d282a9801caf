/**
 * Starts a whole local stack for the integration tests (the functions from the bundles and layers
 * `cdk synth` builds, each under its template role), on ports shifted by 10000 (INTEGRATION_PORT_OFFSET overrides it, so a running
 * `npm start` is not disturbed) and with an in-memory database, and stops it after the run.
 */
import type { TestProject } from 'vitest/node';
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
  /** The web origin the API allows by CORS (the web app itself is not served in these tests). */
  webOrigin: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: IntegrationStack;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startLocalStack({ portOffset: INTEGRATION_PORT_OFFSET });
  project.provide('localStack', {
    apiUrl: stack.urls.api,
    authEmulatorUrl: stack.urls.auth,
    dynamoDbUrl: stack.urls.dynamodb,
    functionsDynamoDbUrl: stack.functionsDynamoDbUrl,
    paymentUrl: stack.urls.payment,
    projectId: stack.settings.projectId,
    webOrigin: stack.settings.urls.web,
  });
  return () => stack.stop();
}
