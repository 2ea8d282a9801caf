/**
 * The home page's first screen as static HTML, put into index.html at build time (the
 * `storefront-home-shell` plugin of web/vite.config.ts): navbar, carousel with its first image
 * (fetchpriority="high") and the Tools section's placeholders, painted before any JavaScript runs.
 * The app (app/start.tsx, started by main.tsx) then renders into #root, replacing it with the same layout. Never imported by
 * the app itself: it runs in Node at build time.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { HOME_SHELL_END, HOME_SHELL_START } from '@functions/platform/contract/shop';
import { ToolsLoading } from '../features/tools/components/tools-loading';
import { ToolsSectionFrame } from '../features/tools/components/tools-section-frame';
import { PageFrame } from './layout/page-frame';
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
