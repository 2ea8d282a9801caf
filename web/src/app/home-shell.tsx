/**
 * The pages prerendered at build time (the `storefront-home-shell` plugin of web/vite.config.ts):
 * - the home page's first screen, put into index.html: navbar, carousel with its first image
 *   (fetchpriority="high") and the Tools section's placeholders, painted before any JavaScript runs;
 * - each static page's (STATIC_PAGE_FILES: the blog) whole content, for a file of its own.
 * The app (app/start.tsx, started by main.tsx) then renders into #root, replacing it with the same
 * layout. Never imported by the app itself: it runs in Node at build time.
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
 * The static pages' first screens, by the file each is served from: what goes into <main> in place
 * of the home page's first screen. Marked with PRERENDERED_PAGE_ATTRIBUTE, so the app's first
 * render waits for the page's route and replaces it in one step (app/first-render.ts).
 */
export function renderStaticPages(): Record<string, string> {
  const blog = renderToStaticMarkup(
    <ShellContext location="/blog">
      <div {...{ [PRERENDERED_PAGE_ATTRIBUTE]: 'blog' }}>
        <BlogPage />
      </div>
    </ShellContext>,
  );
  return { [STATIC_PAGE_FILES['/blog']!]: blog };
}
