/**
 * The app: made and rendered into #root by main.tsx once the page's first screen has painted.
 */
import { StrictMode } from 'react';
import { App } from './app';
import { nextTask } from './after-first-screen';
import { renderFirstPage } from './first-render';
import { renderOverFirstScreen } from './render-over-first-screen';
import { createRouter } from './router';
import { createQueryClient } from '../lib/query-client';
import { getAccessToken } from '../lib/auth/auth-store';
import { loadRuntimeConfig } from '../lib/runtime-config';

export async function startApp(container: Element): Promise<void> {
  // The router starts loading the first page's route (its chunk and data) as soon as it is made.
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  // The router's start (matching the route, calling its loaders) in one task, the render in another,
  // and between them what the first render would otherwise do first: read the stored session (the
  // page's first localStorage read loads it from the browser, a few milliseconds) and start
  // fetching the runtime config every API call waits for.
  await nextTask();
  getAccessToken();
  loadRuntimeConfig().catch(() => undefined); // a failure shows where the config is used
  await nextTask();
  // index.html already shows a first screen (the home page's, prerendered by app/home-shell.tsx, or
  // a crawler-ready page's own): the app's first render patches it in place.
  return renderFirstPage(container, router, () =>
    renderOverFirstScreen(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
      container,
    ),
  );
}
