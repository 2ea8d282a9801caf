import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry, type RouteObject } from 'react-router-dom';

/** Shows the current path, so tests can assert where a page navigated to. */
export function CurrentPath() {
  const { pathname } = useLocation();
  return <p data-testid="current-path">{pathname}</p>;
}

interface Options {
  /** The path `ui` is mounted at; other paths render <CurrentPath/>. */
  path?: string;
  initialEntries?: InitialEntry[];
  routes?: RouteObject[];
}

/** Renders `ui` inside a memory router, a fresh query client and a <Toaster/>. */
export function renderWithProviders(ui: ReactNode, { path = '/', initialEntries = [path], routes = [] }: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element: ui }, ...routes, { path: '*', element: <CurrentPath /> }], { initialEntries });
  return {
    queryClient,
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
