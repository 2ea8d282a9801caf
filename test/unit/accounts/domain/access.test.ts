import { describe, expect, it } from 'vitest';
import { getOrderForPayment } from '../../../../functions/orders/domain/get-order-for-payment.js';
import { getRole } from '../../../../functions/accounts/domain/get-role.js';
import type { Role } from '../../../../functions/accounts/contract/user.js';
import { admin, customer, otherCustomer } from '../../support/api.js';
import { anOrder } from '../../support/fixtures.js';

/** Roles by user id, as the users table keys them. */
const rolesById: Record<string, Role> = { [admin.uid]: 'admin', [customer.uid]: 'user', [otherCustomer.uid]: 'user' };
const getUserRole = async (userId: string) => rolesById[userId];
const rolesByEmail: Record<string, Role> = { [admin.email]: 'admin', [customer.email]: 'user' };
const getRoleByEmail = async (email: string) => rolesByEmail[email];

describe('getOrderForPayment', () => {
  const order = anOrder();
  const deps = { getOrder: async (id: string) => (id === order._id ? order : undefined), getUserRole };

  it('gives the owner their order', async () => {
    await expect(getOrderForPayment(deps, customer, 'order-1')).resolves.toEqual(order);
  });

  it('gives an admin any order', async () => {
    await expect(getOrderForPayment(deps, admin, 'order-1')).resolves.toEqual(order);
  });

  it('refuses another customer', async () => {
    await expect(getOrderForPayment(deps, otherCustomer, 'order-1')).rejects.toMatchObject({ statusCode: 403 });
  });

  it("refuses another account that now has the order's email: the order belongs to a user id", async () => {
    const newHolderOfTheAddress = { ...otherCustomer, email: order.email };
    await expect(getOrderForPayment(deps, newHolderOfTheAddress, 'order-1')).rejects.toMatchObject({ statusCode: 403 });
  });

  it('answers 404 for an unknown order', async () => {
    await expect(getOrderForPayment(deps, customer, 'nope')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('getRole', () => {
  const deps = { getUserRole, getRoleByEmail };

  it("answers the caller's own role, looked up by their user id", async () => {
    await expect(getRole(deps, admin, 'ADMIN@tools.test')).resolves.toBe('admin');
    await expect(getRole(deps, customer, customer.email)).resolves.toBe('user');
  });

  it("does not give a new account the role of the address's former holder", async () => {
    const newAccountOnAdminAddress = { uid: 'uid-new', email: admin.email, name: 'New' };
    await expect(getRole(deps, newAccountOnAdminAddress, admin.email)).resolves.toBe('user');
  });

  it("lets an admin read another user's role", async () => {
    await expect(getRole(deps, admin, customer.email)).resolves.toBe('user');
  });

  it('answers user for someone without a row', async () => {
    await expect(getRole(deps, admin, 'nobody@tools.test')).resolves.toBe('user');
  });

  it("refuses a customer reading another user's role", async () => {
    await expect(getRole(deps, customer, admin.email)).rejects.toMatchObject({ statusCode: 403 });
  });
});
