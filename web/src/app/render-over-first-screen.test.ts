import { h } from 'preact';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderOverFirstScreen } from './render-over-first-screen';

/** The app's tree, as Preact's elements (the component tests' React elements are not Preact's). */
const app = (heading: string) =>
  h(
    'div',
    { class: 'frame' },
    h('nav', null, h('a', { href: '/', class: 'link active', 'aria-current': 'page' }, 'Home')),
    h('main', null, h('h1', null, heading)),
  ) as unknown as ReactNode;

describe('renderOverFirstScreen', () => {
  it('keeps the elements the HTML already shows, patches their attributes and text, and removes what the app does not render', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<div class="frame"><nav><a href="/" class="link">Home</a></nav><main><!--home-shell-start--><h1>Prerendered</h1><p>Only in the HTML</p><!--home-shell-end--></main></div>';
    const [frame, link, heading] = ['.frame', 'a', 'h1'].map((selector) => container.querySelector(selector));

    renderOverFirstScreen(app('Tools'), container);

    expect(container.querySelector('.frame')).toBe(frame);
    expect(container.querySelector('a')).toBe(link);
    expect(container.querySelector('h1')).toBe(heading);
    expect(link?.getAttribute('class')).toBe('link active');
    expect(link?.getAttribute('aria-current')).toBe('page');
    expect(heading?.textContent).toBe('Tools');
    expect(container.querySelector('main')?.innerHTML).toBe('<h1>Tools</h1>');
  });

  it('renders the whole app into an empty container', () => {
    const container = document.createElement('div');
    renderOverFirstScreen(app('Home'), container);
    expect(container.innerHTML).toBe(
      '<div class="frame"><nav><a href="/" class="link active" aria-current="page">Home</a></nav><main><h1>Home</h1></main></div>',
    );
  });
});
