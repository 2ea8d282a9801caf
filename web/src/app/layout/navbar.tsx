import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { getAccessToken } from '../../lib/auth/auth-store';
import { useSession } from '../../lib/auth/use-session';
import { useCartLines } from '../../features/cart/cart-store';

const links = [
  { to: '/', label: 'Home', end: true },
  { to: '/tools', label: 'Tools', end: false },
  { to: '/dashboard', label: 'Dashboard', end: false },
  { to: '/blog', label: 'Blog', end: false },
  { to: '/myportfolio', label: 'My Portfolio', end: false },
];

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-medium ${isActive ? 'bg-teal-700 text-white' : 'text-slate-800 hover:bg-slate-100'}`;

export function Navbar() {
  const [open, setOpen] = useState(false);
  const { user, initializing, signOut } = useSession();
  const cartLines = useCartLines();
  const navigate = useNavigate();
  const close = () => setOpen(false);

  const onSignOut = async () => {
    close();
    await signOut();
    await navigate('/');
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link to="/" className="text-xl font-extrabold text-teal-800" onClick={close}>
          Tools Storefront
        </Link>
        <button type="button" className="btn btn-outline md:hidden" aria-expanded={open} aria-controls="main-menu" onClick={() => setOpen((value) => !value)}>
          <span aria-hidden="true">☰</span>
          Menu
        </button>
        <ul id="main-menu" className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-1 md:flex md:w-auto md:flex-row md:items-center`}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={itemClass} onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/cart" className={itemClass} onClick={close}>
              Cart ({cartLines.length})
            </NavLink>
          </li>
          <li className="md:min-w-24 md:text-center">
            {/* While sign-in starts, a visitor without a stored session already gets the Login link. */}
            {initializing && getAccessToken() ? null : user ? (
              <button
                type="button"
                className="w-full rounded-md px-3 py-2 text-left font-medium text-slate-800 hover:bg-slate-100 md:text-center"
                onClick={() => void onSignOut()}
              >
                Sign Out
              </button>
            ) : (
              <NavLink to="/login" className={itemClass} onClick={close}>
                Login
              </NavLink>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
}
