/**
 * Starts the whole shop (web app included; the functions from their deployed bundles, each under
 * its template role) for the browser tests, in memory and on ports shifted
 * by 20000 (E2E_PORT_OFFSET overrides it), so neither `npm start` nor the integration tests'
 * stack is disturbed. Fails the run when Chromium is missing: nothing is skipped silently.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/local-stack.js';
import { CHROMIUM_PATH } from '../../scripts/chromium.js';

export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 20_000);

export interface E2eStack {
  webUrl: string;
  apiUrl: string;
  authEmulatorUrl: string;
  paymentUrl: string;
  /** The local email server (aws-ses-v2-local): its `GET /store` lists the emails sent. */
  emailUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStack: E2eStack;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is needed for the browser tests at ${CHROMIUM_PATH} (Debian: apt-get install -y chromium)`);
  const stack = await startLocalStack({ portOffset: E2E_PORT_OFFSET, web: true });
  if (!stack.urls.web) {
    await stack.stop();
    throw new Error('The local stack did not serve the web app');
  }
  project.provide('e2eStack', {
    webUrl: stack.urls.web,
    apiUrl: stack.urls.api,
    authEmulatorUrl: stack.urls.auth,
    paymentUrl: stack.urls.payment,
    emailUrl: stack.urls.email,
  });
  return () => stack.stop();
}
