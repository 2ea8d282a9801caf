import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider } from '../../lib/auth/auth-provider';
import { DeferredToaster } from './deferred-toaster';
import { PageFrame } from './page-frame';

export function RootLayout() {
  return (
    <AuthProvider>
      <PageFrame>
        <Outlet />
      </PageFrame>
      <DeferredToaster />
      <ScrollRestoration />
    </AuthProvider>
  );
}
