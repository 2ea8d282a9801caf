import { describe, expect, it, vi } from 'vitest';
import { PRERENDERED_PAGE_ATTRIBUTE } from '@functions/platform/contract/shop';
import { renderFirstPage, type InitializingRouter } from './first-render';

/** A router whose first page's route becomes ready when `finish()` is called. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router: InitializingRouter = {
    state: { initialized },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const notify = (state: { initialized: boolean }) => {
    router.state = state;
    for (const listener of [...listeners]) listener(state);
  };
  return { router, notify, listeners };
}

function rootWith(html: string): Element {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first render', () => {
  it("renders at once over the home page's first screen, even while the route loads", async () => {
    const { router } = fakeRouter(false);
    const render = vi.fn();
    await renderFirstPage(rootWith('<main><p>Home</p></main>'), router, render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("keeps a crawler-ready page's first screen until the router has loaded its route", async () => {
    const { router, notify, listeners } = fakeRouter(false);
    const render = vi.fn();
    const done = renderFirstPage(rootWith(`<main><div ${PRERENDERED_PAGE_ATTRIBUTE}="tool"><h1>Bench Vise</h1></div></main>`), router, render);
    await settle();
    notify({ initialized: false });
    await settle();
    expect(render).not.toHaveBeenCalled();
    notify({ initialized: true });
    await done;
    expect(render).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('renders at once over a crawler-ready page whose route is already loaded', async () => {
    const { router } = fakeRouter(true);
    const render = vi.fn();
    await renderFirstPage(rootWith(`<div ${PRERENDERED_PAGE_ATTRIBUTE}="tool"></div>`), router, render);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
