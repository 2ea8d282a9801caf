/**
 * An account is the identity provider's user, not an email address: with the Auth emulator's real
 * account operations (an account moves to another address; a new account signs up on the freed one).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../functions/orders/contract/order.js';
import type { User } from '../../functions/accounts/contract/user.js';
import { freshCustomer, freshEmail, moveToEmail, seededAdmin, type SignedInUser } from '../support/accounts.js';
import { callApi } from '../support/api-client.js';
import { addTool } from '../support/catalog.js';
import { placeOrder } from '../support/orders.js';

const enc = encodeURIComponent;
const profile = { education: 'MEng', location: 'Sheffield', phone: '07700900123', linkedin: 'linkedin.com/in/mover' };

const roleOf = (user: SignedInUser) => callApi<{ role: string }>('GET', `/admin/${enc(user.email)}`, { auth: user.token });
const ordersOf = (user: SignedInUser) => callApi<{ orders: Order[] }>('GET', `/myorder/${enc(user.email)}`, { auth: user.token });
const profileOf = (user: SignedInUser) => callApi<{ user?: User; message?: string }>('GET', `/userupdate/${enc(user.email)}`, { auth: user.token });
const tokenSubject = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;

/** A customer an admin promoted, with an order and a profile. */
async function establishedAdmin(admin: SignedInUser, toolId: string, label: string) {
  const user = await freshCustomer(label);
  expect((await callApi('POST', `/makeadmin/${enc(user.uid)}`, { auth: admin.token })).status).toBe(200);
  const order = await placeOrder(user, toolId, 10);
  expect((await callApi('PUT', '/userupdate', { auth: user.token, body: { ...profile, email: user.email } })).status).toBe(200);
  return { user, order };
}

describe('an account is its user id, not its email address', () => {
  let admin: SignedInUser;
  let toolId: string;

  beforeAll(async () => {
    admin = await seededAdmin();
    toolId = await addTool(admin.token, { available: 10_000, minimum: 1 });
  });

  it('keeps its role, orders and profile when the account changes its email', async () => {
    const { user, order } = await establishedAdmin(admin, toolId, 'mover');

    const moved = await moveToEmail(user, freshEmail('moved'));

    expect(tokenSubject(moved.token)).toBe(user.uid);
    expect((await roleOf(moved)).body).toEqual({ role: 'admin' });
    expect((await callApi('GET', '/allusers', { auth: moved.token })).status).toBe(200);
    expect((await ordersOf(moved)).body.orders.map((o) => o._id)).toEqual([order._id]);
    expect((await profileOf(moved)).body.user).toMatchObject({ _id: user.uid, email: moved.email, ...profile });
    const users = (await callApi<User[]>('GET', '/allusers?limit=100', { auth: admin.token })).body;
    expect(users.filter((row) => row._id === user.uid)).toEqual([expect.objectContaining({ email: moved.email, role: 'admin' })]);
  });

  it('answers the old address as not the caller once the account moved: paths name the current email', async () => {
    const user = await freshCustomer('path');
    const moved = await moveToEmail(user, freshEmail('path-moved'));

    const response = await callApi('GET', `/myorder/${enc(user.email)}`, { auth: moved.token });

    expect(response.status).toBe(403);
  });

  describe("the takeover: a stranger signs up on an admin's freed address", () => {
    let victim: SignedInUser;
    let victimOrder: Order;
    let oldAddress: string;
    let stranger: SignedInUser;

    beforeAll(async () => {
      const established = await establishedAdmin(admin, toolId, 'victim');
      oldAddress = established.user.email;
      victimOrder = established.order;
      victim = await moveToEmail(established.user, freshEmail('victim-moved'));
      // The sign-up itself cannot be stopped: the address is free at the identity provider.
      stranger = await freshCustomer('stranger', { email: oldAddress });
    });

    it('logs the stranger in as a new account of their own, not as the old one', () => {
      expect(stranger.uid).not.toBe(victim.uid);
      expect(tokenSubject(stranger.token)).toBe(stranger.uid);
    });

    it('gives the stranger no admin role', async () => {
      expect((await roleOf(stranger)).body).toEqual({ role: 'user' });
      expect((await callApi('GET', '/allusers', { auth: stranger.token })).status).toBe(403);
      expect((await callApi('POST', `/makeadmin/${enc(stranger.uid)}`, { auth: stranger.token })).status).toBe(403);
    });

    it("gives the stranger none of the old account's orders", async () => {
      expect((await ordersOf(stranger)).body.orders).toEqual([]);
      expect((await callApi('GET', `/pay/${enc(victimOrder._id)}`, { auth: stranger.token })).status).toBe(403);
      expect((await callApi('POST', '/create-payment-intent', { auth: stranger.token, body: { orderId: victimOrder._id } })).status).toBe(403);
      expect((await callApi('DELETE', `/myordercancel/${enc(victimOrder._id)}/${enc(oldAddress)}`, { auth: stranger.token })).status).toBe(403);
      expect((await ordersOf(victim)).body.orders).toEqual([expect.objectContaining({ _id: victimOrder._id, status: 'Not paid' })]);
    });

    it("gives the stranger an empty profile of their own, not the old account's", async () => {
      const response = await profileOf(stranger);

      expect(response.body.user).toMatchObject({ _id: stranger.uid, email: oldAddress });
      expect(response.body.user).not.toHaveProperty('education');
    });

    it('leaves the old account its role, under its new address', async () => {
      expect((await roleOf(victim)).body).toEqual({ role: 'admin' });
      expect((await callApi<{ role: string }>('GET', `/admin/${enc(oldAddress)}`, { auth: admin.token })).body).toEqual({ role: 'user' });
    });
  });
});
