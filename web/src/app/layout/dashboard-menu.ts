import type { Role } from '../../lib/auth/auth-api';

export interface MenuLink {
  to: string;
  label: string;
}

/** The dashboard menu: My Profile for everyone, then the links of the role. */
export function dashboardMenu(role: Role | undefined): MenuLink[] {
  const profile: MenuLink = { to: '/dashboard/myprofile', label: 'My Profile' };
  if (role === 'user') {
    return [
      profile,
      { to: '/dashboard/myorder', label: 'My Order' },
      { to: '/dashboard/lists', label: 'My Lists' },
      { to: '/dashboard/quotes', label: 'Quotes' },
      { to: '/dashboard/addareview', label: 'Add A Review' },
      { to: '/quick-order', label: 'Quick order' },
      { to: '/trade', label: 'Trade account' },
    ];
  }
  if (role === 'admin') {
    return [
      profile,
      { to: '/dashboard/makeaadmin', label: 'Make admin' },
      { to: '/dashboard/manageallorders', label: 'Manage All orders' },
      { to: '/dashboard/addaproduct', label: 'Add a product' },
      { to: '/dashboard/manageproducts', label: 'Manage products' },
      { to: '/dashboard/managereviews', label: 'Manage reviews' },
      { to: '/dashboard/sales', label: 'Sales' },
      { to: '/dashboard/auditlog', label: 'Audit log' },
      { to: '/dashboard/tradeaccounts', label: 'Trade accounts' },
      { to: '/dashboard/managequotes', label: 'Quotes' },
    ];
  }
  return [profile];
}
