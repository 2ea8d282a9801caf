/**
 * The pages prerendered at build time (the `storefront-home-shell` plugin of web/vite.config.ts):
 * - the home page's first screen, put into index.html: navbar, carousel with its first image
 *   (fetchpriority="high") and the Tools section's placeholders, painted before any JavaScript runs;
 * - each static page's (STATIC_PAGE_FILES: the blog) whole content, for a file of its own.
 * The app (app/start.tsx, started by main.tsx) then renders into #root over them, keeping their
 * elements where it renders the same (app/render-over-first-screen.ts). Never imported by the app
 * itself: it runs in Node at build time.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { HOME_SHELL_END, HOME_SHELL_START, PRERENDERED_PAGE_ATTRIBUTE, STATIC_PAGE_FILES } from '@functions/platform/contract/shop';
import { ToolsLoading } from '../features/tools/components/tools-loading';
import { ToolsSectionFrame } from '../features/tools/components/tools-section-frame';
import { PageFrame } from './layout/page-frame';
import { BlogPage } from './routes/blog-page';
import { HomeFirstScreen } from './routes/home-first-screen';

/**
 * The same index.html (and its frame) serves every path of the site, so the frame is rendered at a
 * path no navbar link matches: no link shows as the current page until the app renders the navbar.
 */
const ANY_PAGE = '/prerendered-frame';

function ShellContext({ children, location = '/' }: { children: ReactNode; location?: string }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={location}>{children}</StaticRouter>
    </QueryClientProvider>
  );
}

/** Where the home page's own first screen goes in the frame (text React leaves as it is). */
const CONTENT_SLOT = 'storefront-home-shell-content';

/**
 * The frame (navbar, main, footer) with the home page's own first screen inside <main>, between
 * HOME_SHELL_START and HOME_SHELL_END: a tool's crawler-ready page replaces only that part.
 */
export function renderHomeShell(): string {
  const frame = renderToStaticMarkup(
    <ShellContext location={ANY_PAGE}>
      <PageFrame>{CONTENT_SLOT}</PageFrame>
    </ShellContext>,
  );
  const content = renderToStaticMarkup(
    <ShellContext>
      <HomeFirstScreen />
      <ToolsSectionFrame>
        <ToolsLoading />
      </ToolsSectionFrame>
    </ShellContext>,
  );
  if (!frame.includes(CONTENT_SLOT)) throw new Error('The page frame did not render its children');
  return frame.replace(CONTENT_SLOT, () => `${HOME_SHELL_START}${content}${HOME_SHELL_END}`);
}

/**
 * A page's markup with PRERENDERED_PAGE_ATTRIBUTE on its own first element, not on a wrapper: the
 * app's first render patches the prerendered elements in place (app/render-over-first-screen.ts),
 * so each must be where the app renders the same one. A wrapper would make every element one level
 * off: patched into another one, and moved, which the browser counts as a layout shift.
 */
function markedAsPrerendered(markup: string, page: string): string {
  const firstTag = /^<[a-z][a-z0-9]*/.exec(markup);
  if (!firstTag) throw new Error(`The ${page} page's markup does not start with an element`);
  return `${firstTag[0]} ${PRERENDERED_PAGE_ATTRIBUTE}="${page}"${markup.slice(firstTag[0].length)}`;
}

/**
 * The static pages' first screens, by the file each is served from: what goes into <main> in place
 * of the home page's first screen. Marked with PRERENDERED_PAGE_ATTRIBUTE, so the app's first
 * render waits for the page's route and renders over it in one step (app/first-render.ts).
 */
export function renderStaticPages(): Record<string, string> {
  const blog = renderToStaticMarkup(
    <ShellContext location="/blog">
      <BlogPage />
    </ShellContext>,
  );
  return { [STATIC_PAGE_FILES['/blog']!]: markedAsPrerendered(blog, 'blog') };
}
