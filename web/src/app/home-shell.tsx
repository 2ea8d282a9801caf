/**
 * The home page's first screen as static HTML, put into index.html at build time (the
 * `storefront-home-shell` plugin of web/vite.config.ts): navbar, carousel with its first image
 * (fetchpriority="high") and the Tools section's placeholders, painted before any JavaScript runs.
 * main.tsx then renders the app into #root, replacing it with the same layout. Never imported by
 * the app itself: it runs in Node at build time.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ToolsLoading } from '../features/tools/components/tools-loading';
import { ToolsSectionFrame } from '../features/tools/components/tools-section-frame';
import { PageFrame } from './layout/page-frame';
import { HomeFirstScreen } from './routes/home-first-screen';

export function HomeShell() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location="/">
        <PageFrame>
          <HomeFirstScreen />
          <ToolsSectionFrame>
            <ToolsLoading />
          </ToolsSectionFrame>
        </PageFrame>
      </StaticRouter>
    </QueryClientProvider>
  );
}

export const renderHomeShell = (): string => renderToStaticMarkup(<HomeShell />);
