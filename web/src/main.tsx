import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { renderFirstPage } from './app/first-render';
import { createRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The router starts loading the first page's route (its chunk and data) as soon as it is made.
const queryClient = createQueryClient();
const router = createRouter(queryClient);
// index.html already shows a first screen (the home page's, prerendered by app/home-shell.tsx, or
// a tool page's, from its crawler-ready HTML): the app's first render replaces it as a transition,
// which React splits into short tasks instead of one long one that would block input.
const root = createRoot(container);
void renderFirstPage(container, router, () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  }),
);
