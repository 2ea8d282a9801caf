/**
 * Starts the whole shop for the browser tests as users get it: the web app's production build
 * served as CloudFront serves it (`vite preview`, as `npm run preview:web`), the functions from their
 * deployed bundles, each under its template role; in memory and on ports shifted by 20000
 * (E2E_PORT_OFFSET overrides it), so neither `npm start` nor the integration tests' stack is
 * disturbed. The development server has its own browser test (first-screen.test.ts). Fails the run
 * when Chromium is missing: nothing is skipped silently.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/local/local-stack.js';
import { buildWeb } from '../../infra/local/web-dev-server.js';
import { CHROMIUM_PATH } from '../../scripts/chromium.js';

export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 20_000);

export interface E2eStack {
  webUrl: string;
  apiUrl: string;
  authEmulatorUrl: string;
  paymentUrl: string;
  /** The local email server (aws-ses-v2-local): its `GET /store` lists the emails sent. */
  emailUrl: string;
  /** The production build the web server serves (its Vite manifest under .vite/). */
  webBuildDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStack: E2eStack;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is needed for the browser tests at ${CHROMIUM_PATH} (Debian: apt-get install -y chromium)`);
  const webBuild = mkdtempSync(join(tmpdir(), 'storefront-e2e-web-'));
  await buildWeb(webBuild);
  const removeBuild = () => rmSync(webBuild, { recursive: true, force: true });
  const stack = await startLocalStack({ portOffset: E2E_PORT_OFFSET, web: true, webBuild }).catch((error: unknown) => {
    removeBuild();
    throw error;
  });
  if (!stack.urls.web) {
    await stack.stop();
    removeBuild();
    throw new Error('The local stack did not serve the web app');
  }
  project.provide('e2eStack', {
    webUrl: stack.urls.web,
    apiUrl: stack.urls.api,
    authEmulatorUrl: stack.urls.auth,
    paymentUrl: stack.urls.payment,
    emailUrl: stack.urls.email,
    webBuildDir: webBuild,
  });
  return async () => {
    await stack.stop();
    removeBuild();
  };
}
