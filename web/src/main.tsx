import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// index.html already shows the home page's first screen (prerendered, app/home-shell.tsx): the
// app's first render replaces it as a transition, which React splits into short tasks instead of
// one long one that would block input.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
