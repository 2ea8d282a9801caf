import { describe, expect, it } from 'vitest';
import { dashboardMenu } from './dashboard-menu';

const labels = (role: Parameters<typeof dashboardMenu>[0]) => dashboardMenu(role).map((link) => `${link.label} ${link.to}`);

describe('the dashboard menu', () => {
  it("gives a customer My Profile, 'My Order', 'My Lists', 'Quotes', 'Add A Review', quick order and their trade account", () => {
    expect(labels('user')).toEqual([
      'My Profile /dashboard/myprofile',
      'My Order /dashboard/myorder',
      'My Lists /dashboard/lists',
      'Quotes /dashboard/quotes',
      'Add A Review /dashboard/addareview',
      'Quick order /quick-order',
      'Trade account /trade',
    ]);
  });

  it('gives an admin My Profile and the admin pages', () => {
    expect(labels('admin')).toEqual([
      'My Profile /dashboard/myprofile',
      'Make admin /dashboard/makeaadmin',
      'Manage All orders /dashboard/manageallorders',
      'Add a product /dashboard/addaproduct',
      'Manage products /dashboard/manageproducts',
      'Manage reviews /dashboard/managereviews',
      'Sales /dashboard/sales',
      'Audit log /dashboard/auditlog',
      'Trade accounts /dashboard/tradeaccounts',
      'Quotes /dashboard/managequotes',
    ]);
  });

  it('shows only My Profile when the role is unknown', () => {
    expect(labels(undefined)).toEqual(['My Profile /dashboard/myprofile']);
  });
});
