import { PRERENDERED_PAGE_ATTRIBUTE } from '@functions/platform/contract/shop';

/** What the first render needs to know of the router: whether the first page's route (its chunk and its data) is ready. */
export interface InitializingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

function routerInitialized(router: InitializingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The app's first render into #root. Over the home page's prerendered first screen it renders at
 * once (the home page needs nothing to load). Over a crawler-ready page's own first screen (a tool's
 * page, marked with PRERENDERED_PAGE_ATTRIBUTE) it waits until the router has loaded that page's
 * route: the server's first screen stays on view instead of a spinner, and the app's page renders
 * over it in one step, with the same image in the same place.
 */
export async function renderFirstPage(container: Element, router: InitializingRouter, render: () => void): Promise<void> {
  if (container.querySelector(`[${PRERENDERED_PAGE_ATTRIBUTE}]`)) await routerInitialized(router);
  render();
}
