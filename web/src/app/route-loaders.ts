/** Loaders for pages of the signed-in part; imported by the lazy route modules only, so not in the first load. */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { roleQueryOptions } from '../lib/auth/auth-api';
import { signedInEmail } from '../lib/auth/auth-store';
import type { RouteLoader } from './lazy-page';

type Load = (queryClient: QueryClient, email: string, params: Params, searchParams: URLSearchParams) => Promise<unknown>;

/** Needs the signed-in email: skipped before sign-in is known (on a first load); the page fetches then. */
export const signedInLoader =
  (load: Load): RouteLoader =>
  async ({ queryClient, params, searchParams }) => {
    const email = signedInEmail();
    if (email) await load(queryClient, email, params, searchParams);
  };

/** An admin page's loader: runs only for an admin (as RequireAdmin decides), so a customer sent away asks nothing. */
export const adminLoader = (load: Load): RouteLoader =>
  signedInLoader(async (queryClient, email, params, searchParams) => {
    if ((await queryClient.ensureQueryData(roleQueryOptions(email))) === 'admin') await load(queryClient, email, params, searchParams);
  });
