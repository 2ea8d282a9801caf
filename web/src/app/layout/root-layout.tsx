import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider } from '../../lib/auth/auth-provider';
import { DeferredToaster } from './deferred-toaster';
import { Footer } from './footer';
import { Navbar } from './navbar';

export function RootLayout() {
  return (
    <AuthProvider>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          Skip to content
        </a>
        <Navbar />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer />
      </div>
      <DeferredToaster />
      <ScrollRestoration />
    </AuthProvider>
  );
}
