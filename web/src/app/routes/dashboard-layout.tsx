import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { VerifyEmailNotice } from '../../features/auth/components/verify-email-notice';
import { useAuth } from '../../lib/auth/use-auth';
import { dashboardMenu } from '../layout/dashboard-menu';

const linkClass = (active: boolean) => `block rounded-md px-3 py-2 font-medium ${active ? 'bg-teal-700 text-white' : 'text-slate-800 hover:bg-slate-200'}`;

/** /dashboard itself shows the profile, so My Profile is the current link there too. */
const isProfileIndex = (to: string, pathname: string) => to === '/dashboard/myprofile' && pathname.replace(/\/+$/, '') === '/dashboard';

/** The dashboard: a side menu for the user's role (a drawer on small screens) and the nested page. */
export function DashboardLayout() {
  const { initializing, roleLoading, role, user } = useAuth();
  const { pathname } = useLocation();
  // The drawer closes when the page changes: it is open only on the page it was opened on.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const drawerOpen = openOn === pathname;

  if (initializing || roleLoading) return <Spinner label="Loading your dashboard" fullPage />;

  return (
    <div className="mx-auto flex max-w-6xl flex-col md:flex-row">
      <aside className="border-b border-slate-200 bg-slate-100 md:min-h-[70vh] md:w-64 md:border-r md:border-b-0">
        <button
          type="button"
          className="btn btn-outline m-3 md:hidden"
          aria-expanded={drawerOpen}
          aria-controls="dashboard-menu"
          onClick={() => setOpenOn(drawerOpen ? null : pathname)}
        >
          <span aria-hidden="true">☰</span>
          Dashboard menu
        </button>
        <nav id="dashboard-menu" aria-label="Dashboard" className={`${drawerOpen ? 'block' : 'hidden'} p-3 md:block`}>
          <ul className="flex flex-col gap-1">
            {dashboardMenu(role).map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) => linkClass(isActive || isProfileIndex(link.to, pathname))}
                  aria-current={isProfileIndex(link.to, pathname) ? 'page' : undefined}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section className="flex-1 p-4 md:p-6" aria-labelledby="dashboard-heading">
        <h1 id="dashboard-heading" className="mb-4 text-2xl font-bold text-teal-800 md:text-3xl">
          Welcome to dashboard
        </h1>
        {user && !user.emailVerified && <VerifyEmailNotice />}
        <Outlet />
      </section>
    </div>
  );
}
