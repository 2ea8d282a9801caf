import { describe, expect, it } from 'vitest';
import { getOrderForPayment } from '../../../functions/domain/get-order-for-payment.js';
import { getRole } from '../../../functions/domain/get-role.js';
import type { Role } from '../../../functions/schemas/user.js';
import { admin, customer, otherCustomer } from '../support/api.js';
import { anOrder } from '../support/fixtures.js';

const roles: Record<string, Role> = { [admin.email]: 'admin', [customer.email]: 'user', [otherCustomer.email]: 'user' };
const getUserRole = async (email: string) => roles[email];

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

  it('answers 404 for an unknown order', async () => {
    await expect(getOrderForPayment(deps, customer, 'nope')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('getRole', () => {
  it("answers the caller's own role", async () => {
    await expect(getRole({ getUserRole }, admin, 'ADMIN@tools.test')).resolves.toBe('admin');
    await expect(getRole({ getUserRole }, customer, customer.email)).resolves.toBe('user');
  });

  it("lets an admin read another user's role", async () => {
    await expect(getRole({ getUserRole }, admin, customer.email)).resolves.toBe('user');
  });

  it('answers user for someone without a row', async () => {
    await expect(getRole({ getUserRole }, admin, 'nobody@tools.test')).resolves.toBe('user');
  });

  it("refuses a customer reading another user's role", async () => {
    await expect(getRole({ getUserRole }, customer, admin.email)).rejects.toMatchObject({ statusCode: 403 });
  });
});
